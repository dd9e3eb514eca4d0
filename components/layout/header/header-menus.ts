// What the header's menus list (rules §2 "Header menus"), for the desktop panels and the
// full-screen mobile menu; both load this with their own code when first opened (ADR 0016).
import type { AppShellDto } from '@/schemas/dto';
import type { TFunction } from 'i18next';
import { siteLinks } from '../site-links';
import { exhibitionMenu, type MenuHighlight } from './exhibition-menu';
import { navMenus, type NavItem } from './nav-menus';

export interface NavLink {
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (About) or leaves the site (Instagram). */
  target?: '_blank';
  external?: boolean;
}

export interface NavMenu extends NavItem {
  links: NavLink[];
  /** Exhibitions only: the highlight column (null = empty cell). */
  highlights?: (MenuHighlight | null)[];
  /** The closing link of a submenu (e.g. All Exhibitions). */
  allLink?: NavLink;
}

export function headerMenus(
  init: AppShellDto | undefined,
  t: TFunction,
  options: { isMobileDevice: boolean },
): NavMenu[] {
  const exhibitions = exhibitionMenu(init?.headers_exhibitions);
  const panels: Partial<Record<NavItem['id'], Omit<NavMenu, keyof NavItem>>> = {
    marketplace: {
      links: (init?.artwork_categories ?? []).map((category) => ({
        id: category.handle,
        label: category.title,
        href: siteLinks.worksByCategory(category.handle),
      })),
      allLink: { id: 'all-works', label: t('nav.allWorks'), href: siteLinks.works },
    },
    exhibitions: {
      highlights: exhibitions.highlights,
      links: exhibitions.exhibitions.map((exhibition) => ({
        id: exhibition.handle,
        label: exhibition.short_title || exhibition.title,
        href: siteLinks.exhibition(exhibition.handle),
      })),
      allLink: {
        id: 'all-exhibitions',
        label: t('nav.allExhibitions'),
        href: siteLinks.exhibitionList,
      },
    },
    about: {
      links: [
        { id: 'artists', label: t('nav.artists'), href: siteLinks.artists },
        { id: 'galleries', label: t('nav.galleries'), href: siteLinks.galleries },
        { id: 'about', label: t('nav.aboutUs'), href: siteLinks.about, target: '_blank' },
        {
          id: 'instagram',
          label: t('nav.instagram'),
          href: siteLinks.instagram,
          target: '_blank',
          external: true,
        },
      ],
    },
  };
  return navMenus(init, t, options).map((item) => ({ links: [], ...item, ...panels[item.id] }));
}

export function myPageLinks(t: TFunction): NavLink[] {
  return [
    { id: 'info', label: t('myPage.profile'), href: siteLinks.myPage.info },
    { id: 'history', label: t('myPage.orders'), href: siteLinks.myPage.history },
    { id: 'coupons', label: t('myPage.coupons'), href: siteLinks.myPage.coupons },
    { id: 'offer', label: t('myPage.offer'), href: siteLinks.myPage.offer },
    { id: 'inquiries', label: t('myPage.inquiries'), href: siteLinks.myPage.inquiries },
    { id: 'works', label: t('myPage.works'), href: siteLinks.myPage.works },
    { id: 'following', label: t('myPage.following'), href: siteLinks.myPage.following },
    { id: 'wish-list', label: t('myPage.wishlist'), href: siteLinks.myPage.wishList },
    { id: 'membership', label: t('myPage.membership'), href: siteLinks.myPage.membership },
  ];
}
