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

/** Tries for a short while, as lists may still be growing to their previous height. */
function restoreTo(y: number): void {
  let attempts = 0;
  const step = () => {
    window.scrollTo(0, y);
    attempts += 1;
    if (Math.abs(window.scrollY - y) > 2 && attempts < 20) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
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
