import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateStore, createAppStore } from '@/store/app-store';
import { httpClient } from './http';
import { customerQueries, signOutCustomer } from './customer';

vi.mock('@/store/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

afterEach(() => activateStore(createAppStore()));

describe('sign-out (SPEC §4, §8)', () => {
  it.each([
    ['succeeds', 200],
    ['fails', 500],
  ])(
    'notifies, clears the token and the cached customer when the call %s',
    async (_label, status) => {
      httpClient.adapter = async () => ({ status, data: {} });
      const store = createAppStore({ accessToken: 'token', loginCheckEnded: true });
      activateStore(store);
      const queryClient = new QueryClient();
      queryClient.setQueryData(customerQueries.info().queryKey, {
        id: 'c1',
        first_name: 'Minji',
        last_name: 'Kim',
        email: 'minji@example.com',
      });
      const notify = vi.fn();

      await signOutCustomer({ store, queryClient, notify });

      expect(notify).toHaveBeenCalledTimes(1);
      expect(store.getState().accessToken).toBeNull();
      expect(queryClient.getQueryData(customerQueries.info().queryKey)).toBeUndefined();
    },
  );
});
