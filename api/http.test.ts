import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/store/toast';
import { activateStore, createAppStore, selectLoginState, type AppStore } from '@/store/app-store';
import {
  errorToastMessage,
  fetchAdapter,
  http,
  httpClient,
  HttpError,
  type HttpRequest,
  noToast,
  refreshAccessToken,
} from './http';

vi.mock('@/store/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

type Route = (config: HttpRequest) => { status: number; data?: unknown };
let route: Route;
const seen: HttpRequest[] = [];

function pathOf(config: HttpRequest) {
  return `${config.baseURL ?? ''}${config.url ?? ''}`;
}

beforeEach(() => {
  seen.length = 0;
  vi.mocked(toast.error).mockClear();
  httpClient.adapter = async (config) => {
    seen.push(config);
    return { data: undefined, ...route(config) };
  };
});

afterEach(() => {
  activateStore(createAppStore());
});

function withStore(state: Parameters<typeof createAppStore>[0] = {}): AppStore {
  const store = createAppStore(state);
  activateStore(store);
  return store;
}

describe('error toast message (SPEC §8)', () => {
  const request: HttpRequest = {
    method: 'POST',
    baseURL: '/v3',
    url: '/store/customer',
    headers: new Headers(),
    withCredentials: true,
    timeout: 30_000,
  };
  const httpError = (data: unknown, message = 'Request failed with status code 409') =>
    new HttpError(message, 'ERR_BAD_RESPONSE', request, { status: 409, data });

  it("shows the server's message first", () => {
    expect(
      errorToastMessage(httpError({ message: 'This e-mail is already in use', code: 'CONFLICT' })),
    ).toBe('This e-mail is already in use');
  });

  it("falls back to the error's own message", () => {
    expect(errorToastMessage(httpError({ code: 'CONFLICT' }))).toBe(
      'Request failed with status code 409',
    );
    expect(errorToastMessage(httpError('<html>bad gateway</html>', 'Network Error'))).toBe(
      'Network Error',
    );
  });

  it("falls back to 'error' when there is no message at all", () => {
    expect(errorToastMessage(httpError({ message: '' }, ''))).toBe('error');
    expect(errorToastMessage(undefined)).toBe('error');
  });
});

describe('HTTP client (SPEC §7, §8)', () => {
  it('sends language, currency and the bearer token on every base path', async () => {
    withStore({ language: 'ko', storedCurrency: 'usd', accessToken: 'abc', loginCheckEnded: true });
    route = () => ({ status: 200, data: { ok: true } });
    await http.v3.get('/store/faq');
    await http.v2.get('/store/resell');
    await http.ai.post('/api/v1/search', { q: 'blue' });
    expect(seen.map(pathOf)).toEqual(['/v3/store/faq', '/v2/store/resell', '/ai/api/v1/search']);
    for (const config of seen) {
      expect(config.headers.get('Accept-Language')).toBe('ko');
      expect(config.headers.get('x-currency')).toBe('krw'); // Korean forces KRW
      expect(config.headers.get('Authorization')).toBe('Bearer abc');
      expect(config.withCredentials).toBe(true);
    }
  });

  it('toasts a non-401 error with the server message', async () => {
    withStore({ loginCheckEnded: true });
    route = () => ({ status: 409, data: { message: 'No coupons available.', code: 'CONFLICT' } });
    await expect(http.v3.get('/store/coupon/my-coupons')).rejects.toBeInstanceOf(HttpError);
    expect(toast.error).toHaveBeenCalledWith('No coupons available.');
  });

  it('stays quiet when the request carries the no-toast header', async () => {
    withStore({ loginCheckEnded: true });
    route = () => ({ status: 500, data: { message: 'boom', code: 'INTERNAL' } });
    await expect(
      http.v3.post('/store/contact', {}, { headers: { ...noToast } }),
    ).rejects.toBeDefined();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('on a 401 refreshes once and replays the request with the new token', async () => {
    const store = withStore({ accessToken: 'old', loginCheckEnded: true });
    route = (config) => {
      if (pathOf(config) === '/v3/store/customer/refresh')
        return { status: 200, data: { accessToken: 'new' } };
      return config.headers.get('Authorization') === 'Bearer new'
        ? { status: 200, data: { first_name: 'Minji' } }
        : { status: 401, data: { message: 'Unauthorized', code: 'UNAUTHORIZED' } };
    };
    await expect(http.v3.get('/store/customer/info')).resolves.toEqual({ first_name: 'Minji' });
    expect(seen.map(pathOf)).toEqual([
      '/v3/store/customer/info',
      '/v3/store/customer/refresh',
      '/v3/store/customer/info',
    ]);
    expect(store.getState().accessToken).toBe('new');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('clears the token when the refresh call itself answers 401', async () => {
    const store = withStore({ accessToken: 'old', loginCheckEnded: true });
    route = () => ({ status: 401, data: { message: 'Unauthorized', code: 'UNAUTHORIZED' } });
    await expect(http.v3.get('/store/customer/wishlist/artwork')).rejects.toBeDefined();
    expect(seen.map(pathOf)).toEqual([
      '/v3/store/customer/wishlist/artwork',
      '/v3/store/customer/refresh',
    ]);
    expect(store.getState().accessToken).toBeNull();
    expect(selectLoginState(store.getState())).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('clears the token when sign-out answers 401', async () => {
    const store = withStore({ accessToken: 'old', loginCheckEnded: true });
    route = () => ({ status: 401 });
    await expect(http.v3.get('/store/customer/sign-out')).rejects.toBeDefined();
    expect(seen).toHaveLength(1);
    expect(store.getState().accessToken).toBeNull();
  });

  it('lets a 401 pass quietly while the visitor is known to be signed out', async () => {
    withStore({ loginCheckEnded: true });
    route = () => ({ status: 401 });
    await expect(http.v3.get('/store/customer/info')).rejects.toBeDefined();
    expect(seen).toHaveLength(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shares one refresh call between concurrent callers', async () => {
    withStore();
    let refreshes = 0;
    route = () => {
      refreshes += 1;
      return { status: 200, data: { accessToken: 't' } };
    };
    const [a, b] = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect([a, b]).toEqual(['t', 't']);
    expect(refreshes).toBe(1);
  });
});

describe('fetch transport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the query, JSON body and cookies, and parses JSON or text answers', async () => {
    withStore({ language: 'en', storedCurrency: 'usd', loginCheckEnded: true });
    const calls: [string, RequestInit][] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(calls.length === 1 ? '{"ok":true}' : 'plain', { status: 200 });
    });
    httpClient.adapter = fetchAdapter;
    await expect(
      http.v3.post(
        '/store/artwork',
        { q: 'blue' },
        { params: { q: '푸른 하늘', a: [1, 2], x: undefined } },
      ),
    ).resolves.toEqual({ ok: true });
    await expect(http.v3.get('/store/faq')).resolves.toBe('plain');
    const [url, init] = calls[0]!;
    expect(url).toBe(`/v3/store/artwork?${new URLSearchParams('q=푸른 하늘&a[]=1&a[]=2')}`);
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"q":"blue"}');
    expect(init.credentials).toBe('include');
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('x-currency')).toBe('usd');
    expect(calls[1]![1].body).toBeUndefined();
  });

  it("toasts 'Network Error' when the server cannot be reached", async () => {
    withStore({ loginCheckEnded: true });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    httpClient.adapter = fetchAdapter;
    await expect(http.v3.get('/store/faq')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(toast.error).toHaveBeenCalledWith('Network Error');
  });

  it('cancels quietly when the caller aborts', async () => {
    withStore({ loginCheckEnded: true });
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    httpClient.adapter = fetchAdapter;
    const controller = new AbortController();
    const call = http.v3.get('/store/faq', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
