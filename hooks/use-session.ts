// Login state and the customer's session (SPEC §4).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from './use-translation';
import { toast } from 'react-toastify';
import {
  customerQueries,
  refreshAccessToken,
  refreshCustomerDependentLists,
  signOutCustomer,
} from '@/api/customer';
import { selectLoginState, type LoginState } from '@/store/app-store';
import { useAppStore, useAppStoreApi } from '@/store/app-store-context';

export function useLoginState(): LoginState {
  return useAppStore(selectLoginState);
}

/**
 * The automatic login check, once per page load: a refresh that sets the token when the refresh
 * cookie is valid. The check ends either way.
 */
export function useAutoLogin(): void {
  const store = useAppStoreApi();
  useEffect(() => {
    if (store.getState().loginCheckEnded) return;
    let cancelled = false;
    refreshAccessToken()
      .catch(() => null)
      .finally(() => {
        if (!cancelled) store.setState({ loginCheckEnded: true });
      });
    return () => {
      cancelled = true;
    };
  }, [store]);
}

/** SPEC §4: the customer-info fetch runs when logged in or while the state is unknown. */
export function useCustomerInfo() {
  const loginState = useLoginState();
  return useQuery({ ...customerQueries.info(), enabled: loginState !== false });
}

/** SPEC §7: each customer-info success refreshes the lists that show the customer's wishes. */
export function useCustomerDependentLists(): void {
  const queryClient = useQueryClient();
  const { dataUpdatedAt, isSuccess } = useCustomerInfo();
  useEffect(() => {
    if (isSuccess && dataUpdatedAt) void refreshCustomerDependentLists(queryClient);
  }, [queryClient, dataUpdatedAt, isSuccess]);
}

export function useSignOut(): () => Promise<void> {
  const store = useAppStoreApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  return () =>
    signOutCustomer({
      store,
      queryClient,
      notify: () => toast.success(t('auth.signedOut')),
    });
}
