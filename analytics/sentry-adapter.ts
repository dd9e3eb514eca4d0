// The Sentry SDK for the browser (@sentry/nextjs), loaded only by monitor.ts when app
// initialisation carries a DSN: page errors (the boundary's, the window's and unhandled
// rejections) and the API errors the HTTP client reports, with request and response details
// already stripped of secrets (error-report.ts). Every event carries the request id of the page's
// document (`<meta name="request-id">`, pages/_document.tsx); an API error carries the failed
// call's own.
import * as Sentry from '@sentry/nextjs';
import type { MonitoringConfigDto } from '@/schemas/dto';
import { privateDataCollection, withoutVisitorData } from '@/rules/error-report-privacy';
import { REQUEST_ID_META, redactSecrets, setErrorReporter, type ErrorReport } from './error-report';

function documentRequestId(): string | null {
  return document.querySelector(`meta[name="${REQUEST_ID_META}"]`)?.getAttribute('content') || null;
}

export function startSentry(config: NonNullable<MonitoringConfigDto['sentry']>): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    // Errors only: no performance tracing, so no tracing integration and no trace headers on
    // the API calls.
    integrations: (defaults) => defaults.filter((i) => i.name !== 'BrowserTracing'),
    dataCollection: privateDataCollection,
    beforeSend: withoutVisitorData,
    beforeBreadcrumb(breadcrumb) {
      // URLs of calls may carry an e-mail in the query (the overlapping-email check).
      if (breadcrumb.data && typeof breadcrumb.data.url === 'string') {
        breadcrumb.data.url = breadcrumb.data.url.split('?')[0];
      }
      return breadcrumb;
    },
  });
  const requestId = documentRequestId();
  if (requestId) Sentry.setTag('request_id', requestId);

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
      tags: {
        source: 'api',
        status: String(report.status ?? 'network'),
        code: report.code,
        ...(report.requestId ? { request_id: report.requestId } : {}),
      },
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
