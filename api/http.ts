// The one HTTP client (DESIGN.md §3): a single axios instance behind three base paths, with the
// session, language and currency headers, one-shot 401 refresh-and-replay, and error toasts.
import axios, {
  AxiosHeaders,
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { toast } from 'react-toastify';
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

/** `_token`: the token the request was sent with; `_replayed`: already retried once. */
type RequestConfig = InternalAxiosRequestConfig & { _token?: string | null; _replayed?: boolean };

const client = axios.create({ withCredentials: true, timeout: 30_000 });

client.interceptors.request.use((config: RequestConfig) => {
  const state = getActiveStore().getState();
  const headers = AxiosHeaders.from(config.headers);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', state.language);
  if (!headers.has('x-currency')) headers.set('x-currency', selectCurrency(state));
  if (state.accessToken) headers.set('Authorization', `Bearer ${state.accessToken}`);
  else headers.delete('Authorization');
  config.headers = headers;
  config._token = state.accessToken;
  return config;
});

client.interceptors.response.use(undefined, handleResponseError);

/** Which message an error toast shows: the server's, else the error's own, else 'error'. */
export function errorToastMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as { message?: unknown } | undefined;
    if (body && typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'error';
}

type MessageTranslator = (message: string) => string;
let translateMessage: MessageTranslator = (message) => message;

/** The app registers i18n here so toasts show the server's English messages in Korean. */
export function setMessageTranslator(translator: MessageTranslator): void {
  translateMessage = translator;
}

function pathOf(config: AxiosRequestConfig): string {
  return `${config.baseURL ?? ''}${config.url ?? ''}`.split('?')[0] ?? '';
}

/** The calls whose own 401 means the session is gone (SPEC §4). */
function isSessionEndpoint(config: AxiosRequestConfig): boolean {
  const path = pathOf(config);
  return path.endsWith(REFRESH_PATH) || path.endsWith(SIGN_OUT_PATH);
}

function wantsToast(config: AxiosRequestConfig | undefined): boolean {
  if (!config?.headers) return true;
  return !AxiosHeaders.from(config.headers as AxiosHeaders).has(NO_TOAST_HEADER);
}

async function handleResponseError(error: AxiosError): Promise<AxiosResponse> {
  const config = error.config as RequestConfig | undefined;
  const store = getActiveStore();

  if (error.response?.status === 401 && config) {
    if (isSessionEndpoint(config)) {
      clearAccessToken(store);
      throw error;
    }
    // A visitor known to be signed out: nothing to refresh, nothing to say.
    if (selectLoginState(store.getState()) === false || config._replayed) throw error;
    // A token that arrived while this request was in flight is replayed without a new refresh.
    const current = store.getState().accessToken;
    const token =
      current && current !== config._token ? current : await refreshAccessToken().catch(() => null);
    if (!token) throw error;
    config._replayed = true;
    return client.request(config);
  }

  if (wantsToast(config) && !axios.isCancel(error)) {
    toast.error(translateMessage(errorToastMessage(error)));
  }
  throw error;
}

let refreshing: Promise<string | null> | null = null;

/**
 * GET /v3/store/customer/refresh with the HttpOnly refresh cookie. Concurrent callers share one
 * call, so a rotating refresh token is never presented twice.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= client
    .get<{ accessToken?: string }>(REFRESH_PATH, { baseURL: '/v3', headers: { ...noToast } })
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
  get<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  delete<T>(url: string, config?: AxiosRequestConfig): Promise<T>;
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>;
}

function base(baseURL: string): HttpBase {
  return {
    get: (url, config) => client.get(url, { ...config, baseURL }).then((r) => r.data),
    delete: (url, config) => client.delete(url, { ...config, baseURL }).then((r) => r.data),
    post: (url, body, config) => client.post(url, body, { ...config, baseURL }).then((r) => r.data),
    put: (url, body, config) => client.put(url, body, { ...config, baseURL }).then((r) => r.data),
  };
}

/** SPEC §7 base paths: /v3 (main), /v2 (resell), /ai (AI search); one instance underneath. */
export const http = {
  v3: base('/v3'),
  v2: base('/v2'),
  ai: base('/ai'),
} as const;

/** For tests: the underlying axios instance (to swap its adapter). */
export const httpClient = client;
