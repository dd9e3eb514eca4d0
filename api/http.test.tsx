import { act, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, isCancel } from 'axios';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ToastContainer } from 'react-toastify';
import en from '@/locales/en/common.json';
import ko from '@/locales/ko/common.json';
import { SIGNED_IN_HINT_COOKIE } from '@/schemas/session-hint';
import {
  activateStore,
  createAppStore,
  selectLoginState,
  setAccessToken,
  type AppState,
} from '@/store/app-store';
import { hasSessionHint } from '@/store/session-hint';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { isApiError, apiErrorMessage, apiErrorStatus } from './api-error';
import {
  apiClient,
  errorToastMessage,
  http,
  NO_TOAST_HEADER,
  noToast,
  refreshAccessToken,
  sessionChecked,
} from './http';
import { setErrorReporter, type ErrorReport } from '@/analytics/error-report';
import { fakeTransport, type FakeRequest, type FakeResponse } from './testing/fake-transport';

type Route = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;
let route: Route;
const seen: FakeRequest[] = [];
const reports: ErrorReport[] = [];

const pathOf = (request: FakeRequest) => `${request.baseURL}${request.url}`;
const unauthorized = { status: 401, data: { message: 'Unauthorized', code: 'UNAUTHORIZED' } };

beforeEach(() => {
  seen.length = 0;
  reports.length = 0;
  setErrorReporter((report) => reports.push(report));
  fakeTransport.adapter = (request) => {
    seen.push(request);
    return route(request);
  };
});

afterEach(() => {
  Cookies.remove(SIGNED_IN_HINT_COOKIE, { path: '/' });
  setErrorReporter(null);
  activateStore(createAppStore());
});

