// The monitoring settings of the app under test (ADR 0028): Amplitude and Sentry both pointed at
// the local collector (e2e/monitoring-collector-server.ts), so every journey runs with the SDKs
// loaded as production would, and nothing leaves the machine.
import { E2E_PORT } from './social-config';

export const COLLECTOR_PORT = Number(process.env.E2E_COLLECTOR_PORT ?? E2E_PORT + 2);
export const COLLECTOR = `http://127.0.0.1:${COLLECTOR_PORT}`;
export const AMPLITUDE_KEY = 'e2e-amplitude-key';

export const monitoringEnv: Record<string, string> = {
  AMPLITUDE_API_KEY: AMPLITUDE_KEY,
  AMPLITUDE_SERVER_URL: `${COLLECTOR}/2/httpapi`,
  // Sentry posts to <origin>/api/<project>/envelope/.
  SENTRY_DSN: `http://e2epublickey@127.0.0.1:${COLLECTOR_PORT}/7`,
  SENTRY_ENVIRONMENT: 'e2e',
  // The store API call and the page that fail on purpose (server/config.ts); never on the demo.
  MONITORING_TEST_ERRORS: 'true',
};
