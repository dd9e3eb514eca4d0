// The small rules of the catalogue screens, each in one place.
import { describe, expect, it } from 'vitest';
import { artistLifeLine } from '@/components/artists/artist-card';
import { absoluteUrl } from '@/components/catalogue/absolute-url';
import { languagePath } from '@/components/seo/seo';
import { exhibitionHref } from '@/components/exhibitions/exhibition-card';
import { exhibitionPeriodFrom } from '@/components/exhibitions/exhibition-list-page';
import { displayUrl } from '@/components/galleries/gallery-profile';
import { bannerAutoplays } from '@/components/home/banner-rules';

const t = (key: string, options?: Record<string, unknown>) =>
  key === 'artists.born' ? `b. ${options?.year}` : `${options?.born}–${options?.died}`;

describe('catalogue rules', () => {
  it('describes an artist by nationality and years', () => {
    expect(artistLifeLine({ nationality: 'Korean', birth_year: 1984 }, t)).toBe('Korean, b. 1984');
    expect(artistLifeLine({ nationality: 'Korean', birth_year: 1931, death_year: 2019 }, t)).toBe(
      'Korean, 1931–2019',
    );
    expect(artistLifeLine({ nationality: null, birth_year: null }, t)).toBe('');
  });

  it('opens the exhibition list on current shows unless another period is asked for', () => {
    expect(exhibitionPeriodFrom('past')).toBe('past');
    expect(exhibitionPeriodFrom('upcoming')).toBe('upcoming');
    expect(exhibitionPeriodFrom('')).toBe('current');
    expect(exhibitionPeriodFrom('forever')).toBe('current');
  });

  it('sends a solo show to its artist-centred page and others to the overview', () => {
    expect(exhibitionHref({ handle: 'breath', type: 'solo' })).toBe('/solo-exhibition/breath');
    expect(exhibitionHref({ handle: 'quiet surface', type: 'group' })).toBe(
      '/exhibitions/quiet%20surface',
    );
  });

  it('lets banners advance on their own only when motion is welcome and not paused', () => {
    expect(bannerAutoplays(4, false, false)).toBe(true);
    expect(bannerAutoplays(4, true, false)).toBe(false);
    expect(bannerAutoplays(4, false, true)).toBe(false);
    expect(bannerAutoplays(1, false, false)).toBe(false);
  });

  it('shows a website without its scheme and www', () => {
    expect(displayUrl('https://www.ieum.example/')).toBe('ieum.example');
    expect(displayUrl('http://oreum.example/about')).toBe('oreum.example/about');
  });

  it('gives every page an English address without prefix and a Korean one under /ko', () => {
    expect(languagePath('/gallery/ieum', 'en')).toBe('/gallery/ieum');
    expect(languagePath('/gallery/ieum', 'ko')).toBe('/ko/gallery/ieum');
    expect(languagePath('/', 'ko')).toBe('/ko');
    expect(absoluteUrl('https://art.example', '/media/a_750px.webp')).toBe(
      'https://art.example/media/a_750px.webp',
    );
    expect(absoluteUrl('https://art.example', 'https://cdn.example/a.webp')).toBe(
      'https://cdn.example/a.webp',
    );
  });
});
