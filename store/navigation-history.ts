// The session's navigation history (rules §2 "Route guards", §9): the paths visited in this tab,
// kept in session storage, at most 10 entries (trimmed to the newest 5 when it grows past 10).
import { sameOriginPath } from '@/rules/return-path';

export const NAVIGATION_HISTORY_KEY = 'navigation-history';
export const HISTORY_MAX = 10;
export const HISTORY_TRIM_TO = 5;

/** The history after visiting `path`: a reload of the same path is not a new entry. */
export function pushHistory(history: readonly string[], path: string): string[] {
  if (history[history.length - 1] === path) return [...history];
  const next = [...history, path];
  return next.length > HISTORY_MAX ? next.slice(-HISTORY_TRIM_TO) : next;
}

export function readHistory(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(NAVIGATION_HISTORY_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function recordVisit(storage: Storage | undefined, path: string): void {
  if (!storage) return;
  try {
    storage.setItem(
      NAVIGATION_HISTORY_KEY,
      JSON.stringify(pushHistory(readHistory(storage), path)),
    );
  } catch {
    // Storage full or blocked: the guard then falls back to 'before' or back.
  }
}

/** The page's origin in the browser; none during a server render (paths only, then). */
export function browserOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/** A path of this site, never another origin: safe to navigate to (rules/return-path). */
export function safeReturnPath(
  value: unknown,
  origin: string | null = browserOrigin(),
): string | null {
  return sameOriginPath(value, origin);
}

export type SignedInRedirect =
  { kind: 'home' } | { kind: 'before'; path: string } | { kind: 'back' };

/**
 * rules §2: a signed-in visitor on sign-in, sign-up, forgot-password, google-auth or sign-up
 * detail goes home when that page was the first of the session's history, else to `before`
 * when present, else back one page.
 */
export function signedInRedirect(history: readonly string[], before: unknown): SignedInRedirect {
  if (history.length <= 1) return { kind: 'home' };
  const path = safeReturnPath(before);
  return path ? { kind: 'before', path } : { kind: 'back' };
}
