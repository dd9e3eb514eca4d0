import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

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