/** The app's client store, and the toasts on screen in the visitor's language. */
function renderApp(state: Partial<AppState> = {}, language: 'en' | 'ko' = 'en') {
  const store = createAppStore({ language, loginCheckEnded: true, ...state });
  activateStore(store);
  const i18n = createInstance({
    lng: language,
    resources: { en: { common: en }, ko: { common: ko } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  void i18n.init();
  render(
    <I18nextProvider i18n={i18n}>
      <ToastContainer />
    </I18nextProvider>,
  );
  return { store };
}

/** Awaits a call that must fail, inside act: its toast is a React update. */
function failed(call: Promise<unknown>): Promise<unknown> {
  return act(() =>
    call.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error,
    ),
  );
}

/** A loud failure after a quiet one: once its toast shows, the quiet one had its chance. */
async function failLoudly(message = 'Edition unavailable') {
  const before = route;
  route = () => ({ status: 409, data: { message, code: 'CONFLICT' } });
  await failed(http.v3.get('/store/artwork/aw_1/edition'));
  route = before;
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(reports.some((r) => r.kind === 'api')).toBe(true));
}

describe('the error toast message (rules §8)', () => {
  const failure = (data: unknown, message = 'Request failed with status code 409') =>
    new AxiosError(message, 'ERR_BAD_REQUEST', undefined, undefined, {
      status: 409,
      statusText: 'Conflict',
      data,
      headers: {},
      config: undefined as never,
    });

  it("is the server's message first", () => {
    expect(errorToastMessage(failure({ message: 'This e-mail is already in use' }))).toBe(
      'This e-mail is already in use',
    );
  });

  it("falls back to the error's own message, then to 'error'", () => {
    expect(errorToastMessage(failure({ code: 'CONFLICT' }))).toBe(
      'Request failed with status code 409',
    );
    expect(errorToastMessage(failure('<html>bad gateway</html>', 'Network Error'))).toBe(
      'Network Error',
    );
    expect(errorToastMessage(failure({ message: '' }, ''))).toBe('error');
    expect(errorToastMessage(undefined)).toBe('error');
  });
});

describe('the HTTP client (rules §4, §7, §8)', () => {
  it('sends language, currency, the bearer token and cookies on every base path', async () => {
    renderApp({ storedCurrency: 'usd', accessToken: 'abc' }, 'ko');
    route = () => ({ status: 200, data: { ok: true } });
    await expect(http.v3.get('/store/faq')).resolves.toEqual({ ok: true });
    await http.v2.get('/store/resell');
    await http.ai.post('/api/v1/search', { q: 'blue' });
    expect(seen.map(pathOf)).toEqual(['/v3/store/faq', '/v2/store/resell', '/ai/api/v1/search']);
    for (const request of seen) {
      expect(request.headers.get('Accept-Language')).toBe('ko');
      expect(request.headers.get('x-currency')).toBe('krw'); // Korean forces KRW
      expect(request.headers.get('Authorization')).toBe('Bearer abc');
      expect(request.withCredentials).toBe(true);
      expect(request.timeout).toBe(30_000);
    }
    expect(seen[2]!.data).toBe('{"q":"blue"}');
    expect(seen[2]!.headers.get('Content-Type')).toMatch(/^application\/json/);
  });

  it('keeps a language or currency the caller gave', async () => {
    renderApp({ storedCurrency: 'usd' });
    route = () => ({ status: 200, data: {} });
    await http.v3.get('/store/faq', { headers: { 'Accept-Language': 'ko', 'x-currency': 'krw' } });
    expect(seen[0]!.headers.get('Accept-Language')).toBe('ko');
    expect(seen[0]!.headers.get('x-currency')).toBe('krw');
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
  });

  it('serializes arrays as key[] and leaves out undefined and null', () => {
    expect(
      apiClient.getUri({
        baseURL: '/v3',
        url: '/store/artwork',
        params: { q: '푸른 하늘', a: [1, 2], x: undefined, y: null },
      }),
    ).toBe(`/v3/store/artwork?${new URLSearchParams('q=푸른 하늘&a[]=1&a[]=2')}`);
  });

  it("toasts any other error with the server's message, and reports it", async () => {
    renderApp();
    route = () => ({ status: 409, data: { message: 'No coupons available.', code: 'CONFLICT' } });
    const failure = await failed(http.v3.get('/store/coupon/list'));
    expect(isApiError(failure)).toBe(true);
    expect(apiErrorStatus(failure)).toBe(409);
    expect(apiErrorMessage(failure)).toBe('No coupons available.');
    expect(await screen.findByRole('alert')).toHaveTextContent('No coupons available.');
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      kind: 'api',
      method: 'GET',
      path: '/v3/store/coupon/list',
      status: 409,
      code: 'CONFLICT',
      request: { headers: { 'accept-language': 'en' } },
    });
  });

  it("shows a known server message in the visitor's language", async () => {
    renderApp({}, 'ko');
    route = () => ({ status: 409, data: { message: 'No coupons available.', code: 'CONFLICT' } });
    await failed(http.v3.get('/store/coupon/list'));
    expect(await screen.findByRole('alert')).toHaveTextContent('사용 가능한 쿠폰이 없습니다.');
  });

  it('shows the same message once while it is on screen', async () => {
    renderApp();
    route = () => ({ status: 500, data: { message: 'Edition unavailable', code: 'INTERNAL' } });
    await act(() => Promise.allSettled([http.v3.get('/store/a'), http.v3.get('/store/b')]));
    await failed(http.v3.get('/store/c'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Edition unavailable');
    expect(screen.getAllByText('Edition unavailable')).toHaveLength(1);
  });

  it('stays quiet with the no-toast marker, which never goes out as a header', async () => {
    renderApp();
    route = () => ({ status: 500, data: { message: 'boom', code: 'INTERNAL' } });
    await failed(http.v3.post('/store/contact', {}, { ...noToast }));
    await failed(http.v3.get('/store/faq', { headers: { [NO_TOAST_HEADER]: 'true' } }));
    for (const request of seen) {
      expect(request.headers.has(NO_TOAST_HEADER)).toBe(false);
      expect(request.headers.has('toast')).toBe(false);
    }
    await failLoudly();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('neither toasts nor reports a cancelled request', async () => {
    renderApp();
    route = () => new Promise<FakeResponse>(() => {});
    const controller = new AbortController();
    const call = http.v3.get('/store/faq', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await failLoudly();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reports.map((r) => r.kind === 'api' && r.path)).toEqual([
      '/v3/store/artwork/aw_1/edition',
    ]);
  });

  it('does not report failures on the customer paths', async () => {
    renderApp();
    route = () => ({ status: 500, data: { message: 'Server trouble', code: 'INTERNAL' } });
    await failed(http.v3.get('/store/customer/history'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server trouble');
    await failLoudly();
    expect(reports.map((r) => r.kind === 'api' && r.path)).toEqual([
      '/v3/store/artwork/aw_1/edition',
    ]);
  });

  it('on a 401 refreshes once, then replays with the new token and fresh headers', async () => {
    const { store } = renderApp({ accessToken: 'old', storedCurrency: 'usd' });
    route = (request) => {
      if (pathOf(request) === '/v3/store/customer/refresh') {
        store.setState({ storedCurrency: 'eur' });
        return { status: 200, data: { accessToken: 'new' } };
      }
      return request.headers.get('Authorization') === 'Bearer new'
        ? { status: 200, data: { first_name: 'Minji' } }
        : unauthorized;
    };
    await expect(http.v3.get('/store/customer/info')).resolves.toEqual({ first_name: 'Minji' });
    expect(seen.map(pathOf)).toEqual([
      '/v3/store/customer/info',
      '/v3/store/customer/refresh',
      '/v3/store/customer/info',
    ]);
    expect(seen[1]!.headers.has('Authorization')).toBe(true);
    expect(store.getState().accessToken).toBe('new');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shares one refresh between parallel 401s and replays each', async () => {
    const { store } = renderApp({ accessToken: 'old' });
    let refreshes = 0;
    route = async (request) => {
      if (pathOf(request) === '/v3/store/customer/refresh') {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return { status: 200, data: { accessToken: 'new' } };
      }
      return request.headers.get('Authorization') === 'Bearer new'
        ? { status: 200, data: { path: request.url } }
        : unauthorized;
    };
    await expect(
      Promise.all([
        http.v3.get('/store/customer/info'),
        http.v3.get('/store/customer/wishlist/ids'),
        http.v2.get('/store/resell/mine'),
      ]),
    ).resolves.toEqual([
      { path: '/store/customer/info' },
      { path: '/store/customer/wishlist/ids' },
      { path: '/store/resell/mine' },
    ]);
    expect(refreshes).toBe(1);
    expect(seen).toHaveLength(7);
    expect(store.getState().accessToken).toBe('new');
  });

  it('replays without a refresh when a new token arrived while the request was out', async () => {
    const { store } = renderApp({ accessToken: 'old' });
    route = (request) => {
      if (request.headers.get('Authorization') === 'Bearer fresh') return { status: 200, data: 1 };
      store.setState({ accessToken: 'fresh' }); // e.g. another tab's sign-in
      return unauthorized;
    };
    await expect(http.v3.get('/store/customer/info')).resolves.toBe(1);
    expect(seen.map(pathOf)).toEqual(['/v3/store/customer/info', '/v3/store/customer/info']);
  });

  it('clears the token, quietly, when the refresh itself answers 401', async () => {
    const { store } = renderApp({ accessToken: 'old' });
    route = () => unauthorized;
    expect(await failed(http.v3.get('/store/customer/wishlist/artwork'))).toMatchObject({
      response: { status: 401 },
    });
    expect(seen.map(pathOf)).toEqual([
      '/v3/store/customer/wishlist/artwork',
      '/v3/store/customer/refresh',
    ]);
    expect(store.getState().accessToken).toBeNull();
    expect(selectLoginState(store.getState())).toBe(false);
    await failLoudly();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('clears the token when sign-out answers 401', async () => {
    const { store } = renderApp({ accessToken: 'old' });
    route = () => ({ status: 401 });
    await failed(http.v3.get('/store/customer/sign-out', { ...noToast }));
    expect(seen).toHaveLength(1);
    expect(store.getState().accessToken).toBeNull();
  });

  it('lets a 401 pass quietly while the visitor is known to be signed out', async () => {
    renderApp({ accessToken: null });
    route = () => unauthorized;
    await failed(http.v3.get('/store/artwork/aw_1/bid'));
    expect(seen).toHaveLength(1);
    await failLoudly();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(reports.map((r) => r.kind === 'api' && r.path)).toEqual([
      '/v3/store/artwork/aw_1/edition',
    ]);
  });

  it('tries no refresh on a 401 without a token or a session hint (a signed-out first visit)', async () => {
    renderApp({ accessToken: null, loginCheckEnded: false });
    route = () => unauthorized;
    await failed(http.v3.get('/store/customer/wishlist/ids', { ...noToast }));
    expect(seen.map(pathOf)).toEqual(['/v3/store/customer/wishlist/ids']);
  });

  it('shares one refresh call between concurrent refreshAccessToken callers', async () => {
    renderApp();
    let refreshes = 0;
    route = () => {
      refreshes += 1;
      return { status: 200, data: { accessToken: 't' } };
    };
    await expect(Promise.all([refreshAccessToken(), refreshAccessToken()])).resolves.toEqual([
      't',
      't',
    ]);
    expect(refreshes).toBe(1);
  });

  it("toasts 'Network Error' in the visitor's language when the server cannot be reached", async () => {
    renderApp({}, 'ko');
    route = () => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    };
    expect(await failed(http.v3.get('/store/faq'))).toMatchObject({ code: 'ERR_NETWORK' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '서버에 연결할 수 없습니다. 네트워크 연결을 확인해 주세요.',
    );
  });
});

describe('the session check before a request (rules §4.1, §4.2, ADR 0070)', () => {
  /** A full page load: no token in memory, the login check still running. */
  const pageLoad = { accessToken: null, loginCheckEnded: false } as const;
  const withHint = () => Cookies.set(SIGNED_IN_HINT_COOKIE, '1', { path: '/' });
  const refreshed = (token = 'new') => ({ status: 200, data: { accessToken: token } });
  /** The server: the refresh answers `refresh`; anything else wants `Bearer new`. */
  const server =
    (refresh: () => FakeResponse | Promise<FakeResponse> = () => refreshed()): Route =>
    (request) => {
      if (pathOf(request) === '/v3/store/customer/refresh') return refresh();
      return request.headers.get('Authorization') === 'Bearer new'
        ? { status: 200, data: { path: request.url } }
        : unauthorized;
    };
  const statuses: number[] = [];
  const answered =
    (route: Route): Route =>
    async (request) => {
      const answer = await route(request);
      statuses.push(answer.status);
      return answer;
    };
  beforeEach(() => {
    statuses.length = 0;
  });

  it('refreshes first when the hint says a session exists, then sends the call with its token', async () => {
    withHint();
    const { store } = renderApp(pageLoad);
    route = answered(server());
    await expect(http.v3.get('/store/customer/info', { signedIn: true })).resolves.toEqual({
      path: '/store/customer/info',
    });
    expect(seen.map(pathOf)).toEqual(['/v3/store/customer/refresh', '/v3/store/customer/info']);
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer new');
    expect(statuses).toEqual([200, 200]);
    expect(selectLoginState(store.getState())).toBe(true);
  });

  it('shares one refresh between every caller of the page load, the login check included', async () => {
    withHint();
    renderApp(pageLoad);
    let refreshes = 0;
    let refreshDone = false;
    route = answered(
      server(async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        refreshDone = true;
        return refreshed();
      }),
    );
    const sentBeforeTheRefresh: string[] = [];
    const watched = route;
    route = (request) => {
      if (!refreshDone && pathOf(request) !== '/v3/store/customer/refresh') {
        sentBeforeTheRefresh.push(pathOf(request));
      }
      return watched(request);
    };
    const [token, ...answers] = await Promise.all([
      refreshAccessToken(), // the automatic login check (hooks/use-session.ts)
      http.v3.get('/store/customer/info', { signedIn: true }),
      http.v3.get('/store/customer/wishlist/ids'),
      http.v2.get('/store/resell/mine'),
      http.v3.get('/store/artwork', { params: { limit: 20 } }),
    ]);
    expect(token).toBe('new');
    expect(answers).toHaveLength(4);
    expect(refreshes).toBe(1);
    expect(sentBeforeTheRefresh).toEqual([]);
    expect(seen.slice(1).every((r) => r.headers.get('Authorization') === 'Bearer new')).toBe(true);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('sends nothing that answers 401 without a hint: no refresh, and no signed-in call', async () => {
    const { store } = renderApp(pageLoad);
    route = answered((request) =>
      request.headers.has('Authorization') || request.url !== '/store/artwork'
        ? unauthorized
        : { status: 200, data: [] },
    );
    await expect(http.v3.get('/store/artwork')).resolves.toEqual([]);
    expect(
      isCancel(await failed(http.v3.get('/store/customer/info', { ...noToast, signedIn: true }))),
    ).toBe(true);
    expect(seen.map(pathOf)).toEqual(['/v3/store/artwork']);
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(statuses).toEqual([200]);
    expect(store.getState().accessToken).toBeNull();
    expect(reports).toEqual([]);
  });

  it('signs out and clears the hint when the refresh fails, and then sends no signed-in call', async () => {
    withHint();
    const { store } = renderApp(pageLoad);
    route = server(() => unauthorized);
    const info = await failed(http.v3.get('/store/customer/info', { ...noToast, signedIn: true }));
    expect(isCancel(info)).toBe(true);
    expect(seen.map(pathOf)).toEqual(['/v3/store/customer/refresh']);
    expect(selectLoginState(store.getState())).toBe(false);
    expect(hasSessionHint()).toBe(false);
    // Later calls neither refresh again nor carry a token.
    route = () => ({ status: 200, data: 'public' });
    await expect(http.v3.get('/store/faq')).resolves.toBe('public');
    expect(seen.map(pathOf)).toEqual(['/v3/store/customer/refresh', '/v3/store/faq']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes first a token past its deadline while the hint is there, and keeps it otherwise', async () => {
    withHint();
    const { store } = renderApp();
    const tenMinutes = (iat: number) =>
      [{ alg: 'HS256' }, { iat, exp: iat + 600 }]
        .map((part) => btoa(JSON.stringify(part)).replace(/=+$/, ''))
        .concat('signature')
        .join('.');
    setAccessToken(store, tenMinutes(1), Date.now() - 601_000);
    route = answered(server());
    await http.v3.get('/store/customer/wishlist/ids');
    expect(seen.map(pathOf)).toEqual([
      '/v3/store/customer/refresh',
      '/v3/store/customer/wishlist/ids',
    ]);
    // A fresh token goes out as it is: the 401 path keeps its refresh for tokens that end later.
    const fresh = tenMinutes(2);
    setAccessToken(store, fresh);
    route = () => ({ status: 200, data: 1 });
    await sessionChecked();
    await http.v3.get('/store/customer/wishlist/ids');
    expect(seen.at(-1)!.headers.get('Authorization')).toBe(`Bearer ${fresh}`);
    expect(seen).toHaveLength(3);
  });

  it('does not repeat a check that ended without a token (the refresh could not be reached)', async () => {
    withHint();
    renderApp({ accessToken: null, loginCheckEnded: true });
    route = () => ({ status: 200, data: 1 });
    await http.v3.get('/store/faq');
    expect(seen.map(pathOf)).toEqual(['/v3/store/faq']);
  });
});
