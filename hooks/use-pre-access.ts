// rules §4's pre-access (staging) gate, used only while the gate is on (components/pre-access):
// a stored pre-access e-mail is checked with the server and a visitor without one is asked for
// it; a failed check is ignored (the visitor stays in). The server render and hydration always
// let the page through (allowed by default); the gate appears after.
import { useState, useSyncExternalStore } from 'react';
import { useStagingEmailCheck } from '@/api/customer/check-staging-email';
import { readPreAccessEmail } from '@/store/pre-access';

export type PreAccessState = 'allowed' | 'ask';

const noSubscription = () => () => {};
/** The stored address; undefined on the server and while hydrating (nothing known yet). */
const useStoredEmail = () =>
  useSyncExternalStore(
    noSubscription,
    () => readPreAccessEmail(window.localStorage),
    () => undefined,
  );

export function usePreAccess(): { state: PreAccessState; allow: () => void } {
  const stored = useStoredEmail();
  const [entered, setEntered] = useState(false);
  // rules §4: a failed check is ignored (no answer, no refusal).
  const check = useStagingEmailCheck(stored);
  const refused = !!stored && check.data?.allowed === false;

  const ask = !entered && (stored === null || refused);
  return { state: ask ? 'ask' : 'allowed', allow: () => setEntered(true) };
}
