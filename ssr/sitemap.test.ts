import { describe, expect, it } from 'vitest';
import type { InternalHandlesDto } from '@/schemas/editorial-dto';
import {
  localizedPath,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPageSize,
  sitemapXml,
  STATIC_SITEMAP_PATHS,
} from './sitemap';

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://art.example', [
    { path: '/', priority: 1 },
    { path: '/work/moon-jar&7', lastmod: '2026-11-02T10:00:00.000Z' },
  ]);

  it('lists every page once per language, English without a prefix', () => {
    expect(xml).toContain('<loc>https://art.example/</loc>');
    expect(xml).toContain('<loc>https://art.example/ko</loc>');
    expect(xml).toContain('<loc>https://art.example/work/moon-jar&amp;7</loc>');
    expect(xml).toContain('<loc>https://art.example/ko/work/moon-jar&amp;7</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('gives each URL its English, Korean and default alternates', () => {
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ko" href="https://art.example/ko/work/moon-jar&amp;7"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://art.example/work/moon-jar&amp;7"/>',
    );
    expect(xml).toContain('<lastmod>2026-11-02</lastmod>');
  });

  it('splits into parts of at most 50,000 URLs behind an index', () => {
    expect(sitemapPageSize()).toBe(25_000);
    const index = sitemapIndexXml('https://art.example', 2);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://art.example/sitemap.xml?page=2</loc>');
  });

  it('prefixes Korean paths and keeps the home page short', () => {
    expect(localizedPath('/', 'ko')).toBe('/ko');
    expect(localizedPath('/faq', 'ko')).toBe('/ko/faq');
    expect(localizedPath('/faq', 'en')).toBe('/faq');
  });

  it('lists each 3D room and its slideshow, the fair pages and the special page where they exist', () => {
    const at = '2026-11-20T09:00:00.000Z';
    const ref = (id: string) => ({ id, handle: id, updated_at: at });
    const handles: InternalHandlesDto = {
      artworks: [ref('moon-jar')],
      artists: [ref('kim-seoyeon')],
      institutions: [ref('gallery-onda')],
      exhibitions: [
        { ...ref('rooms-of-light'), type: 'group', has_on_view: true },
        { ...ref('ink & paper'), type: 'solo', has_on_view: false },
        { ...ref('rockefeller-center-exhibition'), type: 'group', has_on_view: true },
      ],
      fairs: [{ ...ref('seoul-art-week'), token: 'seoul-art-week-2026' }],
    };
    const paths = sitemapEntries(handles).map((entry) => entry.path);
    expect(paths.slice(0, STATIC_SITEMAP_PATHS.length)).toEqual(
      STATIC_SITEMAP_PATHS.map((entry) => entry.path),
    );
    expect(paths).toContain('/xronview');
    // Every page with a canonical of its own is listed (issue 21): the stories too.
    expect(paths).toContain('/carousel');
    expect(paths.slice(STATIC_SITEMAP_PATHS.length)).toEqual([
      '/exhibitions/rooms-of-light',
      '/onview/rooms-of-light',
      '/viewer/rooms-of-light',
      '/solo-exhibition/ink%20%26%20paper',
      '/exhibitions/rockefeller-center-exhibition',
      '/rockefeller-center-exhibition',
      '/onview/rockefeller-center-exhibition',
      '/viewer/rockefeller-center-exhibition',
      '/seoul-art-week-2026',
      '/artist?handle=kim-seoyeon',
      '/gallery/gallery-onda',
      '/work/moon-jar',
    ]);
    expect(
      sitemapEntries(handles).find((entry) => entry.path === '/onview/rooms-of-light'),
    ).toEqual({ path: '/onview/rooms-of-light', lastmod: at, changefreq: 'weekly', priority: 0.5 });

    const none = sitemapEntries({ ...handles, exhibitions: [handles.exhibitions[1]!], fairs: [] });
    expect(none.some((entry) => /^\/(onview|viewer|rockefeller|seoul)/.test(entry.path))).toBe(
      false,
    );
  });
});
