// The signed-in customer (SPEC §3, §4, §7). Accounts arrive in a later issue; this file holds
// what the shell needs: the customer-info query, the refresh call and sign-out.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { clearAccessToken, type AppStore } from '@/store/app-store';
import { http, noToast, refreshAccessToken, SIGN_OUT_PATH } from './http';

/** The fields of SPEC §3 "Customer" that the shell reads. */
export interface CustomerDto {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** Runs on every page load while the login state is unknown: failures stay quiet. */
export function fetchCustomerInfo(): Promise<CustomerDto> {
  return http.v3.get<CustomerDto>('/store/customer/info', { headers: { ...noToast } });
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
 * SPEC §4: sign-out always succeeds for the visitor: a toast, then the token and the cached
 * customer info are cleared, also when the call fails.
 */
export async function signOutCustomer(options: {
  store: AppStore;
  queryClient: QueryClient;
  notify: () => void;
}): Promise<void> {
  try {
    await http.v3.get(SIGN_OUT_PATH, { headers: { ...noToast } });
  } catch {
    // SPEC §8: sign-out failure is treated as success.
  } finally {
    options.notify();
    clearAccessToken(options.store);
    options.queryClient.removeQueries({ queryKey: customerQueries.all() });
  }
}
