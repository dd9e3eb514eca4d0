// The one HTTP client (architecture §3): one axios instance behind three base paths, whose
// interceptors refresh first when a session is hinted but no usable token is held (ADR 0070),
// add the session, language and currency headers on every (re)try, refresh the session once on a
// 401 and replay the request, and toast and report every other failure.
import axios, {
  CanceledError,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import { createElement } from 'react';
import { toast } from 'react-toastify';
import { withMonitor } from '@/analytics/lazy';
import { ApiMessage } from './api-message';
import {
  clearAccessToken,
  getActiveStore,
  selectCurrency,
  selectLoginState,
  selectUsableAccessToken,
  setAccessToken,
} from '@/store/app-store';
import { clearSessionHint, hasSessionHint } from '@/store/session-hint';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** `false`: a failure shows no error toast (rules §7, §8). Never sent to the server. */
    toast?: boolean;
    /** The access token the request went out with (set by the request interceptor). */
    sentToken?: string | null;
    /** Already replayed once after a refresh. */
    replayed?: boolean;
    /**
     * Only a signed-in customer makes this call: when the session check ends without a token it
     * is cancelled quietly instead of being sent to answer 401.
     */
    signedIn?: boolean;
  }
}

/** A request with this config fragment never shows an error toast: `{ ...noToast, params }`. */
export const noToast = { toast: false } as const satisfies AxiosRequestConfig;

/**
 * The no-toast header rules §7 speaks of. The client carries the marker as `config.toast` instead;
 * a request still naming this header gets the marker, and the header is taken off before sending.
 */
export const NO_TOAST_HEADER = 'no-toast';

export const REFRESH_PATH = '/store/customer/refresh';
export const SIGN_OUT_PATH = '/store/customer/sign-out';

/** Query parameters: `undefined` and `null` are left out, arrays repeat the key as `key[]`. */
export type QueryParams = object;

/** What a caller may pass with a request. */
export interface RequestConfig {
  params?: QueryParams;
  headers?: Record<string, string>;
  /** Aborting it (React Query does, for a query nobody waits for) cancels quietly. */
  signal?: AbortSignal;
  /** `false` (spread `noToast`): no error toast. */
  toast?: boolean;
  /** A signed-in customer's own call: not sent once the visitor is known signed out. */
  signedIn?: boolean;
}

const TIMEOUT_MS = 30_000;

/** The query string without its `?`, encoded as a form (spaces as `+`). */
export function serializeParams(params: QueryParams | undefined): string {
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
  return search.toString();
}

/** The instance every call goes through; tests give it their own `adapter`. */
export const apiClient = axios.create({
  timeout: TIMEOUT_MS,
  withCredentials: true,
  paramsSerializer: { serialize: serializeParams },
});

/** Which message an error toast shows: the server's, else the error's own, else 'error'. */
export function errorToastMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'error';
}

/** An error toast in the visitor's language; the same message shows once (rules §9). */
export function showErrorToast(message: string): void {
  toast.error(createElement(ApiMessage, { message }), { toastId: message });
}

/** The calls whose own 401 means the session is gone (rules §4). */
function isSessionEndpoint(config: AxiosRequestConfig): boolean {
  const path = `${config.baseURL ?? ''}${config.url ?? ''}`.split('?')[0] ?? '';
  return path.endsWith(REFRESH_PATH) || path.endsWith(SIGN_OUT_PATH);
}

/**
 * rules §4.2: a browser whose session hint says a session exists, holding no usable access token
 * (a full page load, or a token past its deadline), refreshes before any request goes out — once,
 * one call shared by every request waiting — so that the first authenticated call of a page
 * carries a valid token instead of answering 401. A check that already ended without a token
 * (the refresh failed) is not repeated by every request.
 */
export function sessionChecked(): Promise<void> {
  const state = getActiveStore().getState();
  if (selectUsableAccessToken(state) || !hasSessionHint()) return Promise.resolve();
  if (state.loginCheckEnded && !state.accessToken) return Promise.resolve();
  return refreshAccessToken().then(
    () => undefined,
    () => undefined,
  );
}

/** Session, language and currency headers from the client store, on every (re)try. */
async function withSession(
  config: InternalAxiosRequestConfig,
): Promise<InternalAxiosRequestConfig> {
  if (!isSessionEndpoint(config)) await sessionChecked();
  const state = getActiveStore().getState();
  if (config.signedIn && !state.accessToken) {
    throw new CanceledError('Signed out: the call was not sent', config);
  }
  const { headers } = config;
  if (headers.has(NO_TOAST_HEADER)) {
    headers.delete(NO_TOAST_HEADER);
    config.toast = false;
  }
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', state.language);
  if (!headers.has('x-currency')) headers.set('x-currency', selectCurrency(state));
  if (state.accessToken) headers.set('Authorization', `Bearer ${state.accessToken}`);
  else headers.delete('Authorization');
  config.sentToken = state.accessToken;
  return config;
}

async function onError(error: unknown): Promise<unknown> {
  if (!axios.isAxiosError(error) || !error.config) throw error;
  const config = error.config;
  const store = getActiveStore();

  if (error.response?.status === 401) {
    if (isSessionEndpoint(config)) {
      // The session is gone: signed out, and the hint no longer sends requests waiting on a refresh.
      clearAccessToken(store);
      clearSessionHint();
      throw error;
    }
    // A visitor known to be signed out: nothing to refresh, nothing to say.
    if (selectLoginState(store.getState()) === false || config.replayed) throw error;
    // No token and no session hint: no refresh cookie either, so a refresh could only answer 401.
    if (!config.sentToken && !store.getState().accessToken && !hasSessionHint()) throw error;
    // A token that arrived while this request was in flight is replayed without a new refresh.
    const current = store.getState().accessToken;
    const token =
      current && current !== config.sentToken
        ? current
        : await refreshAccessToken().catch(() => null);
    if (!token) throw error;
    return apiClient.request({ ...config, replayed: true });
  }

  if (axios.isCancel(error)) throw error;
  // rules §8: reported too (not on the auth and customer paths; error-report.ts decides).
  withMonitor((monitor) => monitor.reportApiError(error));
  // In the server's words; the toast shows a known message in the visitor's language.
  if (config.toast !== false) showErrorToast(errorToastMessage(error));
  throw error;
}

apiClient.interceptors.request.use(withSession);
apiClient.interceptors.response.use(undefined, onError);

let refreshing: Promise<string | null> | null = null;

/**
 * GET /v3/store/customer/refresh with the HttpOnly refresh cookie. Concurrent callers in this tab
 * share one call, so the tab never presents its rotating refresh token twice; another tab
 * refreshing at the same moment sends the same cookie, and the server's grace window answers
 * both (ADR 0041).
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= apiClient
    .get<{ accessToken?: string } | undefined>(REFRESH_PATH, { baseURL: '/v3', ...noToast })
    .then((response) => {
      const token = response.data?.accessToken ?? null;
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
  return {
    get: (url, config) => apiClient.get(url, { ...config, baseURL }).then((r) => r.data),
    delete: (url, config) => apiClient.delete(url, { ...config, baseURL }).then((r) => r.data),
    post: (url, body, config) =>
      apiClient.post(url, body, { ...config, baseURL }).then((r) => r.data),
    put: (url, body, config) =>
      apiClient.put(url, body, { ...config, baseURL }).then((r) => r.data),
  };
}

/** rules §7 base paths: /v3 (main), /v2 (resell), /ai (AI search); one instance underneath. */
export const http = {
  v3: base('/v3'),
  v2: base('/v2'),
  ai: base('/ai'),
} as const;
