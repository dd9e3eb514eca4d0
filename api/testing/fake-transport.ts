// Test helper: the API client's real axios instance (its interceptors included) answered by a
// function instead of the network, installed as the instance's axios adapter. The function sees
// each request as it goes out — method, base path, path, params, headers (`headers.get(name)`)
// and the body as sent (JSON text or FormData) — and answers a status and data.
import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  isCancel,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '@/api/http';

/** A request as the fake server sees it. */
export interface FakeRequest {
  /** Upper case, as on the wire: `GET`, `POST`, … */
  method: string;
  baseURL: string;
  url: string;
  params?: unknown;
  headers: AxiosHeaders;
  data?: unknown;
  withCredentials?: boolean;
  timeout?: number;
  signal?: InternalAxiosRequestConfig['signal'];
}

export interface FakeResponse<T = unknown> {
  status: number;
  data?: T;
  headers?: Record<string, string>;
}

export type FakeServer = (request: FakeRequest) => Promise<FakeResponse> | FakeResponse;

function toRequest(config: InternalAxiosRequestConfig): FakeRequest {
  return {
    method: (config.method ?? 'get').toUpperCase(),
    baseURL: config.baseURL ?? '',
    url: config.url ?? '',
    params: config.params,
    headers: AxiosHeaders.from(config.headers),
    data: config.data,
    withCredentials: config.withCredentials,
    timeout: config.timeout,
    signal: config.signal,
  };
}

function whenAborted(config: InternalAxiosRequestConfig): Promise<never> {
  return new Promise((_resolve, reject) => {
    const signal = config.signal as AbortSignal | undefined;
    const cancel = () => reject(new CanceledError(undefined, undefined, config));
    if (signal?.aborted) cancel();
    signal?.addEventListener?.('abort', cancel);
  });
}

/** An axios adapter answering with `server`, settling by status as axios' own adapters do. */
export function fakeAdapter(server: FakeServer): AxiosAdapter {
  return async (config) => {
    const answer = await Promise.race([
      Promise.resolve().then(() => server(toRequest(config))),
      whenAborted(config),
    ]).catch((error: unknown) => {
      // A server that throws is a network failure, as axios' own adapters report one.
      if (isCancel(error) || !(error instanceof Error)) throw error;
      const code = error instanceof AxiosError ? error.code : AxiosError.ERR_NETWORK;
      throw AxiosError.from(error, code, config);
    });
    const response: AxiosResponse = {
      data: answer.data,
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(answer.headers),
      config,
      request: {},
    };
    if (!config.validateStatus || config.validateStatus(response.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      response.request,
      response,
    );
  };
}

let current: FakeServer | null = null;

/** `fakeTransport.adapter = async (request) => ({ status: 200, data })` answers every call. */
export const fakeTransport = {
  get adapter(): FakeServer {
    if (!current) throw new Error('No fake server installed: set fakeTransport.adapter first.');
    return current;
  },
  set adapter(server: FakeServer) {
    current = server;
    apiClient.defaults.adapter = fakeAdapter(server);
  },
};
