// rules §2/§9: scroll restored on back navigation for /works, /artists, /galleries. (The session's
// navigation history is store/navigation-history.ts, recorded by AppEffects.)
import { useEffect } from 'react';
import Router from 'next/router';

export const SCROLL_RESTORED_PATHS = ['/works', '/artists', '/galleries'] as const;
const SCROLL_STORAGE_PREFIX = 'scroll:';

/** Whether a route (Next pathname, without locale) gets its scroll restored on back. */
export function restoresScroll(pathname: string): boolean {
  return (SCROLL_RESTORED_PATHS as readonly string[]).includes(pathname);
}

function saveScroll(asPath: string): void {
  try {
    sessionStorage.setItem(SCROLL_STORAGE_PREFIX + asPath, String(Math.round(window.scrollY)));
  } catch {
    // Session storage can be unavailable (private mode, quota): no restoring then.
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
 * (or the browser's scroll anchoring would). It lets go once the place has held for 800 ms, after
 * 5 s at most, or as soon as the visitor scrolls, taps or presses a key.
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
    if (now - heldSince >= 800 || now - started >= 5000) stop();
    else frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}

export function useScrollRestoration(): void {
  useEffect(() => {
    // The singleton router: its pathname is the old route at start, the new one at complete.
    let poppedBack = false;

    const onPopState = () => {
      poppedBack = true;
    };
    const onStart = () => {
      if (restoresScroll(Router.pathname)) saveScroll(Router.asPath);
    };
    const onComplete = () => {
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
