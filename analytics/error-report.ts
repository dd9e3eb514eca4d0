// The error-report queue (rules §8, ADR 0028), loaded on the first error (monitor.ts): the HTTP
// client's and the error boundary's reports wait here until the Sentry adapter, loaded only when
// a DSN is configured, registers itself; without a DSN nothing is kept.

/** The meta tag pages/_document.tsx writes the page's document request id into. */
export const REQUEST_ID_META = 'request-id';

/**
 * Headers as the HTTP client keeps them: a fetch `Headers`, an axios `AxiosHeaders` (both have
 * `get`), or a plain record (axios's raw response headers).
 */
export type HeaderBag = { get(name: string): unknown } | Record<string, unknown>;

/**
 * What a failed call carries, structurally, so this file imports no HTTP client: an `AxiosError`
 * satisfies it, as does the fetch client's `HttpError`.
 */
export interface FailedCall {
  message: string;
  code?: string;
  config?: {
    method?: string;
    baseURL?: string;
    url?: string;
    params?: unknown;
    headers?: HeaderBag;
    /** The request body as sent: JSON text, form data, or an object not yet serialised. */
    data?: unknown;
  };
  response?: { status: number; data: unknown; headers?: HeaderBag };
}

export interface ApiErrorReport {
  kind: 'api';
  message: string;
  method: string;
  /** The API path without its query (`/v3/store/artwork/abc`). */
  path: string;
  status: number | null;
  code: string;
  /** The server's id of the failed request (its `x-request-id` answer header), when it answered. */
  requestId: string | null;
  request: { params: unknown; body: unknown; headers: Record<string, string> };
  response: { data: unknown } | null;
}

export interface PageErrorReport {
  kind: 'page';
  error: unknown;
  componentStack?: string | null;
}

export type ErrorReport = ApiErrorReport | PageErrorReport;
export type ErrorReporter = (report: ErrorReport) => void;

const PENDING_MAX = 20;
let reporter: ErrorReporter | null = null;
let pending: ErrorReport[] | null = [];

/** The Sentry adapter takes over; reports made before it loaded go out now. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  if (!next) return;
  const queued = pending ?? [];
  pending = [];
  for (const report of queued) next(report);
}

/** No DSN configured: stop keeping reports for an SDK that will never come. */
export function disableReports(): void {
  if (!reporter) pending = null;
}

function report(value: ErrorReport): void {
  if (reporter) reporter(value);
  else if (pending && pending.length < PENDING_MAX) pending.push(value);
}

/** rules §8: the auth and customer paths are never reported (their bodies are personal). */
const UNREPORTED = /\/(sign-in|sign-up|customer|shipping-address)(\/|$)/;

export function isReportedApiPath(path: string): boolean {
  return !UNREPORTED.test(path);
}

/** Keys whose values never leave the browser in a report. */
const SECRET_KEY =
  /pass|token|secret|card|cvc|code|account|email|phone|authorization|cookie|signature/i;

/**
 * A copy of `value` with secret-looking fields replaced (unless `secrets` is false: the server's
 * own error answers), long strings cut and nesting stopped after a few levels.
 */
export function redactSecrets(value: unknown, depth = 0, secrets = true): unknown {
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) {
    return value.slice(0, 20).map((v) => redactSecrets(v, depth + 1, secrets));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, v]) => [
        key,
        secrets && SECRET_KEY.test(key) ? '[redacted]' : redactSecrets(v, depth + 1, secrets),
      ]),
    );
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
}

function parsedBody(data: unknown): unknown {
  if (data === undefined || data === null) return null;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return '[form data]';
  if (typeof data !== 'string') return typeof data === 'object' ? data : '[body]';
  try {
    return JSON.parse(data);
  } catch {
    return '[text]';
  }
}

/** One header's value as text, whichever kind of header bag holds it. */
export function headerValue(headers: HeaderBag | undefined, name: string): string | null {
  if (!headers) return null;
  const value =
    typeof headers.get === 'function'
      ? (headers as { get(name: string): unknown }).get(name)
      : (headers as Record<string, unknown>)[name];
  if (Array.isArray(value)) return value.length ? String(value[0]) : null;
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** The API path without origin or query (`/v3/store/artwork/abc`). */
function apiPath(baseURL = '', url = ''): string {
  const full = /^[a-z][a-z\d+.-]*:\/\//i.test(url) ? url : `${baseURL}${url}`;
  return full.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
}

/** A failed API call (not a 401, not cancelled), unless it is on an auth or customer path. */
export function reportApiError(error: FailedCall): void {
  const request = error.config ?? {};
  const path = apiPath(request.baseURL, request.url);
  if (!isReportedApiPath(path)) return;
  const method = (request.method ?? 'get').toUpperCase();
  const headers: Record<string, string> = {};
  for (const name of ['accept-language', 'x-currency', 'content-type']) {
    const value = headerValue(request.headers, name);
    if (value) headers[name] = value;
  }
  const status = error.response?.status ?? null;
  const code = error.code ?? 'ERR_UNKNOWN';
  const data = error.response?.data as { code?: unknown } | undefined;
  report({
    kind: 'api',
    message: `${method} ${path} → ${status ?? code}`,
    method,
    path,
    status,
    code: typeof data?.code === 'string' ? data.code : code,
    requestId: headerValue(error.response?.headers, 'x-request-id'),
    request: {
      params: redactSecrets(request.params ?? null),
      body: redactSecrets(parsedBody(request.data)),
      headers,
    },
    // The server's error answer ({ message, code, fields }) carries no secrets: kept as it is.
    response: error.response ? { data: redactSecrets(error.response.data, 0, false) } : null,
  });
}

/** A render error the page's boundary caught. */
export function reportPageError(error: unknown, componentStack?: string | null): void {
  report({ kind: 'page', error, componentStack });
}
