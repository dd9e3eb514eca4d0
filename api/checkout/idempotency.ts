// One Idempotency-Key per payment attempt (ADR 0019); the checkout screens show their own errors
// in place, so their calls carry no toast.
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
