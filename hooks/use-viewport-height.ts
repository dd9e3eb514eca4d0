import { useEffect } from 'react';
import { useRouter } from 'next/router';

/** rules §9: resize handling is throttled at 500 ms. */
export const RESIZE_THROTTLE_MS = 500;

/** Calls `fn` at most once per `ms`, with a trailing call so the last size always lands. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = (...args: A) => {
    const now = Date.now();
    const wait = ms - (now - last);
    clearTimeout(timer);
    if (wait <= 0) {
      last = now;
      fn(...args);
    } else {
      timer = setTimeout(() => {
        last = Date.now();
        fn(...args);
      }, wait);
    }
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}

/** Sets `--vh` on <html>, only when it changes: a new value restyles the whole page. */
export function setViewportHeight(): void {
  const style = document.documentElement.style;
  const value = `${window.innerHeight * 0.01}px`;
  if (style.getPropertyValue('--vh') !== value) style.setProperty('--vh', value);
}

/**
 * Keeps `--vh` (1% of the real viewport height) current on resize and route change; the document's
 * head sets it first (schemas/first-paint-script.ts).
 */
export function useViewportHeight(): void {
  const router = useRouter();
  useEffect(() => {
    setViewportHeight();
    const onResize = throttle(setViewportHeight, RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    router.events.on('routeChangeComplete', setViewportHeight);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
      router.events.off('routeChangeComplete', setViewportHeight);
    };
  }, [router.events]);
}
