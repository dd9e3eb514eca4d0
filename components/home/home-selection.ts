// What the home page shows from app initialisation, as one pure choice.
import type { AppInitDto, ExhibitionSummaryDto, ImageDto } from '@/schemas/dto';

export const HOME_EXHIBITIONS = 6;
export const HOME_ARTISTS = 8;
export const HOME_GALLERIES = 8;
/** Featured works on the home page (store/featured-artwork), two rows of four. */
export const HOME_FEATURED_WORKS = 8;

/** Gallery shows lead the page; the 3D viewing room and fair entries follow them. */
const heroPreference: Record<string, number> = { solo: 0, group: 1 };

function heroRank(exhibition: ExhibitionSummaryDto): number {
  return heroPreference[exhibition.type] ?? 2;
}

export function homeSelection(init: AppInitDto | undefined) {
  const exhibitions = init?.exhibitions ?? [];
  const current = exhibitions.filter((e) => e.period === 'current');
  // The hero is a current exhibition with an image, solo before group before the rest.
  const withCover = current.filter((e) => e.cover);
  const hero =
    [...withCover].sort((a, b) => heroRank(a) - heroRank(b))[0] ??
    exhibitions.find((e) => e.cover) ??
    exhibitions[0];
  // Fair booths have the fair's own band further down.
  const rest = [...current, ...exhibitions.filter((e) => e.period === 'upcoming')].filter(
    (e) => e.id !== hero?.id && e.type !== 'fair',
  );
  return {
    hero,
    exhibitions: rest.slice(0, HOME_EXHIBITIONS),
    artists: (init?.featured_artists ?? []).slice(0, HOME_ARTISTS),
    galleries: (init?.featured_institutions ?? []).slice(0, HOME_GALLERIES),
    fair: init?.fairs?.[0],
  };
}

/** The picture a shared home link shows: the first banner's, else the hero's, else a work's. */
export function homeShareImage(
  banners: readonly { image: ImageDto | null }[],
  hero: Pick<ExhibitionSummaryDto, 'cover'> | undefined,
  works: readonly { image: ImageDto | null }[],
): ImageDto | null {
  return (
    banners.find((b) => b.image)?.image ?? hero?.cover ?? works.find((w) => w.image)?.image ?? null
  );
}
