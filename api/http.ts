// The one HTTP client (DESIGN.md §3): `fetch` behind three base paths, with the session,
// language and currency headers, one-shot 401 refresh-and-replay, and error toasts. A small
// client of our own rather than axios keeps about 20 kB (gzip) out of every page's first load.
import { toast } from '@/store/toast';
import { withMonitor } from './monitoring/lazy';
import {
  clearAccessToken,
  getActiveStore,
  selectCurrency,
  selectLoginState,
  setAccessToken,
} from '@/store/app-store';

/** A request carrying this header never shows an error toast (SPEC §7, §8). */
export const NO_TOAST_HEADER = 'no-toast';
export const noToast = { [NO_TOAST_HEADER]: 'true' } as const;

export const REFRESH_PATH = '/store/customer/refresh';
export const SIGN_OUT_PATH = '/store/customer/sign-out';

/** Query parameters: `undefined` and `null` are left out, arrays repeat the key as `key[]`. */
export type QueryParams = object;

/** What a caller may pass with a request. */
export interface RequestConfig {
  params?: QueryParams;
  headers?: Record<string, string>;
  /** Aborting it cancels the request quietly (no toast). */
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request as it goes out: headers resolved, body serialized (`data`: JSON text or FormData). */
export interface HttpRequest {
  method: Method;
  baseURL: string;
  url: string;
  params?: QueryParams;
  headers: Headers;
  data?: string | FormData;
  withCredentials: true;
  timeout: number;
  signal?: AbortSignal;
  /** The token the request was sent with. */
  _token?: string | null;
  /** Already retried once after a refresh. */
  _replayed?: boolean;
}

export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers?: Headers;
}

/** Sends one request and answers whatever status came back; network failures reject. */
export type HttpAdapter = (request: HttpRequest) => Promise<HttpResponse>;

export type HttpErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED';

/** Every failed call rejects with this: a non-2xx answer (`response` set), a network error, a timeout. */
export class HttpError<T = unknown> extends Error {
  readonly isHttpError = true;
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: HttpRequest,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get status(): number | undefined {
    return this.response?.status;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

const TIMEOUT_MS = 30_000;

/** The query string, encoded as a form (spaces as `+`). */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    search.append(key, value instanceof Date ? value.toISOString() : String(value));
  };
  for (const [key, value] of Object.entries(params) as [string, unknown][]) {
    if (Array.isArray(value)) for (const item of value) append(`${key}[]`, item);
    else append(key, value);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The browser transport. */
export const fetchAdapter: HttpAdapter = async (request) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeout);
  const cancel = () => controller.abort();
  if (request.signal?.aborted) cancel();
  request.signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(`${request.baseURL}${request.url}${buildQuery(request.params)}`, {
      method: request.method,
      headers: request.headers,
      body: request.data,
      credentials: 'include',
      signal: controller.signal,
    });
    return {
      status: response.status,
      data: parseBody(await response.text()),
      headers: response.headers,
    };
  } catch {
    if (timedOut) {
      throw new HttpError(`timeout of ${request.timeout}ms exceeded`, 'ECONNABORTED', request);
    }
    if (request.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', request);
    throw new HttpError('Network Error', 'ERR_NETWORK', request);
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', cancel);
  }
};

/** The client's transport, swappable in tests. */
export const httpClient: { adapter: HttpAdapter } = { adapter: fetchAdapter };

