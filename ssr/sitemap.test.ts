import { describe, expect, it } from 'vitest';
import { localizedPath, sitemapIndexXml, sitemapPageSize, sitemapXml } from './sitemap';

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
});
