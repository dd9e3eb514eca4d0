// The one monitoring entry the app imports (ADR 0028), kept tiny because every page loads it:
// events and error reports go to their queues (analytics.ts, error-report.ts) through dynamic
// imports, and the SDKs (amplitude-adapter.ts, sentry-adapter.ts) load only when app
// initialisation carries their key or DSN. Without either, no SDK code is fetched at all.
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

/** Tracks `event` once `call` succeeded, with properties read from its answer. */
export function trackOnSuccess<T>(
  call: Promise<T>,
  event: AnalyticsEvent,
  properties: (answer: T) => EventProperties,
): Promise<T> {
  return call.then((answer) => {
    track(event, properties(answer));
    return answer;
  });
}

/** The properties of an order, for `purchase`. */
export function orderProperties(order: {
  id: string;
  total: number;
  currency_code: string;
  payment_method: string;
  status: string;
  artwork: { id: string } | null;
}): EventProperties {
  return {
    order_id: order.id,
    artwork_id: order.artwork?.id ?? null,
    total: order.total,
    currency: order.currency_code,
    payment_method: order.payment_method,
    status: order.status,
  };
}

/** SPEC §8: a failed API call (error-report.ts leaves out the auth and customer paths). */
export function reportApiError(error: FailedCall): void {
  if (reportsOn === false || typeof window === 'undefined') return;
  void reports().then((queue) => queue.reportApiError(error));
}

/** SPEC §8: a page's render error. */
export function reportPageError(error: unknown, componentStack?: string | null): void {
  if (reportsOn === false || typeof window === 'undefined') return;
  void reports().then((queue) => queue.reportPageError(error, componentStack));
}
