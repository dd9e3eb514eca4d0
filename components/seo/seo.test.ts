import { describe, expect, it } from 'vitest';
import { checkJsonLd } from './schema-org-check';
import {
  artGalleryJsonLd,
  breadcrumbListJsonLd,
  exhibitionEventJsonLd,
  itemListJsonLd,
  jsonForScript,
  languagePath,
  organizationJsonLd,
  pageAlternates,
  pageTitle,
  personJsonLd,
  shareImage,
  webSiteJsonLd,
} from './seo';

const origin = 'https://art.example';

describe('pageTitle', () => {
  it('ends every title with one separator and the brand', () => {
    expect(pageTitle('Artists', 'Artmarket')).toBe('Artists — Artmarket');
    expect(pageTitle('작가', '아트마켓')).toBe('작가 — 아트마켓');
  });

  it('does not brand twice, whatever separator the name already used', () => {
    expect(pageTitle('FAQ | Artmarket', 'Artmarket')).toBe('FAQ — Artmarket');
    expect(pageTitle('FAQ - Artmarket', 'Artmarket')).toBe('FAQ — Artmarket');
    expect(pageTitle('Sign in · Artmarket', 'Artmarket')).toBe('Sign in — Artmarket');
    expect(pageTitle('Blue Field — Artmarket', 'Artmarket')).toBe('Blue Field — Artmarket');
  });

  it('is the brand alone for an empty name or the brand itself', () => {
    expect(pageTitle('', 'Artmarket')).toBe('Artmarket');
    expect(pageTitle('Artmarket', 'Artmarket')).toBe('Artmarket');
  });
});

describe('pageAlternates', () => {
  it('gives the canonical in the page language and en, ko and x-default alternates', () => {
    expect(pageAlternates(origin, '/gallery/ieum', 'ko')).toEqual({
      canonical: 'https://art.example/ko/gallery/ieum',
      alternates: [
        { hrefLang: 'en', href: 'https://art.example/gallery/ieum' },
        { hrefLang: 'ko', href: 'https://art.example/ko/gallery/ieum' },
        { hrefLang: 'x-default', href: 'https://art.example/gallery/ieum' },
      ],
    });
  });

  it('maps home to / and /ko, and keeps a query', () => {
    expect(pageAlternates(origin, '/', 'ko').canonical).toBe('https://art.example/ko');
    expect(pageAlternates(origin, '/', 'en').canonical).toBe('https://art.example/');
    expect(languagePath('/artist?handle=han', 'ko')).toBe('/ko/artist?handle=han');
    expect(languagePath('/?tab=x', 'ko')).toBe('/ko?tab=x');
  });

  it('takes a localized path per language as it is', () => {
    const links = pageAlternates(
      origin,
      (lang) => (lang === 'ko' ? '/ko/works?p=2' : '/works?p=2'),
      'en',
    );
    expect(links.canonical).toBe('https://art.example/works?p=2');
    expect(links.alternates.map((a) => a.href)).toEqual([
      'https://art.example/works?p=2',
      'https://art.example/ko/works?p=2',
      'https://art.example/works?p=2',
    ]);
  });
});

describe('shareImage', () => {
  it('is the absolute 750 px variant with its scaled size', () => {
    expect(
      shareImage(origin, { url: '/media/a.jpg', width: 1500, height: 1000, color: '#000000' }, 'A'),
    ).toEqual({ url: 'https://art.example/media/a_750px.webp', width: 750, height: 500, alt: 'A' });
  });
});

describe('jsonForScript', () => {
  it('can never close the script element or open a comment', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({
      name: '</script><script>alert(1)</script><!-- & \u2028',
    });
  });
});

