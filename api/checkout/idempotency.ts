// One Idempotency-Key per payment attempt (ADR 0019); the checkout screens show their own errors
// in place, so their calls carry no toast.
import { useMemo, useRef } from 'react';
import { noToast } from '../http';

/** A fresh key for one payment attempt: resend it on retry, make a new one for a new attempt. */
export function newIdempotencyKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export const quiet = { ...noToast };

export const idempotent = (key?: string) => ({
  ...noToast,
  ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
});

/**
 * The Idempotency-Key of the current payment attempt (ADR 0019): a retry after a lost answer
 * resends it; an answer or any change of the order drops it, so the next attempt has a new one.
 */
export function usePaymentAttemptKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      /** The attempt's key, made on first use. */
      take: () => (key.current ??= newIdempotencyKey()),
      drop: () => {
        key.current = null;
      },
    }),
    [],
  );
}
