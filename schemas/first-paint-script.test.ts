// @vitest-environment jsdom
import {
  FONTS_EXTRA_CLASS,
  FONTS_EXTRA_KEY,
  WEB_VIEW_CLASS,
  WEB_VIEW_COOKIE,
  firstPaintScript,
} from './first-paint-script';

const root = document.documentElement;
const run = () => new Function(firstPaintScript)();

describe('the script the document head runs before the first paint', () => {
  beforeEach(() => {
    root.classList.remove(FONTS_EXTRA_CLASS);
    root.style.removeProperty('--vh');
    sessionStorage.clear();
  });

  it('marks a web-view visit by its session cookie before the first paint, and no other', () => {
    document.cookie = `${WEB_VIEW_COOKIE}=1; path=/`;
    try {
      run();
      expect(root.classList.contains(WEB_VIEW_CLASS)).toBe(true);
    } finally {
      document.cookie = `${WEB_VIEW_COOKIE}=; path=/; max-age=0`;
      root.classList.remove(WEB_VIEW_CLASS);
    }
    document.cookie = `not_${WEB_VIEW_COOKIE}=1; path=/`;
    try {
      run();
      expect(root.classList.contains(WEB_VIEW_CLASS)).toBe(false);
    } finally {
      document.cookie = `not_${WEB_VIEW_COOKIE}=; path=/; max-age=0`;
    }
  });

  it('sets --vh to 1% of the viewport height at once', () => {
    run();
    expect(root.style.getPropertyValue('--vh')).toBe(`${window.innerHeight * 0.01}px`);
  });

  it('adds the extra font slices once the page has loaded, and remembers it for the visit', () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    vi.useFakeTimers();
    try {
      run();
      expect(root.classList.contains(FONTS_EXTRA_CLASS)).toBe(false);
      window.dispatchEvent(new Event('load'));
      vi.runAllTimers();
      expect(root.classList.contains(FONTS_EXTRA_CLASS)).toBe(true);
      expect(sessionStorage.getItem(FONTS_EXTRA_KEY)).toBe('1');
    } finally {
      vi.useRealTimers();
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
  });

  it('waits for the first contentful paint after load, when the browser reports it', () => {
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'PerformanceObserver',
      vi.fn(function (this: object, callback: typeof report) {
        report = callback;
        return Object.assign(this, { observe, disconnect: vi.fn() });
      }),
    );
    vi.useFakeTimers();
    try {
      run();
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(1000);
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      expect(root.classList.contains(FONTS_EXTRA_CLASS)).toBe(false);
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      vi.advanceTimersByTime(1);
      expect(root.classList.contains(FONTS_EXTRA_CLASS)).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
  });

  it('adds them before the first paint on later pages of the visit (they are cached)', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      sessionStorage.setItem(FONTS_EXTRA_KEY, '1');
      run();
      expect(root.classList.contains(FONTS_EXTRA_CLASS)).toBe(true);
    } finally {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
  });
});
