// A store API call that fails on purpose, registered only when MONITORING_TEST_ERRORS is on (the
// monitoring journey, e2e/monitoring-config.ts): its 500 shows that the error handler reports
// unexpected errors with the request id. Absent otherwise, the demo included.
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import { defineRoute } from '../route';

export const MONITORING_TEST_ERROR_MESSAGE = 'monitoring test: store API failure';

export function registerMonitoringTestRoutes(app: Hono, ctx: AppContext): void {
  if (!ctx.config.MONITORING_TEST_ERRORS) return;
  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/dev/monitoring/server-error',
      summary:
        'Monitoring journey only (MONITORING_TEST_ERRORS): fails with an unexpected error, answered 500 and reported. Absent otherwise.',
      tags: ['dev'],
      responseDescription: 'never answers 2xx',
    },
    () => {
      throw new Error(MONITORING_TEST_ERROR_MESSAGE);
    },
  );
}
