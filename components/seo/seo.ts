// What every public page tells search engines and link previews (issue 21 "pages that share
// well"): one title pattern, the canonical and language alternates, and the schema.org data of
// the page's subject. Pure, so it is tested without a page; rendered by SeoHead.
import type { ImageDto, Language } from '@/schemas/dto';
import { languages } from '@/schemas/language';
import { imageVariantUrl } from '@/rules/image';
import { absoluteUrl } from '@/components/catalogue/absolute-url';

/** Between a page's own name and the brand: "Artists — Artmarket", "작가 — 아트마켓". */
export const TITLE_SEPARATOR = ' — ';

/** Separators a name may already end with before the brand (" | ", " - ", " · ", " — "). */
const BRAND_TAIL = /\s*(?:—|–|-|\||·)\s*$/;

/**
 * The document title: the page's name, then the brand, joined by one separator. A name that
 * already ends with the brand (whatever the separator) is not branded twice; the brand alone
 * (or an empty name) is the brand.
 */
export function pageTitle(name: string, brand: string): string {
  let own = name.trim();
  if (own.endsWith(brand)) own = own.slice(0, -brand.length).replace(BRAND_TAIL, '');
  return own && own !== brand ? `${own}${TITLE_SEPARATOR}${brand}` : brand;
}

/** '/gallery/ieum' in Korean → '/ko/gallery/ieum'; English has no prefix; home is '/ko'. */
export function languagePath(path: string, language: Language): string {
  if (language === 'en') return path;
  if (path === '/') return '/ko';
  return path.startsWith('/?') ? `/ko${path.slice(1)}` : `/ko${path}`;
}

/** A page's address: its path without a language prefix, or its localized path per language. */
export type PagePath = string | ((language: Language) => string);

export interface Alternates {
  canonical: string;
  /** en, ko and x-default (English, the default locale), absolute. */
  alternates: { hrefLang: Language | 'x-default'; href: string }[];
}

/** The canonical URL in the visitor's language and its alternates in every language. */
export function pageAlternates(origin: string, path: PagePath, language: Language): Alternates {
  const at = (lang: Language) =>
    origin + (typeof path === 'function' ? path(lang) : languagePath(path, lang));
  return {
    canonical: at(language),
    alternates: [
      ...languages.map((lang) => ({ hrefLang: lang, href: at(lang) })),
      { hrefLang: 'x-default' as const, href: at('en') },
    ],
  };
}

export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** A catalogue picture as a share image: its 750 px variant, absolute (a preview's width). */
export function shareImage(origin: string, image: ImageDto, alt?: string): ShareImage {
  const scale = image.width > 750 ? 750 / image.width : 1;
  return {
    url: absoluteUrl(origin, imageVariantUrl(image.url, '750px')),
    width: Math.round(image.width * scale),
    height: Math.round(image.height * scale),
    ...(alt ? { alt } : {}),
  };
}

export const openGraphLocale = (language: Language) => (language === 'ko' ? 'ko_KR' : 'en_US');

/**
 * JSON for an inline data script: `<`, `>` and `&` escaped so the text can never close the
 * script element or open a comment, and the line separators JavaScript once refused.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** The site's publisher, on the home page. */
export function organizationJsonLd(origin: string, brand: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: brand,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
}

/** The site with its search box (the natural-language search, /works-search?q=). */
export function webSiteJsonLd(origin: string, brand: string, language: Language): JsonLd {
  const home = origin + languagePath('/', language);
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: brand,
    url: home,
    inLanguage: language,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}${languagePath('/works-search', language)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** An artist's profile page. */
export function personJsonLd(
  person: {
    name: string;
    url: string;
    image?: string | null;
    description?: string | null;
    nationality?: string | null;
    birthYear?: number | null;
  },
  language: Language,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': person.url,
    name: person.name,
    url: person.url,
    // A Person has no inLanguage in schema.org: the page's language shows in the job title.
    jobTitle: language === 'ko' ? '미술가' : 'Artist',
    ...(person.image ? { image: person.image } : {}),
    ...(person.description ? { description: person.description } : {}),
    ...(person.nationality ? { nationality: person.nationality } : {}),
    ...(person.birthYear ? { birthDate: String(person.birthYear) } : {}),
  };
}

/** A gallery's profile page: schema.org's ArtGallery (a local business). */
export function artGalleryJsonLd(gallery: {
  name: string;
  url: string;
  image?: string | null;
  description?: string | null;
  address?: string | null;
  website?: string | null;
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ArtGallery',
    '@id': gallery.url,
    name: gallery.name,
    url: gallery.url,
    ...(gallery.image ? { image: gallery.image } : {}),
    ...(gallery.description ? { description: gallery.description } : {}),
    ...(gallery.address ? { address: gallery.address } : {}),
    ...(gallery.website ? { sameAs: [gallery.website] } : {}),
  };
}

/** An exhibition (or a fair): an event with its dates, place and organiser. */
export function exhibitionEventJsonLd(
  exhibition: {
    name: string;
    url: string;
    startDate?: string | null;
    endDate?: string | null;
    image?: string | null;
    description?: string | null;
    place?: string | null;
    organizer?: string | null;
    online?: boolean;
  },
  language: Language,
): JsonLd {
  const place = exhibition.place
    ? { '@type': 'Place', name: exhibition.place, address: exhibition.place }
    : null;
  const online = exhibition.online ? { '@type': 'VirtualLocation', url: exhibition.url } : null;
  const location = [place, online].filter(Boolean);
  return {
    '@context': CONTEXT,
    '@type': 'ExhibitionEvent',
    '@id': exhibition.url,
    name: exhibition.name,
    url: exhibition.url,
    inLanguage: language,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? place
        ? 'https://schema.org/MixedEventAttendanceMode'
        : 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    ...(exhibition.startDate ? { startDate: exhibition.startDate } : {}),
    ...(exhibition.endDate ? { endDate: exhibition.endDate } : {}),
    ...(location.length ? { location: location.length === 1 ? location[0] : location } : {}),
    ...(exhibition.image ? { image: exhibition.image } : {}),
    ...(exhibition.description ? { description: exhibition.description } : {}),
    ...(exhibition.organizer
      ? { organizer: { '@type': 'Organization', name: exhibition.organizer } }
      : {}),
  };
}

/**
 * A list page's entries (works, artists, exhibitions) in the order the page shows them: each one's
 * page, absolute in the page's language (`hrefs` without a language prefix).
 */
export function itemListJsonLd(
  origin: string,
  name: string,
  hrefs: string[],
  language: Language,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: hrefs.length,
    itemListElement: hrefs.map((href, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: origin + languagePath(href, language),
    })),
  };
}

/** One step of a page's breadcrumb: its visible name and its address without a language prefix. */
export interface Crumb {
  name: string;
  href: string;
}

/**
 * A page's breadcrumb trail as schema.org's BreadcrumbList: the names and addresses the visible
 * breadcrumb shows (components/ui/breadcrumbs), absolute in the page's language, the last being
 * the page itself.
 */
export function breadcrumbListJsonLd(origin: string, crumbs: Crumb[], language: Language): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + languagePath(crumb.href, language),
    })),
  };
}
