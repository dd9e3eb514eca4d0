// POST store/customer/sign-in.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInRequest } from '@/schemas/customer';
import type { AccessTokenDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { useCallback } from 'react';
import { setAccessToken } from '@/store/app-store';
import { useAppStoreApi } from '@/store/app-store-context';
import { customerKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function signIn(body: SignInRequest): Promise<AccessTokenDto> {
  return http.v3.post<AccessTokenDto>('/store/customer/sign-in', body, quiet);
}

/** Signs in; the form then starts the session with the token (useStartCustomerSession). */
export function useSignInMutation() {
  return useMutation({ mutationFn: signIn });
}

/**
 * Starts the session a sign-in, join or social sign-in answered with: the token is set and
 * whatever was cached of the visitor is dropped, to be read again as the customer.
 */
export function useStartCustomerSession(): (accessToken: string) => void {
  const store = useAppStoreApi();
  const client = useQueryClient();
  return useCallback(
    (accessToken: string) => {
      setAccessToken(store, accessToken);
      client.removeQueries({ queryKey: customerKeys.all() });
    },
    [store, client],
  );
}
