// The signed-in customer (SPEC §3, §4, §7): what the shell needs on every page (the customer-info
// query, the refresh call and sign-out). The account screens' own calls live in api/account.ts,
// loaded only by those screens.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { clearAccessToken, type AppStore } from '@/store/app-store';
import { http, noToast, refreshAccessToken, SIGN_OUT_PATH } from './http';

import type { CustomerDto } from '@/schemas/customer-dto';

export type { CustomerDto };

/** Runs on every page load while the login state is unknown: failures stay quiet. */
export function fetchCustomerInfo(): Promise<CustomerDto> {
  return http.v3.get<CustomerDto>('/store/customer/info', { ...noToast });
}

export const customerQueries = {
  all: () => ['customer'] as const,
  info: () =>
    queryOptions({
      queryKey: [...customerQueries.all(), 'info'] as const,
      queryFn: fetchCustomerInfo,
    }),
};

export { refreshAccessToken };

/**
 * SPEC §7 "Handling of answers": a customer-info success refreshes the artist, artwork and
 * institution lists (they carry the customer's wishes). The keys are those of
 * artistQueries.lists(), artworkQueries.lists() and institutionQueries.lists() (a test holds
 * them equal), written out so that every page's shell does not load those three modules.
 */
export const customerDependentLists = [
  ['artists', 'list'],
  ['artworks', 'list'],
  ['institutions', 'list'],
] as const;

export function refreshCustomerDependentLists(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    customerDependentLists.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}

/**
 * SPEC §4: sign-out always succeeds for the visitor: a toast, then the token and the cached
 * customer info are cleared, also when the call fails.
 */
export async function signOutCustomer(options: {
  store: AppStore;
  queryClient: QueryClient;
  notify: () => void;
}): Promise<void> {
  try {
    await http.v3.get(SIGN_OUT_PATH, { ...noToast });
  } catch {
    // SPEC §8: sign-out failure is treated as success.
  } finally {
    options.notify();
    clearAccessToken(options.store);
    options.queryClient.removeQueries({ queryKey: customerQueries.all() });
  }
}
