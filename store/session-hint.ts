// Whether this browser may hold a session: the server sets the `signed_in` hint cookie with the
// HttpOnly refresh token and clears it with it. Without the hint the login check ends at once
// (signed out) and no refresh or customer-info call is made, so a first visit sends no request
// that can only answer 401. A stale hint is harmless: the check then signs out.
import Cookies from 'js-cookie';
import { SIGNED_IN_HINT_COOKIE } from '@/schemas/session-hint';

export function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && Boolean(Cookies.get(SIGNED_IN_HINT_COOKIE));
}

/**
 * Forgets the hint once the session is known to be gone (the refresh answered 401). The server
 * clears it with the same answer; this also covers an answer whose cookies were not applied.
 */
export function clearSessionHint(): void {
  if (typeof document !== 'undefined') Cookies.remove(SIGNED_IN_HINT_COOKIE, { path: '/' });
}
