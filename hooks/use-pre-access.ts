// rules §4's pre-access (staging) gate, used only while the gate is on (components/pre-access):
// a stored pre-access e-mail is checked with the server and a visitor without one is asked for
// it; a failed check is ignored (the visitor stays in). The server render and hydration always
// let the page through (allowed by default); the gate appears after.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { checkStagingEmail } from '@/api/customer/check-staging-email';
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
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!stored) return;
    let current = true;
    checkStagingEmail(stored).then(
      (answer) => {
        if (current && !answer.allowed) setRefused(stored);
      },
      () => {}, // rules §4: failure is ignored
    );
    return () => {
      current = false;
    };
  }, [stored]);

  const ask = !entered && (stored === null || (!!stored && refused === stored));
  return { state: ask ? 'ask' : 'allowed', allow: () => setEntered(true) };
}
