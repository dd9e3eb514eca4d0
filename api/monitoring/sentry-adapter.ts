// The Sentry browser SDK, loaded only by start-monitoring.ts when a DSN is configured: page
// errors (the boundary's and the window's) and the API errors the HTTP client reports, with
// request and response details already stripped of secrets (error-report.ts).
import * as Sentry from '@sentry/browser';
import type { MonitoringConfigDto } from '@/schemas/dto';
import { redactSecrets, setErrorReporter, type ErrorReport } from './error-report';

export function startSentry(config: NonNullable<MonitoringConfigDto['sentry']>): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    // No IP addresses, cookies or request headers of the visitor.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: 0,
    beforeSend(event) {
      if (event.request) {
        delete event.request.cookies;
        delete event.request.headers;
        if (event.request.url) event.request.url = event.request.url.split('?')[0];
      }
      return event;
    },
    beforeBreadcrumb(breadcrumb) {
      // URLs of calls may carry an e-mail in the query (the overlapping-email check).
      if (breadcrumb.data && typeof breadcrumb.data.url === 'string') {
        breadcrumb.data.url = breadcrumb.data.url.split('?')[0];
      }
      return breadcrumb;
    },
  });
  setErrorReporter((report: ErrorReport) => {
    if (report.kind === 'page') {
      Sentry.captureException(report.error, {
        tags: { source: 'page' },
        contexts: { react: { componentStack: report.componentStack ?? null } },
      });
      return;
    }
    Sentry.captureMessage(report.message, {
      level: 'error',
      fingerprint: [
        'api',
        report.method,
        report.path.replace(/\/[^/]*\d[^/]*/g, '/:id'),
        String(report.status),
      ],
      tags: { source: 'api', status: String(report.status ?? 'network'), code: report.code },
      contexts: {
        request: redactSecrets({
          method: report.method,
          path: report.path,
          ...report.request,
        }) as Record<string, unknown>,
        response: { status: report.status, data: report.response?.data ?? null },
      },
    });
  });
}
