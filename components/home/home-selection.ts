// What the home page shows from app initialisation, as one pure choice.
import type { AppInitDto } from '@/schemas/dto';

export const HOME_EXHIBITIONS = 5;
export const HOME_ARTISTS = 8;
export const HOME_GALLERIES = 8;

export function homeSelection(init: AppInitDto | undefined) {
  const exhibitions = init?.exhibitions ?? [];
  const current = exhibitions.filter((e) => e.period === 'current');
  // The hero is the current exhibition with an image; failing that, any with an image.
  const hero = current.find((e) => e.cover) ?? exhibitions.find((e) => e.cover) ?? exhibitions[0];
  const rest = [...current, ...exhibitions.filter((e) => e.period !== 'current')].filter(
    (e) => e.id !== hero?.id && e.period !== 'past',
  );
  return {
    hero,
    exhibitions: rest.slice(0, HOME_EXHIBITIONS),
    artists: (init?.featured_artists ?? []).slice(0, HOME_ARTISTS),
    galleries: (init?.featured_institutions ?? []).slice(0, HOME_GALLERIES),
    fair: init?.fairs?.[0],
  };
}
