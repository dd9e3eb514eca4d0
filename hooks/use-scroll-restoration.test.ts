import { describe, expect, it } from 'vitest';
import { restoresScroll } from './use-scroll-restoration';

describe('scroll restoration (rules §2, §9)', () => {
  it.each(['/works', '/artists', '/galleries'])(
    'restores the scroll position of %s',
    (pathname) => {
      expect(restoresScroll(pathname)).toBe(true);
    },
  );

  it.each(['/', '/work/[handle]', '/exhibition-list'])('leaves %s alone', (pathname) => {
    expect(restoresScroll(pathname)).toBe(false);
  });
});
