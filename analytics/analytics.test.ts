// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  disableAnalytics,
  identify,
  setAnalyticsSink,
  track,
  type AnalyticsSink,
} from './analytics';

describe('the analytics queue', () => {
  it('hands events made before the SDK loaded to it, in order, then passes them straight on', () => {
    track('page_view', { path: '/works' });
    identify({ user_id: 'cus_1', user_sign_in: true, user_pink_rock: false });
    const seen: unknown[] = [];
    const sink: AnalyticsSink = {
      track: (event, properties) => seen.push([event, properties]),
      identify: (user) => seen.push(['identify', user]),
    };
    setAnalyticsSink(sink);
    track('wish', { kind: 'artwork', id: 'aw_1', wished: true });
    expect(seen).toEqual([
      ['page_view', { path: '/works' }],
      ['identify', { user_id: 'cus_1', user_sign_in: true, user_pink_rock: false }],
      ['wish', { kind: 'artwork', id: 'aw_1', wished: true }],
    ]);
    // Once the SDK is there, "no key" cannot switch it off.
    disableAnalytics();
    track('bid', {});
    expect(seen).toHaveLength(4);
  });
});

describe('events of a page left before the SDK was ready', () => {
  it('are kept in session storage as the page goes away and handed over by the next page', async () => {
    vi.resetModules();
    sessionStorage.clear();
    const first = await import('./analytics');
    first.track('page_view', { path: '/work/a' });
    first.track('view_artwork', { handle: 'a' });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(first.PENDING_KEY)!)).toHaveLength(2);
    first.disableAnalytics(); // the old page is gone: its listener must not write again here

    vi.resetModules(); // the next page: a fresh module
    const next = await import('./analytics');
    expect(sessionStorage.getItem(next.PENDING_KEY)).toBeNull();
    next.track('page_view', { path: '/works' });
    const seen: unknown[] = [];
    next.setAnalyticsSink({
      track: (event, properties) => seen.push([event, properties]),
      identify: () => {},
    });
    expect(seen).toEqual([
      ['page_view', { path: '/work/a' }],
      ['view_artwork', { handle: 'a' }],
      ['page_view', { path: '/works' }],
    ]);
    // With the SDK there, leaving keeps nothing: it stores its own unsent events.
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(next.PENDING_KEY)).toBeNull();
  });

  it('are dropped, not thrown, when the stored text is not ours', async () => {
    vi.resetModules();
    sessionStorage.setItem('analytics.pending', '{not json');
    const page = await import('./analytics');
    const seen: unknown[] = [];
    page.setAnalyticsSink({ track: (event) => seen.push(event), identify: () => {} });
    expect(seen).toEqual([]);
  });
});
