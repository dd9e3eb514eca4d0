// Loads what the configuration asks for and nothing else (ADR 0028): each SDK is a separate
// chunk reached only through a dynamic import, so a page without a key or a DSN never downloads
// it, and the server never renders with it.
import type { MonitoringConfigDto } from '@/schemas/dto';
import { disableAnalytics } from './analytics';

let started = false;

export function startMonitoring(config: MonitoringConfigDto | undefined): void {
  if (started || !config || typeof window === 'undefined') return;
  started = true;
  if (config.amplitude) {
    const amplitude = config.amplitude;
    void import('./amplitude-adapter').then(({ startAmplitude }) => startAmplitude(amplitude));
  } else {
    disableAnalytics();
  }
  if (config.sentry) {
    const sentry = config.sentry;
    void import('./sentry-adapter').then(({ startSentry }) => startSentry(sentry));
  }
}
