// The customer API test files' common ground: the real app on a fresh database with a clock the
// test moves, requests as a browser makes them (JSON, bearer token, the refresh cookie, an IP
// through X-Forwarded-For), and the steps most tests need (sign up, read a code from the outbox).
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app';

export const customerEpoch = new Date('2026-11-22T03:00:00Z');

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  /** The refresh token to send as the browser's cookie. */
  refreshToken?: string | null;
  headers?: Record<string, string>;
  /** The client address (the test app trusts one proxy). */
  ip?: string;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
  headers: Headers;
  /** Set-Cookie headers as sent. */
  setCookies: string[];
  /** The refresh token the answer set (the last one), undefined when none, '' when cleared. */
  refreshToken: string | undefined;
}

export interface CustomerTestApp {
  readonly app: TestApp;
  /** The server clock; `advance` moves it. */
  now(): Date;
  advance(ms: number): void;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  signUp(overrides?: Partial<SignUpInput>, options?: CallOptions): Promise<SignedUp>;
  signIn(email: string, password: string, options?: CallOptions): Promise<CallResult>;
  /** Rotates the customer's refresh token (after the clock moved past the access token). */
  refresh(me: SignedUp): Promise<void>;
  /** The newest code sent to `recipient`, read from the dev outbox. */
  latestCode(recipient: string): Promise<string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  outbox(recipient?: string): Promise<any[]>;
}

export interface SignUpInput {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  promotional_consent?: boolean;
  language?: 'en' | 'ko';
}

export interface SignedUp extends SignUpInput {
  accessToken: string;
  refreshToken: string;
  customerId: string;
}

let emailCounter = 0;
/** A fresh address per call, so tests never collide. */
export const uniqueEmail = (name = 'collector') =>
  `${name}.${Date.now().toString(36)}${(emailCounter += 1)}@example.com`;

export const PASSWORD = 'gallery2026';

function refreshTokenOf(setCookies: string[]): string | undefined {
  let found: string | undefined;
  for (const cookie of setCookies) {
    const match = /^refresh_token=([^;]*)/.exec(cookie);
    if (match) found = decodeURIComponent(match[1]!);
  }
  return found;
}

export async function callApp(
  app: TestApp,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.refreshToken) headers.cookie = `refresh_token=${options.refreshToken}`;
  headers['x-forwarded-for'] = options.ip ?? '203.0.113.10';
  const response = await fetch(app.baseUrl + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  const setCookies = response.headers.getSetCookie();
  return {
    status: response.status,
    body,
    headers: response.headers,
    setCookies,
    refreshToken: refreshTokenOf(setCookies),
  };
}

export async function createCustomerTestApp(
  options: TestAppOptions = {},
): Promise<CustomerTestApp> {
  let clock = customerEpoch.getTime();
  const app = await startTestApp({
    now: () => new Date(clock),
    ...options,
    env: { TRUST_PROXY: '1', ...options.env },
  });
  const call = (method: string, path: string, callOptions?: CallOptions) =>
    callApp(app, method, path, callOptions);
  const outbox = async (recipient?: string) => {
    const query = recipient
      ? `?recipient=${encodeURIComponent(recipient)}&limit=100`
      : '?limit=100';
    // The development routes answer this machine only: no visitor's address is claimed.
    const response = await call('GET', `/v3/dev/outbox${query}`, { ip: '127.0.0.1' });
    expect(response.status).toBe(200);
    return response.body.messages;
  };
  return {
    app,
    now: () => new Date(clock),
    advance(ms) {
      clock += ms;
    },
    call,
    async signUp(overrides = {}, callOptions = {}) {
      const input: SignUpInput = {
        first_name: 'Minji',
        last_name: 'Kim',
        email: uniqueEmail(),
        password: PASSWORD,
        ...overrides,
      };
      const response = await call('POST', '/v3/store/customer/sign-up', {
        ...callOptions,
        body: input,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const info = await call('GET', '/v3/store/customer/info', {
        token: response.body.accessToken,
      });
      return {
        ...input,
        accessToken: response.body.accessToken,
        refreshToken: response.refreshToken!,
        customerId: info.body.id,
      };
    },
    signIn: (email, password, callOptions = {}) =>
      call('POST', '/v3/store/customer/sign-in', { ...callOptions, body: { email, password } }),
    async refresh(me) {
      const response = await call('GET', '/v3/store/customer/refresh', {
        refreshToken: me.refreshToken,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      me.accessToken = response.body.accessToken;
      me.refreshToken = response.refreshToken!;
    },
    outbox,
    async latestCode(recipient) {
      const messages = await outbox(recipient);
      const latest = messages.find(
        (message: { payload: { code?: string } }) => message.payload.code,
      );
      expect(latest, `a code sent to ${recipient}`).toBeDefined();
      return String(latest.payload.code);
    },
  };
}

/** Starts the customer test app in beforeAll and closes it in afterAll. */
export function startCustomerApp(options: TestAppOptions = {}): CustomerTestApp {
  let started: CustomerTestApp | undefined;
  beforeAll(async () => {
    started = await createCustomerTestApp(options);
  });
  afterAll(() => started?.app.close());
  const get = () => {
    if (!started) throw new Error('the customer test app starts in beforeAll');
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    now: () => get().now(),
    advance: (ms) => get().advance(ms),
    call: (...args) => get().call(...args),
    signUp: (...args) => get().signUp(...args),
    signIn: (...args) => get().signIn(...args),
    refresh: (...args) => get().refresh(...args),
    latestCode: (...args) => get().latestCode(...args),
    outbox: (...args) => get().outbox(...args),
  };
}

/** Expects `{ message, code }` with the status. */
export function expectError(response: CallResult, status: number, message: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.message).toBe(message);
  expect(typeof response.body.code).toBe('string');
}
