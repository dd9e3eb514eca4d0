// sitemap.xml: every public page in both languages, each URL listing its English, Korean and
// default alternates (hreflang), so search engines show the visitor's language.
import { onViewHref, viewerHref } from '@/components/onview/onview-links';
import { ROCKEFELLER_HANDLE } from '@/components/special/rockefeller-handle';
import type { InternalHandlesDto } from '@/schemas/editorial-dto';
import { i18nConfig } from '@/i18n/i18n-config';

export interface SitemapEntry {
  /** Path without locale, e.g. '/work/moon-jar-7'. */
  path: string;
  /** ISO 8601 date of the last change, when known. */
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );

/** '/about' in 'ko' → '/ko/about'; the default locale has no prefix; home is '/' or '/ko'. */
export function localizedPath(path: string, locale: string): string {
  if (locale === i18nConfig.i18n.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const locales = i18nConfig.i18n.locales;
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...locales.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + localizedPath(entry.path, locale))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + entry.path)}"/>`,
    ];
    return locales.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeXml(origin + localizedPath(entry.path, locale))}</loc>`,
        entry.lastmod ? `    <lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : null,
        entry.changefreq ? `    <changefreq>${entry.changefreq}</changefreq>` : null,
        entry.priority !== undefined
          ? `    <priority>${entry.priority.toFixed(1)}</priority>`
          : null,
        ...alternates,
        '  </url>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap file holds at most 50,000 URLs; each entry is written once per language. */
export const SITEMAP_MAX_URLS = 50_000;

export function sitemapPageSize(): number {
  return Math.floor(SITEMAP_MAX_URLS / i18nConfig.i18n.locales.length);
}

/** The index that points at each part of a sitemap too large for one file. */
export function sitemapIndexXml(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, i) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The fixed pages of the site (rules §2) that belong in search results. */
export const STATIC_SITEMAP_PATHS: SitemapEntry[] = [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: '/works', changefreq: 'daily', priority: 0.9 },
  { path: '/artists', changefreq: 'weekly', priority: 0.8 },
  { path: '/galleries', changefreq: 'weekly', priority: 0.8 },
  { path: '/exhibition-list', changefreq: 'daily', priority: 0.8 },
  { path: '/xronview', changefreq: 'weekly', priority: 0.6 },
  { path: '/carousel', changefreq: 'weekly', priority: 0.5 },
  { path: '/about', changefreq: 'yearly', priority: 0.4 },
  { path: '/faq', changefreq: 'monthly', priority: 0.4 },
  { path: '/terms-of-service', changefreq: 'yearly', priority: 0.2 },
  { path: '/privacy-policy', changefreq: 'yearly', priority: 0.2 },
  { path: '/buyer-protection', changefreq: 'yearly', priority: 0.3 },
];

const enc = encodeURIComponent;

/**
 * Every page the sitemap lists: the fixed pages, then per exhibition its page (and, with a 3D
 * room, the room and its slideshow; the Rockefeller Center show also its special page), every
 * art fair's page, then artists, galleries and artworks.
 */
export function sitemapEntries(handles: InternalHandlesDto): SitemapEntry[] {
  const weekly = 'weekly' as const;
  return [
    ...STATIC_SITEMAP_PATHS,
    ...handles.exhibitions.flatMap((e) => [
      {
        path: `/${e.type === 'solo' ? 'solo-exhibition' : 'exhibitions'}/${enc(e.handle)}`,
        lastmod: e.updated_at,
        changefreq: weekly,
        priority: 0.7,
      },
      ...(e.handle === ROCKEFELLER_HANDLE
        ? [
            {
              path: `/${ROCKEFELLER_HANDLE}`,
              lastmod: e.updated_at,
              changefreq: weekly,
              priority: 0.7,
            },
          ]
        : []),
      ...(e.has_on_view
        ? [onViewHref(e.handle), viewerHref(e.handle)].map((path) => ({
            path,
            lastmod: e.updated_at,
            changefreq: weekly,
            priority: 0.5,
          }))
        : []),
    ]),
    ...handles.fairs.map((f) => ({
      path: `/${enc(f.token)}`,
      lastmod: f.updated_at,
      changefreq: weekly,
      priority: 0.7,
    })),
    ...handles.artists.map((a) => ({
      path: `/artist?handle=${enc(a.handle)}`,
      lastmod: a.updated_at,
      changefreq: weekly,
      priority: 0.7,
    })),
    ...handles.institutions.map((i) => ({
      path: `/gallery/${enc(i.handle)}`,
      lastmod: i.updated_at,
      changefreq: weekly,
      priority: 0.6,
    })),
    ...handles.artworks.map((a) => ({
      path: `/work/${enc(a.handle)}`,
      lastmod: a.updated_at,
      changefreq: weekly,
      priority: 0.8,
    })),
  ];
}
