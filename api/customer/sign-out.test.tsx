import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerFixture } from '@/api/testing/customer-fixture';
import { activateStore, createAppStore } from '@/store/app-store';
import { AppStoreProvider } from '@/store/app-store-context';
import { fakeTransport } from '../testing/fake-transport';
import { wishKeys } from '../wishes/keys';
import { customerKeys } from './keys';
import { useSignOutMutation } from './sign-out';

afterEach(() => activateStore(createAppStore()));

describe('sign-out (rules §4, §8)', () => {
  it.each([
    ['succeeds', 200],
    ['fails', 500],
  ])(
    'notifies, clears the token and everything cached of the customer when the call %s',
    async (_label, status) => {
      fakeTransport.adapter = async () => ({ status, data: {} });
      const store = createAppStore({ accessToken: 'token', loginCheckEnded: true });
      activateStore(store);
      const queryClient = new QueryClient();
      queryClient.setQueryData(
        customerKeys.info(),
        customerFixture({ email: 'minji@example.com' }),
      );
      queryClient.setQueryData(wishKeys.ids(), {
        artwork_ids: ['a'],
        artist_ids: [],
        institution_ids: [],
      });
      const onSignedOut = vi.fn();
      const wrapper = ({ children }: { children: ReactNode }) => (
        <AppStoreProvider store={store}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AppStoreProvider>
      );
      const { result } = renderHook(() => useSignOutMutation({ onSignedOut }), { wrapper });

      await act(() => result.current.mutateAsync());

      expect(onSignedOut).toHaveBeenCalledTimes(1);
      expect(store.getState().accessToken).toBeNull();
      expect(queryClient.getQueryData(customerKeys.info())).toBeUndefined();
      expect(queryClient.getQueryData(wishKeys.ids())).toBeUndefined();
    },
  );
});