/** Which message an error toast shows: the server's, else the error's own, else 'error'. */
export function errorToastMessage(error: unknown): string {
  if (isHttpError(error)) {
    const body = error.response?.data as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'error';
}

/** The calls whose own 401 means the session is gone (SPEC §4). */
function isSessionEndpoint(request: HttpRequest): boolean {
  const path = `${request.baseURL}${request.url}`.split('?')[0] ?? '';
  return path.endsWith(REFRESH_PATH) || path.endsWith(SIGN_OUT_PATH);
}

/** Session, language and currency headers from the client store, on every (re)try. */
function withSession(request: HttpRequest): HttpRequest {
  const state = getActiveStore().getState();
  const headers = new Headers(request.headers);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', state.language);
  if (!headers.has('x-currency')) headers.set('x-currency', selectCurrency(state));
  if (state.accessToken) headers.set('Authorization', `Bearer ${state.accessToken}`);
  else headers.delete('Authorization');
  return { ...request, headers, _token: state.accessToken };
}

async function send(prepared: HttpRequest): Promise<HttpResponse> {
  const request = withSession(prepared);
  let response: HttpResponse;
  try {
    response = await httpClient.adapter(request);
  } catch (error) {
    const failure = isHttpError(error)
      ? error
      : new HttpError(
          error instanceof Error ? error.message : 'Network Error',
          'ERR_NETWORK',
          request,
        );
    return handleError(failure);
  }
  if (response.status >= 200 && response.status < 300) return response;
  return handleError(
    new HttpError(
      `Request failed with status code ${response.status}`,
      'ERR_BAD_RESPONSE',
      request,
      response,
    ),
  );
}

async function handleError(error: HttpError): Promise<HttpResponse> {
  const request = error.config;
  const store = getActiveStore();

  if (error.response?.status === 401) {
    if (isSessionEndpoint(request)) {
      clearAccessToken(store);
      throw error;
    }
    // A visitor known to be signed out: nothing to refresh, nothing to say.
    if (selectLoginState(store.getState()) === false || request._replayed) throw error;
    // A token that arrived while this request was in flight is replayed without a new refresh.
    const current = store.getState().accessToken;
    const token =
      current && current !== request._token
        ? current
        : await refreshAccessToken().catch(() => null);
    if (!token) throw error;
    return send({ ...request, _replayed: true });
  }

  // SPEC §8: reported too (not on the auth and customer paths; error-report.ts decides).
  if (error.code !== 'ERR_CANCELED') withMonitor((m) => m.reportApiError(error));
  if (!request.headers.has(NO_TOAST_HEADER) && error.code !== 'ERR_CANCELED') {
    // In the server's words; the toast shows a known message in the visitor's language.
    toast.error(errorToastMessage(error));
  }
  throw error;
}

function request(
  method: Method,
  baseURL: string,
  url: string,
  body: unknown,
  config: RequestConfig = {},
): Promise<HttpResponse> {
  const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);
  let data: string | FormData | undefined;
  if (body instanceof FormData) data = body;
  else if (typeof body === 'string') data = body;
  else if (body !== undefined) {
    data = JSON.stringify(body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  return send({
    method,
    baseURL,
    url,
    params: config.params,
    headers,
    data,
    withCredentials: true,
    timeout: TIMEOUT_MS,
    signal: config.signal,
  });
}

let refreshing: Promise<string | null> | null = null;

/**
 * GET /v3/store/customer/refresh with the HttpOnly refresh cookie. Concurrent callers share one
 * call, so a rotating refresh token is never presented twice.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= request('GET', '/v3', REFRESH_PATH, undefined, { headers: { ...noToast } })
    .then((response) => {
      const token = (response.data as { accessToken?: string } | undefined)?.accessToken ?? null;
      if (token) setAccessToken(getActiveStore(), token);
      return token;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export interface HttpBase {
  get<T>(url: string, config?: RequestConfig): Promise<T>;
  delete<T>(url: string, config?: RequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T>;
}

function base(baseURL: string): HttpBase {
  const data = <T>(response: Promise<HttpResponse>) => response.then((r) => r.data as T);
  return {
    get: (url, config) => data(request('GET', baseURL, url, undefined, config)),
    delete: (url, config) => data(request('DELETE', baseURL, url, undefined, config)),
    post: (url, body, config) => data(request('POST', baseURL, url, body, config)),
    put: (url, body, config) => data(request('PUT', baseURL, url, body, config)),
  };
}

/** SPEC §7 base paths: /v3 (main), /v2 (resell), /ai (AI search); one client underneath. */
export const http = {
  v3: base('/v3'),
  v2: base('/v2'),
  ai: base('/ai'),
} as const;
