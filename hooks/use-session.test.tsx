import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCustomerInfo } from '@/api/customer/get-customer-info';
import { fakeTransport, type FakeRequest, type FakeResponse } from '@/api/testing/fake-transport';
import { SIGNED_IN_HINT_COOKIE } from '@/schemas/session-hint';
import { activateStore, createAppStore, selectLoginState } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { useAutoLogin } from './use-session';

afterEach(() => {
  Cookies.remove(SIGNED_IN_HINT_COOKIE, { path: '/' });
  activateStore(createAppStore());
});

/** The shell's session part on a page load: the login check and the customer-info query. */
function autoLogin(refresh: FakeResponse = { status: 200, data: { accessToken: 'fresh-token' } }) {
  const sent: FakeRequest[] = [];
  fakeTransport.adapter = (request) => {
    sent.push(request);
    if (request.url !== '/store/customer/info') return refresh;
    return request.headers.get('Authorization') === 'Bearer fresh-token'
      ? { status: 200, data: { first_name: 'M' } }
      : { status: 401, data: { message: 'Unauthorized' } };
  };
  const store = createAppStore();
  activateStore(store);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppStoreProvider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppStoreProvider>
  );
  const { result: info } = renderHook(
    () => {
      useAutoLogin();
      return useCustomerInfo();
    },
    { wrapper },
  );
  return { store, sent, info };
}

describe('the automatic login check (rules §4)', () => {
  it('ends at once, signed out, with no refresh or info call, in a browser without a session hint', async () => {
    const { store, sent } = autoLogin();
    await waitFor(() => expect(selectLoginState(store.getState())).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(0);
  });

  it('refreshes the token when the browser holds a session hint, and is then signed in', async () => {
    Cookies.set(SIGNED_IN_HINT_COOKIE, '1', { path: '/' });
    const { store, sent } = autoLogin();
    await waitFor(() => expect(selectLoginState(store.getState())).toBe(true));
    await waitFor(() => expect(sent).toHaveLength(2));
    // The customer-info call waits for the refresh and goes out with its token: no 401 first.
    expect(sent.map((r) => `${r.baseURL}${r.url}`)).toEqual([
      '/v3/store/customer/refresh',
      '/v3/store/customer/info',
    ]);
    expect(sent[1]!.headers.get('Authorization')).toBe('Bearer fresh-token');
    expect(store.getState().accessToken).toBe('fresh-token');
  });

  it('ends signed out, with the hint cleared and no customer-info call, when the session is gone', async () => {
    Cookies.set(SIGNED_IN_HINT_COOKIE, '1', { path: '/' });
    const { store, sent, info } = autoLogin({ status: 401, data: { message: 'Unauthorized' } });
    await waitFor(() => expect(selectLoginState(store.getState())).toBe(false));
    await waitFor(() => expect(info.current.fetchStatus).toBe('idle'));
    expect(sent.map((r) => r.url)).toEqual(['/store/customer/refresh']);
    expect(Cookies.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
  });
});
