import { describe, expect, it } from 'vitest';
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
