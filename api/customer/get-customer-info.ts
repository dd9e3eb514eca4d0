// GET store/customer/info (rules §4, §7): the signed-in customer, read by the shell on every page.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CustomerDto } from '@/schemas/customer-dto';
import { selectLoginState } from '@/store/app-store';
import { useAppStore } from '@/store/app-store-context';
import { hasSessionHint } from '@/store/session-hint';
import { artistKeys } from '../artists/keys';
import { artworkKeys } from '../artworks/keys';
import { http, noToast } from '../http';
import { institutionKeys } from '../institutions/keys';
import type { FetchOptions } from '../query-context';
import { customerKeys } from './keys';

/**
 * Runs on every page load while the login state is unknown: it goes out after the session check
 * (api/http.ts), and not at all when the check ends signed out. Failures stay quiet.
 */
export function getCustomerInfo({ signal }: FetchOptions = {}): Promise<CustomerDto> {
  return http.v3.get<CustomerDto>('/store/customer/info', { ...noToast, signedIn: true, signal });
}

export function getCustomerInfoQueryOptions() {
  return queryOptions({
    queryKey: customerKeys.info(),
    queryFn: ({ signal }) => getCustomerInfo({ signal }),
  });
}

/**
 * rules §4: the customer-info fetch runs when logged in or while the state is unknown, which it
 * only is in a browser with a session hint (store/session-hint.ts).
 */
export function useCustomerInfo() {
  const loginState = useAppStore(selectLoginState);
  const enabled = loginState === true || (loginState === undefined && hasSessionHint());
  return useQuery({ ...getCustomerInfoQueryOptions(), enabled });
}

/**
 * rules §7 "Handling of answers": a customer-info success refreshes the artist, artwork and
 * institution lists (they carry the customer's wishes).
 */
export function refreshCustomerDependentLists(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [artistKeys.lists(), artworkKeys.lists(), institutionKeys.lists()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

/** Each customer-info success refreshes the lists that show the customer's wishes. */
export function useCustomerDependentLists(): void {
  const queryClient = useQueryClient();
  const { dataUpdatedAt, isSuccess } = useCustomerInfo();
  useEffect(() => {
    if (isSuccess && dataUpdatedAt) void refreshCustomerDependentLists(queryClient);
  }, [queryClient, dataUpdatedAt, isSuccess]);
}
