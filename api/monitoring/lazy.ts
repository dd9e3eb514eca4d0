// What the app imports to monitor (ADR 0028): each call loads monitor.ts on first use, so no
// page's first load carries any of it (the First Load JS budget of ADR 0010), and nothing at
// all of the SDKs unless their key or DSN is configured.
import type { MonitoringConfigDto } from '@/schemas/dto';
import type { AnalyticsEvent, AnalyticsUser, EventProperties } from './analytics';
import type { FailedCall } from './error-report';

const monitor = () => import('./monitor');

export function configureMonitoring(config: MonitoringConfigDto | undefined): void {
  if (config) void monitor().then((m) => m.configureMonitoring(config));
}

export function track(event: AnalyticsEvent, properties: EventProperties = {}): void {
  void monitor().then((m) => m.track(event, properties));
}

export function identify(user: AnalyticsUser): void {
  void monitor().then((m) => m.identify(user));
}

export function reportApiError(error: FailedCall): void {
  void monitor().then((m) => m.reportApiError(error));
}

export function reportPageError(error: unknown, componentStack?: string | null): void {
  void monitor().then((m) => m.reportPageError(error, componentStack));
}
