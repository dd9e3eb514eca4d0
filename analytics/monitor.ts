// Monitoring behind the app's one entry (lazy.ts, ADR 0028): events and error reports go to
// their queues (analytics.ts, error-report.ts), and the SDKs (amplitude-adapter.ts,
// sentry-adapter.ts) load only when app initialisation carries their key or DSN. Without either,
// no SDK code is fetched at all.
import type { MonitoringConfigDto } from '@/schemas/dto';
import type { AnalyticsEvent, AnalyticsUser, EventProperties } from './analytics';
import type { FailedCall } from './error-report';

export type { AnalyticsEvent, AnalyticsUser, EventProperties };

/** undefined until app initialisation said; then whether each service is configured. */
let analyticsOn: boolean | undefined;
let reportsOn: boolean | undefined;

const analytics = () => import('./analytics');
const reports = () => import('./error-report');

/** Starts what the configuration asks for, once (the browser only). */
export function configureMonitoring(config: MonitoringConfigDto | undefined): void {
  if (!config || analyticsOn !== undefined || typeof window === 'undefined') return;
  analyticsOn = config.amplitude !== null;
  reportsOn = config.sentry !== null;
  if (config.amplitude) {
    const amplitude = config.amplitude;
    void import('./amplitude-adapter').then(({ startAmplitude }) => startAmplitude(amplitude));
  } else {
    void analytics().then(({ disableAnalytics }) => disableAnalytics());
  }
  if (config.sentry) {
    const sentry = config.sentry;
    void import('./sentry-adapter').then(({ startSentry }) => startSentry(sentry));
  } else {
    void reports().then(({ disableReports }) => disableReports());
  }
}

export function track(event: AnalyticsEvent, properties: EventProperties = {}): void {
  if (analyticsOn === false || typeof window === 'undefined') return;
  void analytics().then((queue) => queue.track(event, properties));
}

export function identify(user: AnalyticsUser): void {
  if (analyticsOn === false || typeof window === 'undefined') return;
  void analytics().then((queue) => queue.identify(user));
}

/** rules §8: a failed API call (error-report.ts leaves out the auth and customer paths). */
export function reportApiError(error: FailedCall): void {
  if (reportsOn === false || typeof window === 'undefined') return;
  void reports().then((queue) => queue.reportApiError(error));
}

/** rules §8: a page's render error. */
export function reportPageError(error: unknown, componentStack?: string | null): void {
  if (reportsOn === false || typeof window === 'undefined') return;
  void reports().then((queue) => queue.reportPageError(error, componentStack));
}
