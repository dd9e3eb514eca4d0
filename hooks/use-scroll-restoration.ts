// SPEC §2/§9: scroll restored on back navigation for /works, /artists, /galleries, and a short
// navigation history in session storage (route guards read it in a later issue).
import { useEffect } from 'react';
import Router from 'next/router';

export const SCROLL_RESTORED_PATHS = ['/works', '/artists', '/galleries'] as const;
export const HISTORY_STORAGE_KEY = 'navigation-history';
const SCROLL_STORAGE_PREFIX = 'scroll:';
/** SPEC §9: at most 10 entries, trimmed to 5. */
export const HISTORY_MAX = 10;
export const HISTORY_TRIMMED = 5;

/** Whether a route (Next pathname, without locale) gets its scroll restored on back. */
export function restoresScroll(pathname: string): boolean {
  return (SCROLL_RESTORED_PATHS as readonly string[]).includes(pathname);
}

/** Appends a visit; past the maximum the history keeps only its most recent entries. */
export function appendNavigationHistory(history: readonly string[], path: string): string[] {
  if (history[history.length - 1] === path) return [...history];
  const next = [...history, path];
  return next.length > HISTORY_MAX ? next.slice(-HISTORY_TRIMMED) : next;
}

export function readNavigationHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(HISTORY_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === 'string') : [];
  } catch {
    return [];
  }
}

function record(path: string): void {
  try {
    const history = appendNavigationHistory(readNavigationHistory(), path);
    sessionStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Session storage can be unavailable (private mode, quota); history is a nicety.
  }
}

function saveScroll(asPath: string): void {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_PREFIX + asPath, String(Math.round(window.scrollY)));
  } catch {
    /* see record() */
  }
}

function savedScroll(asPath: string): number | null {
  try {
    const value = sessionStorage.getItem(SCROLL_STORAGE_PREFIX + asPath);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/**
 * Scrolls back to `y` and holds it while the page settles: a list whose data was dropped from the
 * cache refetches, and content that arrives above the fold would otherwise push the place away
 * (or the browser's scroll anchoring would). It lets go once the place has held for 300 ms, after
 * 3 s at most, or as soon as the visitor scrolls, taps or presses a key.
 */
function restoreTo(y: number): void {
  const started = performance.now();
  let heldSince = started;
  let frame = 0;
  const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  const step = (now: number) => {
    if (Math.abs(window.scrollY - y) > 2) {
      window.scrollTo(0, y);
      heldSince = now;
    }
    if (now - heldSince >= 300 || now - started >= 3000) stop();
    else frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}

export function useScrollRestoration(): void {
  useEffect(() => {
    // The singleton router: its pathname is the old route at start, the new one at complete.
    let poppedBack = false;
    record(Router.asPath);

    const onPopState = () => {
      poppedBack = true;
    };
    const onStart = () => {
      if (restoresScroll(Router.pathname)) saveScroll(Router.asPath);
    };
    const onComplete = (url: string) => {
      record(url);
      if (poppedBack && restoresScroll(Router.pathname)) {
        const y = savedScroll(Router.asPath);
        if (y !== null) restoreTo(y);
      }
      poppedBack = false;
    };
    window.addEventListener('popstate', onPopState);
    Router.events.on('routeChangeStart', onStart);
    Router.events.on('routeChangeComplete', onComplete);
    return () => {
      window.removeEventListener('popstate', onPopState);
      Router.events.off('routeChangeStart', onStart);
      Router.events.off('routeChangeComplete', onComplete);
    };
  }, []);
}
