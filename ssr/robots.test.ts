import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';
import { siteOrigin } from './site-origin';

describe('robots.txt', () => {
  const text = robotsTxt('https://artmarket.example');

  it('points crawlers at the sitemap on the same origin', () => {
    expect(text).toContain('Sitemap: https://artmarket.example/sitemap.xml');
  });

  it('keeps account, checkout and sign-in pages out of search in every locale', () => {
    for (const path of ['/my-page', '/purchase', '/sign-in', '/ko/my-page', '/en/sign-up']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain('Disallow: /v3/');
    expect(text).toContain('Allow: /\n');
  });
});

describe('siteOrigin', () => {
  it('uses the forwarded host and protocol behind a proxy', () => {
    expect(
      siteOrigin({
        headers: {
          host: 'internal:3000',
          'x-forwarded-host': 'art.example',
          'x-forwarded-proto': 'https',
        },
      }),
    ).toBe('https://art.example');
  });

  it('falls back to the request host', () => {
    expect(siteOrigin({ headers: { host: 'localhost:3441' } })).toBe('http://localhost:3441');
  });
});
