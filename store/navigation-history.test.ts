import { describe, expect, it } from 'vitest';
import { pushHistory, readHistory, safeReturnPath, signedInRedirect } from './navigation-history';

describe('navigation history in session storage (rules §9)', () => {
  it('keeps at most 10 entries, trimmed to the newest 5', () => {
    let history: string[] = [];
    for (let i = 1; i <= 10; i += 1) history = pushHistory(history, `/p${i}`);
    expect(history).toHaveLength(10);
    history = pushHistory(history, '/p11');
    expect(history).toEqual(['/p7', '/p8', '/p9', '/p10', '/p11']);
  });

  it('does not count a reload of the same page twice', () => {
    expect(pushHistory(['/works'], '/works')).toEqual(['/works']);
  });

  it('reads nothing from broken storage', () => {
    expect(readHistory({ getItem: () => '{oops' })).toEqual([]);
    expect(readHistory(undefined)).toEqual([]);
  });
});

describe('signed-in visitors on the sign-in pages (rules §2)', () => {
  it('go home when the page was the first of the session', () => {
    expect(signedInRedirect(['/sign-in'], '/my-page/info')).toEqual({ kind: 'home' });
    expect(signedInRedirect([], undefined)).toEqual({ kind: 'home' });
  });

  it('go to before when they came from another page', () => {
    expect(signedInRedirect(['/works', '/sign-in'], '/my-page/info')).toEqual({
      kind: 'before',
      path: '/my-page/info',
    });
  });

  it('go back one page without before', () => {
    expect(signedInRedirect(['/works', '/sign-up'], undefined)).toEqual({ kind: 'back' });
  });

  it('never follow a before that leaves the site', () => {
    expect(signedInRedirect(['/works', '/sign-in'], '//evil.example')).toEqual({ kind: 'back' });
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('/work/blue?x=1')).toBe('/work/blue?x=1');
  });
});
