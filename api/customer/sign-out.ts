// GET store/customer/sign-out (rules §4, §8): always succeeds for the visitor.
import { useMutation } from '@tanstack/react-query';
import { clearAccessToken } from '@/store/app-store';
import { useAppStoreApi } from '@/store/app-store-context';
import { http, noToast, SIGN_OUT_PATH } from '../http';
import { customerKeys } from './keys';

/** Sign-out failure is treated as success (rules §8): the answer is never awaited for an error. */
export async function signOut(): Promise<void> {
  try {
    await http.v3.get(SIGN_OUT_PATH, { ...noToast });
  } catch {
    // rules §8: sign-out failure is treated as success.
  }
}

/**
 * Signs out: `onSignedOut` (the toast), then the token and everything cached of the customer are
 * cleared, also when the call fails.
 */
export function useSignOutMutation({ onSignedOut }: { onSignedOut: () => void }) {
  const store = useAppStoreApi();
  return useMutation({
    mutationFn: signOut,
    onSettled: (_data, _error, _variables, _result, { client }) => {
      onSignedOut();
      clearAccessToken(store);
      client.removeQueries({ queryKey: customerKeys.all() });
    },
  });
}
