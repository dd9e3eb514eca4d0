import { describe, expect, it } from 'vitest';
import {
  appendNavigationHistory,
  HISTORY_MAX,
  HISTORY_TRIMMED,
  restoresScroll,
} from './use-scroll-restoration';

describe('scroll restoration and navigation history (SPEC §2, §9)', () => {
  it.each(['/works', '/artists', '/galleries'])(
    'restores the scroll position of %s',
    (pathname) => {
      expect(restoresScroll(pathname)).toBe(true);
    },
  );

  it.each(['/', '/work/[handle]', '/exhibition-list'])('leaves %s alone', (pathname) => {
    expect(restoresScroll(pathname)).toBe(false);
  });

  it('appends visits and ignores a repeat of the current path', () => {
    expect(appendNavigationHistory(['/a'], '/b')).toEqual(['/a', '/b']);
    expect(appendNavigationHistory(['/a', '/b'], '/b')).toEqual(['/a', '/b']);
  });

  it('keeps at most 10 entries, trimming to the latest 5', () => {
    let history: string[] = [];
    for (let i = 1; i <= HISTORY_MAX; i++) history = appendNavigationHistory(history, `/p${i}`);
    expect(history).toHaveLength(10);
    history = appendNavigationHistory(history, '/p11');
    expect(history).toHaveLength(HISTORY_TRIMMED);
    expect(history).toEqual(['/p7', '/p8', '/p9', '/p10', '/p11']);
  });
});
