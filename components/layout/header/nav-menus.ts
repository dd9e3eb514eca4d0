// The header's top-level menus (rules §2 "Header menus") as the bar shows them before any is
// opened: label, address, and whether it opens a panel. What the panels list is in
// header-menus.ts, loaded with the panels and the phone menu (ADR 0016).
import type { AppShellDto } from '@/schemas/dto';
import type { TFunction } from 'i18next';
import { siteLinks } from '../site-links';

export interface NavItem {
  id: 'marketplace' | 'exhibitions' | 'onView' | 'galleries' | 'about';
  label: string;
  /** A direct link (3D On View, Galleries) or the "see all" link of a submenu. */
  href: string;
  /** Opens a panel of links (it has some); else the label is a link to `href`. */
  hasPanel: boolean;
  /** Galleries: on desktop only for mobile devices (tablets); always in the mobile menu. */
  desktop: boolean;
}

export function navMenus(
  init: AppShellDto | undefined,
  t: TFunction,
  options: { isMobileDevice: boolean },
): NavItem[] {
  const exhibitions = init?.headers_exhibitions;
  return [
    {
      id: 'marketplace',
      label: t('nav.marketplace'),
      href: siteLinks.works,
      hasPanel: (init?.artwork_categories.length ?? 0) > 0,
      desktop: true,
    },
    {
      id: 'exhibitions',
      label: t('nav.exhibitions'),
      href: siteLinks.exhibitionList,
      hasPanel: !!(exhibitions?.exhibitions.length || exhibitions?.exhibition_highlights.length),
      desktop: true,
    },
    {
      id: 'onView',
      label: t('nav.onView'),
      href: siteLinks.onView,
      hasPanel: false,
      desktop: true,
    },
    {
      id: 'galleries',
      label: t('nav.galleries'),
      href: siteLinks.galleries,
      hasPanel: false,
      desktop: options.isMobileDevice,
    },
    { id: 'about', label: t('nav.about'), href: siteLinks.about, hasPanel: true, desktop: true },
  ];
}
