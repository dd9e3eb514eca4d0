// Next.js's instrumentation hook (rules §8, ADR 0028): a failed render or getServerSideProps is
// reported to Sentry with the request id server/main.ts put on the request. Sentry itself is
// started by server/main.ts (server/lib/error-reports.ts), which also serves the store API, and
// only when SENTRY_DSN is set: without it this loads nothing.
import type { Instrumentation } from 'next';
import { requestIdOf } from './server/lib/request-id';

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (!process.env.SENTRY_DSN || process.env.NEXT_RUNTIME !== 'nodejs') return;
  const Sentry = await import('@sentry/nextjs');
  const requestId = requestIdOf(request.headers);
  Sentry.withScope((scope) => {
    scope.setTag('source', 'page');
    if (requestId) scope.setTag('request_id', requestId);
    Sentry.captureRequestError(error, request, context);
  });
};
