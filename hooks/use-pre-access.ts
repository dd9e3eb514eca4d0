// SPEC §4's pre-access (staging) gate: allowed by default. When this deployment has the gate on
// (app initialisation's `pre_access`), a stored pre-access e-mail is checked with the server and
// a visitor without one is asked for it; a failed check is ignored (the visitor stays in). The
// server render and hydration always let the page through; the gate appears after.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { stagingCheck } from '@/api/pre-access';
import { readPreAccessEmail } from '@/store/pre-access';
import { useAppInit } from './use-app-init';

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
  const { data: init } = useAppInit();
  const gated = init?.pre_access === true;
  const stored = useStoredEmail();
  const [entered, setEntered] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  useEffect(() => {
    if (!gated || !stored) return;
    let current = true;
    stagingCheck(stored).then(
      (answer) => {
        if (current && !answer.allowed) setRefused(stored);
      },
      () => {}, // SPEC §4: failure is ignored
    );
    return () => {
      current = false;
    };
  }, [gated, stored]);

  const ask = gated && !entered && (stored === null || (!!stored && refused === stored));
  return { state: ask ? 'ask' : 'allowed', allow: () => setEntered(true) };
}
