import { QueryClient } from '@tanstack/react-query';
import { customerFixture } from '@/api/testing/customer-fixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateStore, createAppStore } from '@/store/app-store';
import { fakeTransport } from '@/api/testing/fake-transport';
import {
  customerDependentLists,
  customerQueries,
  refreshCustomerDependentLists,
  signOutCustomer,
} from './customer';

afterEach(() => activateStore(createAppStore()));

describe('sign-out (SPEC §4, §8)', () => {
  it.each([
    ['succeeds', 200],
    ['fails', 500],
  ])(
    'notifies, clears the token and the cached customer when the call %s',
    async (_label, status) => {
      fakeTransport.adapter = async () => ({ status, data: {} });
      const store = createAppStore({ accessToken: 'token', loginCheckEnded: true });
      activateStore(store);
      const queryClient = new QueryClient();
      queryClient.setQueryData(
        customerQueries.info().queryKey,
        customerFixture({ email: 'minji@example.com' }),
      );
      const notify = vi.fn();

      await signOutCustomer({ store, queryClient, notify });

      expect(notify).toHaveBeenCalledTimes(1);
      expect(store.getState().accessToken).toBeNull();
      expect(queryClient.getQueryData(customerQueries.info().queryKey)).toBeUndefined();
    },
  );
});

describe('customer-info success (SPEC §7 "Handling of answers")', () => {
  it('names the artist, artwork and institution list keys of their factories', async () => {
    const { artistQueries } = await import('./artists');
    const { artworkQueries } = await import('./artwork');
    const { institutionQueries } = await import('./institutions');
    expect(customerDependentLists).toEqual([
      artistQueries.lists(),
      artworkQueries.lists(),
      institutionQueries.lists(),
    ]);
  });

  it('marks those lists stale and leaves other queries alone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['artworks', 'list', { page: 1 }], { artworks: [] });
    queryClient.setQueryData(['artists', 'list', {}], { artists: [] });
    queryClient.setQueryData(['institutions', 'list', {}], { institutions: [] });
    queryClient.setQueryData(['artworks', 'detail', 'blue'], { handle: 'blue' });
    await refreshCustomerDependentLists(queryClient);
    const invalidated = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(['artworks', 'list', { page: 1 }])).toBe(true);
    expect(invalidated(['artists', 'list', {}])).toBe(true);
    expect(invalidated(['institutions', 'list', {}])).toBe(true);
    expect(invalidated(['artworks', 'detail', 'blue'])).toBe(false);
  });
});
