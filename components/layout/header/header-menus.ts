// The header's menus as data (SPEC §2 "Header menus"), shared by the desktop bar and the
// full-screen mobile menu.
import type { TFunction } from 'i18next';
import type { AppInitDto } from '@/schemas/dto';
import { siteLinks } from '../site-links';
import { exhibitionMenu, type MenuHighlight } from './exhibition-menu';

export interface NavLink {
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (About) or leaves the site (Instagram). */
  target?: '_blank';
  external?: boolean;
}

export interface NavMenu {
  id: 'marketplace' | 'exhibitions' | 'onView' | 'galleries' | 'about';
  label: string;
  /** A direct link (3D On View, Galleries) or the "see all" link of a submenu. */
  href: string;
  links: NavLink[];
  /** Exhibitions only: the highlight column (null = empty cell). */
  highlights?: (MenuHighlight | null)[];
  /** The closing link of a submenu (e.g. All Exhibitions). */
  allLink?: NavLink;
  /** Galleries: on desktop only for mobile devices (tablets); always in the mobile menu. */
  desktop: boolean;
}

export function headerMenus(
  init: AppInitDto | undefined,
  t: TFunction,
  options: { isMobileDevice: boolean },
): NavMenu[] {
  const exhibitions = exhibitionMenu(init?.headers_exhibitions);
  return [
    {
      id: 'marketplace',
      label: t('nav.marketplace'),
      href: siteLinks.works,
      desktop: true,
      links: (init?.artwork_categories ?? []).map((category) => ({
        id: category.handle,
        label: category.title,
        href: siteLinks.worksByCategory(category.handle),
      })),
      allLink: { id: 'all-works', label: t('nav.allWorks'), href: siteLinks.works },
    },
    {
      id: 'exhibitions',
      label: t('nav.exhibitions'),
      href: siteLinks.exhibitionList,
      desktop: true,
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
    { id: 'onView', label: t('nav.onView'), href: siteLinks.onView, desktop: true, links: [] },
    {
      id: 'galleries',
      label: t('nav.galleries'),
      href: siteLinks.galleries,
      desktop: options.isMobileDevice,
      links: [],
    },
    {
      id: 'about',
      label: t('nav.about'),
      href: siteLinks.about,
      desktop: true,
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
  ];
}

export function myPageLinks(t: TFunction): NavLink[] {
  return [
    { id: 'info', label: t('myPage.profile'), href: siteLinks.myPage.info },
    { id: 'history', label: t('myPage.orders'), href: siteLinks.myPage.history },
    { id: 'offer', label: t('myPage.offer'), href: siteLinks.myPage.offer },
    { id: 'following', label: t('myPage.following'), href: siteLinks.myPage.following },
    { id: 'wish-list', label: t('myPage.wishlist'), href: siteLinks.myPage.wishList },
  ];
}
