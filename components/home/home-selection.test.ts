import { describe, expect, it } from 'vitest';
import { appInitFixture } from '@/components/testing/app-init-fixture';
import type { ExhibitionSummaryDto } from '@/schemas/dto';
import { homeSelection, homeShareImage } from './home-selection';

const exhibition = (
  id: string,
  period: ExhibitionSummaryDto['period'],
  cover = true,
): ExhibitionSummaryDto => ({
  id,
  handle: id,
  type: 'solo',
  title: id,
  short_title: id,
  starts_at: '2025-01-01',
  ends_at: '2025-02-01',
  institution_name: null,
  location: null,
  cover: cover ? { url: `/media/${id}.jpg`, width: 10, height: 10, color: '#000000' } : null,
  has_on_view: false,
  period,
});

describe('home page selection', () => {
  it('leads with a current exhibition that has an image, and never lists past shows', () => {
    const init = appInitFixture({
      exhibitions: [
        exhibition('a', 'current', false),
        exhibition('b', 'upcoming'),
        exhibition('c', 'current'),
        exhibition('d', 'past'),
      ],
    });
    const selection = homeSelection(init);
    expect(selection.hero?.id).toBe('c');
    expect(selection.exhibitions.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('is empty without data', () => {
    expect(homeSelection(undefined)).toMatchObject({
      hero: undefined,
      exhibitions: [],
      artists: [],
      galleries: [],
    });
  });
});

describe('the home page share image', () => {
  const image = (name: string) => ({
    url: `/media/${name}.jpg`,
    width: 10,
    height: 10,
    color: '#000000',
  });
  it('is the first banner with an image, else the hero cover, else the first work with an image', () => {
    const hero = exhibition('hero', 'current');
    const works = [{ image: null }, { image: image('work') }];
    expect(homeShareImage([{ image: null }, { image: image('banner') }], hero, works)?.url).toBe(
      '/media/banner.jpg',
    );
    expect(homeShareImage([], hero, works)?.url).toBe('/media/hero.jpg');
    expect(homeShareImage([], undefined, works)?.url).toBe('/media/work.jpg');
    expect(homeShareImage([], undefined, [])).toBeNull();
  });
});
