// Session steps the account screens share: finishing a sign-in (token, fresh customer info, then
// the `before` page), and sending signed-in visitors away from the sign-in pages (rules §2).
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useStartCustomerSession } from '@/api/customer/sign-in';
import { useLoginState } from '@/hooks/use-session';
import {
  browserOrigin,
  readHistory,
  safeReturnPath,
  signedInRedirect,
} from '@/store/navigation-history';

const noSubscription = () => () => {};

/** The `before` query of the page, when it is a path of this site. */
export function useBeforePath(): string | null {
  const { query } = useRouter();
  // The server render knows no origin and takes paths only; the browser then takes its own.
  const origin = useSyncExternalStore(noSubscription, browserOrigin, () => null);
  return safeReturnPath(Array.isArray(query.before) ? query.before[0] : query.before, origin);
}

/** A page switching to signed-in itself (after its form) is not redirected by the guard. */
let finishingSignIn = false;

export function useFinishSignIn(): (accessToken: string, next?: string) => Promise<void> {
  const startSession = useStartCustomerSession();
  const router = useRouter();
  const before = useBeforePath();
  return useCallback(
    async (accessToken, next) => {
      finishingSignIn = true;
      try {
        startSession(accessToken);
        // Every way out of a sign-in passes the same gate: a path of this site, or home.
        await router.replace(safeReturnPath(next ?? before) ?? '/');
      } finally {
        finishingSignIn = false;
      }
    },
    [startSession, router, before],
  );
}

export function useSignedInVisitorRedirect(enabled: boolean): void {
  const loginState = useLoginState();
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || loginState !== true || finishingSignIn || done.current) return;
    done.current = true;
    const redirect = signedInRedirect(readHistory(window.sessionStorage), router.query.before);
    if (redirect.kind === 'home') void router.replace('/');
    else if (redirect.kind === 'before') void router.replace(redirect.path);
    else router.back();
  }, [enabled, loginState, router]);
}
