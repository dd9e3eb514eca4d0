// Login state and the session's client side (rules §4); the customer's server data is in
// api/customer/.
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useSignOutMutation } from '@/api/customer/sign-out';
import { useRefreshSessionMutation } from '@/api/customer/refresh-session';
import { toast } from 'react-toastify';
import { selectLoginState, type LoginState } from '@/store/app-store';
import { useAppStore, useAppStoreApi } from '@/store/app-store-context';
import { hasSessionHint } from '@/store/session-hint';

export function useLoginState(): LoginState {
  return useAppStore(selectLoginState);
}

/**
 * The automatic login check, once per page load: a refresh that sets the token when the refresh
 * cookie is valid. The check ends either way, and at once in a browser with no session hint.
 */
export function useAutoLogin(): void {
  const store = useAppStoreApi();
  const { mutateAsync: refreshSession } = useRefreshSessionMutation();
  useEffect(() => {
    if (store.getState().loginCheckEnded) return;
    if (!hasSessionHint()) {
      store.setState({ loginCheckEnded: true });
      return;
    }
    let cancelled = false;
    refreshSession()
      .catch(() => null)
      .finally(() => {
        if (!cancelled) store.setState({ loginCheckEnded: true });
      });
    return () => {
      cancelled = true;
    };
  }, [store, refreshSession]);
}

/** Sign-out with its toast (rules §4): resolves once the token and the customer's data are gone. */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation('common');
  const { mutateAsync } = useSignOutMutation({
    onSignedOut: () => toast.success(t('auth.signedOut')),
  });
  return () => mutateAsync();
}
