// Server error reports (rules §8, ADR 0028): Sentry's SDK for Next.js (@sentry/nextjs) on the
// server, loaded and started by server/main.ts only when SENTRY_DSN is set; without it no Sentry
// code is even imported. The store API's unexpected errors (server/http/app.ts) and Next.js's
// failed renders and getServerSideProps (instrumentation.ts) are reported with the request id;
// the SDK's own handlers report unhandled rejections and uncaught exceptions.
import type * as SentryModule from '@sentry/nextjs';
import { privateDataCollection, withoutVisitorData } from '@/rules/error-report-privacy';
import type { Config } from '../config';
import { describeError, logger } from './logger';

let sentry: typeof SentryModule | null = null;

export type ErrorReportsConfig = Pick<Config, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'NODE_ENV'>;

async function loadSentry(): Promise<typeof SentryModule> {
  const loaded = (await import('@sentry/nextjs')) as typeof SentryModule & {
    default?: typeof SentryModule;
  };
  // Node's import of a CommonJS module names only the exports it finds by reading the file, which
  // leaves out the ones this SDK re-exports from @sentry/node (withScope among them): the whole
  // module is its default export.
  return loaded.default ?? loaded;
}

/** Starts Sentry when a DSN is configured (once); returns whether reports are on. */
export async function startServerErrorReports(config: ErrorReportsConfig): Promise<boolean> {
  if (!config.SENTRY_DSN) return false;
  if (sentry) return true;
  const Sentry = await loadSentry();
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT || config.NODE_ENV,
    // Errors only: no performance tracing, and nothing of the visitor.
    dataCollection: privateDataCollection,
    beforeSend: withoutVisitorData,
  });
  sentry = Sentry;
  return true;
}

export interface FailedRequest {
  requestId: string | null;
  method: string;
  /** Without the query. */
  path: string;
}

/** An unexpected error of the store API (a 5xx answer); nothing without a DSN. */
export function reportServerError(error: unknown, request: FailedRequest): void {
  const Sentry = sentry;
  if (!Sentry) return;
  try {
    Sentry.withScope((scope) => {
      scope.setTag('source', 'api');
      if (request.requestId) scope.setTag('request_id', request.requestId);
      scope.setContext('request', { method: request.method, path: request.path });
      scope.setTransactionName(`${request.method} ${request.path}`);
      Sentry.captureException(error, { mechanism: { handled: false, type: 'hono.on_error' } });
    });
  } catch (failure) {
    // The visitor still gets the error answer; the report is what is lost.
    logger.warn('error report failed', { error: describeError(failure) });
  }
}

/** Sends what is queued (tests, shutdown). */
export async function flushServerErrorReports(timeoutMs = 2000): Promise<void> {
  await sentry?.flush(timeoutMs);
}
