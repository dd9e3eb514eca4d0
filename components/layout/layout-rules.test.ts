import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout-rules';

describe('layout rules (rules §2 "Layout")', () => {
  it.each(['/about', '/coa/[handle]', '/viewer/[handle]'])('hides the header on %s', (pathname) => {
    expect(layoutFor(pathname).showHeader).toBe(false);
  });

  it.each(['/', '/works', '/work/[handle]', '/artists', '/exhibition-list', '/my-page/[section]'])(
    'shows the header on %s',
    (pathname) => {
      expect(layoutFor(pathname).showHeader).toBe(true);
    },
  );

  it.each([
    '/',
    '/about',
    '/coa/[handle]',
    '/viewer/[handle]',
    '/solo-exhibition/[handle]',
    '/exhibition-list',
    '/exhibitions/[handle]',
    '/exhibition-detail/[handle]',
    '/[token]',
    '/rockefeller-center-exhibition',
    '/carousel',
  ])('hides the footer on %s', (pathname) => {
    expect(layoutFor(pathname).showFooter).toBe(false);
  });

  it.each([
    '/works',
    '/work/[handle]',
    '/artists',
    '/galleries',
    '/faq',
    '/my-page/[section]',
    '/404',
  ])('shows the footer on %s', (pathname) => {
    expect(layoutFor(pathname).showFooter).toBe(true);
  });

  it("hides header and footer anywhere when hideHeaderFooter is 'true'", () => {
    expect(layoutFor('/works', { hideHeaderFooter: 'true' })).toMatchObject({
      showHeader: false,
      showFooter: false,
    });
    expect(layoutFor('/faq', { hideHeaderFooter: 'false' })).toMatchObject({
      showHeader: true,
      showFooter: true,
    });
  });

  it('shows the footer’s legal line alone on the home page, which has no footer', () => {
    expect(layoutFor('/')).toMatchObject({ showFooter: false, showLegalLine: true });
    for (const pathname of ['/works', '/faq', '/about', '/viewer/[handle]', '/exhibition-list']) {
      expect(layoutFor(pathname).showLegalLine, pathname).toBe(false);
    }
  });

  it('hides the legal line in a web view, like the footer', () => {
    expect(layoutFor('/', { hideHeaderFooter: 'true' }).showLegalLine).toBe(false);
    expect(layoutFor('/', {}, true).showLegalLine).toBe(false);
    expect(layoutFor('/', { hideHeaderFooter: 'false' }, true).showLegalLine).toBe(true);
  });

  it('keeps hiding them on every page of a web-view visit, unless the URL says false', () => {
    expect(layoutFor('/faq', {}, true)).toMatchObject({ showHeader: false, showFooter: false });
    expect(layoutFor('/work/[handle]', { handle: 'x' }, true)).toMatchObject({
      showHeader: false,
      showFooter: false,
    });
    expect(layoutFor('/faq', { hideHeaderFooter: 'false' }, true)).toMatchObject({
      showHeader: true,
      showFooter: true,
    });
    expect(layoutFor('/faq', {}, false).showHeader).toBe(true);
  });

  it.each(['/', '/works', '/work/[handle]', '/my-page/[section]', '/xronview'])(
    'uses the 1600px header on %s',
    (pathname) => {
      expect(layoutFor(pathname).headerWidth).toBe(1600);
    },
  );

  it.each(['/artists', '/galleries', '/exhibition-list', '/faq'])(
    'uses the 1420px header on %s',
    (pathname) => {
      expect(layoutFor(pathname).headerWidth).toBe(1420);
    },
  );
});