describe('JSON-LD', () => {
  it('home: the Organization and the WebSite with a SearchAction in the page language', () => {
    expect(organizationJsonLd(origin, 'Artmarket')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Artmarket',
      url: 'https://art.example/',
    });
    expect(webSiteJsonLd(origin, '아트마켓', 'ko')).toMatchObject({
      '@type': 'WebSite',
      url: 'https://art.example/ko',
      inLanguage: 'ko',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://art.example/ko/works-search?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('artist: a Person, with only the facts known', () => {
    const person = personJsonLd(
      { name: 'Han Seoyeon', url: `${origin}/artist?handle=han`, birthYear: 1984 },
      'en',
    );
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': 'https://art.example/artist?handle=han',
      name: 'Han Seoyeon',
      url: 'https://art.example/artist?handle=han',
      jobTitle: 'Artist',
      birthDate: '1984',
    });
  });

  it('gallery: an ArtGallery with its address and site', () => {
    expect(
      artGalleryJsonLd({
        name: 'Ieum',
        url: `${origin}/gallery/ieum`,
        address: 'Seoul',
        website: 'https://ieum.example',
      }),
    ).toMatchObject({ '@type': 'ArtGallery', address: 'Seoul', sameAs: ['https://ieum.example'] });
  });

  it('exhibition: an ExhibitionEvent with dates, place and whether it is also online', () => {
    const event = exhibitionEventJsonLd(
      {
        name: 'Quiet Water',
        url: `${origin}/exhibitions/quiet-water`,
        startDate: '2026-11-01T00:00:00.000Z',
        endDate: '2026-12-31T00:00:00.000Z',
        place: 'Gallery Ieum, Seoul',
        organizer: 'Gallery Ieum',
        online: true,
      },
      'en',
    );
    expect(event).toMatchObject({
      '@type': 'ExhibitionEvent',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-31T00:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      organizer: { '@type': 'Organization', name: 'Gallery Ieum' },
    });
    expect(event.location).toHaveLength(2);
    expect(
      exhibitionEventJsonLd({ name: 'x', url: `${origin}/exhibitions/x` }, 'en'),
    ).not.toHaveProperty('location');
  });

  it('breadcrumb (rules 4.61): the visible steps, absolute in the page language, the last the page itself', () => {
    const crumbs = [
      { name: '작가', href: '/artists' },
      { name: '한서연', href: '/artist?handle=han' },
    ];
    expect(breadcrumbListJsonLd(origin, crumbs, 'ko')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '작가', item: 'https://art.example/ko/artists' },
        {
          '@type': 'ListItem',
          position: 2,
          name: '한서연',
          item: 'https://art.example/ko/artist?handle=han',
        },
      ],
    });
    expect(breadcrumbListJsonLd(origin, crumbs, 'en').itemListElement).toMatchObject([
      { item: 'https://art.example/artists' },
      { item: 'https://art.example/artist?handle=han' },
    ]);
  });

  it('list (rules 4.62): the entries in page order, each its page in the page language', () => {
    const list = itemListJsonLd(origin, 'Artworks', ['/work/a', '/work/b'], 'ko');
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Artworks',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://art.example/ko/work/a' },
        { '@type': 'ListItem', position: 2, url: 'https://art.example/ko/work/b' },
      ],
    });
  });

  it('every builder passes the schema.org checker of the types it uses, in both languages', () => {
    for (const language of ['en', 'ko'] as const) {
      const nodes = [
        organizationJsonLd(origin, 'Artmarket'),
        webSiteJsonLd(origin, 'Artmarket', language),
        personJsonLd(
          {
            name: 'Han',
            url: `${origin}/artist?handle=han`,
            nationality: 'Korean',
            birthYear: 1984,
          },
          language,
        ),
        artGalleryJsonLd({ name: 'Ieum', url: `${origin}/gallery/ieum`, address: 'Seoul' }),
        exhibitionEventJsonLd(
          {
            name: 'Quiet Water',
            url: `${origin}/exhibitions/quiet-water`,
            startDate: '2026-11-01T00:00:00.000Z',
            endDate: '2026-12-31T00:00:00.000Z',
            place: 'Gallery Ieum, Seoul',
            organizer: 'Gallery Ieum',
            online: true,
          },
          language,
        ),
        breadcrumbListJsonLd(origin, [{ name: 'Artists', href: '/artists' }], language),
        itemListJsonLd(origin, 'Artworks', ['/work/a'], language),
      ];
      for (const node of nodes) expect(checkJsonLd(node), String(node['@type'])).toEqual([]);
    }
  });
});
