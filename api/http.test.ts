import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateStore, createAppStore, selectLoginState, type AppStore } from '@/store/app-store';
import {
  errorToastMessage,
  http,
  httpClient,
  noToast,
  refreshAccessToken,
  setMessageTranslator,
} from './http';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type Route = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown };
let route: Route;
const seen: InternalAxiosRequestConfig[] = [];

function pathOf(config: InternalAxiosRequestConfig) {
  return `${config.baseURL ?? ''}${config.url ?? ''}`;
}

beforeEach(() => {
  seen.length = 0;
  vi.mocked(toast.error).mockClear();
  setMessageTranslator((m) => m);
  httpClient.defaults.adapter = async (config) => {
    seen.push(config);
    const { status, data } = route(config);
    const response = { status, data, headers: {}, config, statusText: String(status) };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
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
  const axiosError = (data: unknown, message = 'Request failed with status code 409') =>
    new AxiosError(message, 'ERR_BAD_REQUEST', undefined, null, {
      status: 409,
      data,
      headers: {},
      statusText: '',
      config: { headers: new AxiosHeaders() },
    });

  it("shows the server's message first", () => {
    expect(
      errorToastMessage(axiosError({ message: 'This e-mail is already in use', code: 'CONFLICT' })),
    ).toBe('This e-mail is already in use');
  });

  it("falls back to the error's own message", () => {
    expect(errorToastMessage(axiosError({ code: 'CONFLICT' }))).toBe(
      'Request failed with status code 409',
    );
    expect(errorToastMessage(axiosError('<html>bad gateway</html>', 'Network Error'))).toBe(
      'Network Error',
    );
  });

  it("falls back to 'error' when there is no message at all", () => {
    expect(errorToastMessage(axiosError({ message: '' }, ''))).toBe('error');
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
    await expect(http.v3.get('/store/coupon/my-coupons')).rejects.toBeInstanceOf(AxiosError);
    expect(toast.error).toHaveBeenCalledWith('No coupons available.');
  });

  it('translates known server messages for the toast', async () => {
    withStore({ loginCheckEnded: true });
    setMessageTranslator((m) =>
      m === 'No coupons available.' ? '사용 가능한 쿠폰이 없습니다.' : m,
    );
    route = () => ({ status: 409, data: { message: 'No coupons available.', code: 'CONFLICT' } });
    await expect(http.v3.get('/store/coupon/my-coupons')).rejects.toBeDefined();
    expect(toast.error).toHaveBeenCalledWith('사용 가능한 쿠폰이 없습니다.');
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
