import { describe, expect, it } from 'vitest';
import { appInitFixture } from '@/components/testing/app-init-fixture';
import { createTestI18n } from '@/components/testing/render-with-app';
import type { AppInitDto } from '@/schemas/dto';
import { headerMenus } from './header-menus';
import { navMenus } from './nav-menus';

const t = createTestI18n('en').getFixedT('en', 'common');
const exhibition = { id: 'e1', handle: 'tides', title: 'Tides of Blue', short_title: 'Tides' };
const highlight = {
  id: 'h1',
  exhibition_id: 'e1',
  exhibition_handle: 'tides',
  title: 'Tides',
  subtitle: '',
  image: null,
};

const cases: [string, AppInitDto | undefined][] = [
  ['before app initialisation', undefined],
  ['with categories, no exhibitions', appInitFixture()],
  [
    'without categories, with exhibitions',
    appInitFixture({
      artwork_categories: [],
      headers_exhibitions: { exhibitions: [exhibition], exhibition_highlights: [] },
    }),
  ],
  [
    'with highlights only',
    appInitFixture({
      headers_exhibitions: { exhibitions: [], exhibition_highlights: [highlight] },
    }),
  ],
];

describe('header menus (rules §2 "Header menus")', () => {
  it.each(cases)(
    'a menu of the bar opens a panel exactly when the panel has something to list (%s)',
    (_, init) => {
      const bar = navMenus(init, t, { isMobileDevice: false });
      const menus = headerMenus(init, t, { isMobileDevice: false });
      expect(menus.map((menu) => menu.id)).toEqual(bar.map((item) => item.id));
      for (const menu of menus) {
        const lists = menu.links.length > 0 || (menu.highlights?.length ?? 0) > 0;
        expect({ id: menu.id, hasPanel: menu.hasPanel }).toEqual({ id: menu.id, hasPanel: lists });
      }
    },
  );

  it('puts Galleries on the desktop bar only for mobile devices', () => {
    const galleries = (isMobileDevice: boolean) =>
      navMenus(appInitFixture(), t, { isMobileDevice }).find((item) => item.id === 'galleries');
    expect(galleries(false)?.desktop).toBe(false);
    expect(galleries(true)?.desktop).toBe(true);
  });
});
