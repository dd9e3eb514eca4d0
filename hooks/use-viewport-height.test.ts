// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_THROTTLE_MS, setViewportHeight, throttle } from './use-viewport-height';

describe('viewport height (rules §2, §9)', () => {
  afterEach(() => vi.useRealTimers());

  it('writes 1% of the window height to --vh', () => {
    window.innerHeight = 800;
    setViewportHeight();
    expect(document.documentElement.style.getPropertyValue('--vh')).toBe('8px');
  });

  it('throttles resize handling to one call per 500 ms, ending with the latest size', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const handler = throttle((n: number) => calls.push(n), RESIZE_THROTTLE_MS);
    handler(1);
    handler(2);
    handler(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });
});
