// What the browser needs to load analytics and error reports (ADR 0028): public values only
// (an Amplitude API key and a Sentry DSN are meant to be seen by browsers), null when unset, so
// a page loads neither SDK.
import type { Config } from '../config';
import type { MonitoringConfigDto } from '@/schemas/dto';

export function monitoringConfig(config: Config): MonitoringConfigDto {
  return {
    amplitude: config.AMPLITUDE_API_KEY
      ? { api_key: config.AMPLITUDE_API_KEY, server_url: config.AMPLITUDE_SERVER_URL || null }
      : null,
    sentry: config.SENTRY_DSN
      ? { dsn: config.SENTRY_DSN, environment: config.SENTRY_ENVIRONMENT || config.NODE_ENV }
      : null,
  };
}
