// The demo plan's shows: gallery covers, exhibitions with their highlights, and the fair with a
// booth per gallery, each cover an installation view of the works it hangs.
import { newId } from '../lib/ids';
import { exhibitionSeeds, fairSeed } from './data/exhibitions';
import { institutionSeeds } from './data/institutions';
import {
  fill,
  galleryArtists,
  type DemoCatalogue,
  type DemoLookups,
  type DemoPlan,
} from './demo-plan';
import { josa } from './korean';

/** What the banners and stories need of the fair. */
export interface PlannedFair {
  fairYear: number;
  fairToken: string;
  fairWorks: string[];
}

/** Gallery covers: a view of the gallery's own artists on its wall. */
export function planGalleryCovers(
  { catalogue, root }: DemoPlan,
  { worksByArtist, scene }: DemoLookups,
): void {
  for (const [index, seed] of institutionSeeds.entries()) {
    const works = galleryArtists(seed.handle).flatMap((handle) =>
      (worksByArtist.get(handle) ?? []).slice(0, 2),
    );
    const coverId = scene(
      'institutions',
      root.fork('cover', seed.handle).shuffle(works),
      1440,
      810,
      seed.handle,
      {
        wall: seed.wall,
      },
    );
    catalogue.institutions[index]!.coverImageId = coverId;
  }
}

/** Exhibitions, their hung works and highlights; returned by handle for the banners. */
export function planExhibitions(
  { catalogue, root, now, at }: DemoPlan,
  { institutionIds, artistIds, worksByArtist, artworkById, scene }: DemoLookups,
): Map<string, DemoCatalogue['exhibitions'][number]> {
  const exhibitionByHandle = new Map<string, (typeof catalogue.exhibitions)[number]>();
  for (const seed of exhibitionSeeds) {
    const rng = root.fork('exhibition', seed.handle);
    const startsAt = at(seed.startDay);
    const endsAt = at(seed.endDay);
    const year = startsAt.getUTCFullYear();
    const pool = (
      seed.artists.length ? seed.artists : galleryArtists(seed.institution ?? '')
    ).flatMap((handle) => worksByArtist.get(handle) ?? []);
    // Past shows hung what was ready by then; current and upcoming ones can show anything.
    const eligible = pool.filter(
      (id) => seed.endDay > 0 || artworkById.get(id)!.publishedAt! < endsAt,
    );
    const candidates = eligible.length >= seed.artworks[0] ? eligible : pool;
    const count = Math.min(candidates.length, rng.int(seed.artworks[0], seed.artworks[1]));
    const chosen = rng.sample(candidates, count);
    const id = newId('exh', startsAt.getTime());
    const institution = seed.institution
      ? institutionSeeds.find((i) => i.handle === seed.institution)
      : undefined;
    // Covers differ as shows do: the title on the wall beside one work, a row at eye level, or
    // a salon hang; the first two shows take the first two, the rest draw one.
    const look = rng.fork('look');
    const layout =
      exhibitionSeeds.indexOf(seed) < 3
        ? (['feature', 'row', 'salon'] as const)[exhibitionSeeds.indexOf(seed)]!
        : look.pick(['feature', 'row', 'salon'] as const);
    const coverId =
      scene('exhibitions', chosen, 1440, 900, seed.handle, {
        wall: institution?.wall ?? look.pick([undefined, '#e9e4da', '#d8dcd6', '#2f2d2b']),
        floor: look.pick(['concrete', 'oak', 'dark'] as const),
        layout,
        caption: {
          title: fill(seed.titleEn, { year }),
          line: (institution?.nameEn ?? seed.locationEn ?? '').toUpperCase(),
        },
      }) ?? artworkById.get(chosen[0]!)!.imageId!;
    const exhibition = {
      id,
      handle: seed.handle,
      type: seed.type,
      titleEn: fill(seed.titleEn, { year }),
      titleKo: fill(seed.titleKo, { year }),
      shortTitleEn: seed.shortTitleEn,
      shortTitleKo: seed.shortTitleKo,
      descriptionEn: seed.descriptionEn,
      descriptionKo: seed.descriptionKo,
      institutionId: seed.institution ? institutionIds.get(seed.institution)! : null,
      fairId: null,
      artistId: seed.type === 'solo' ? artistIds.get(seed.artists[0]!)! : null,
      locationEn:
        seed.locationEn ??
        (institution ? `${institution.nameEn}, ${institution.cityEn}` : 'Online'),
      locationKo:
        seed.locationKo ??
        (institution ? `${institution.nameKo}, ${institution.cityKo}` : '온라인'),
      startsAt,
      endsAt,
      coverImageId: coverId,
      hasOnView: seed.hasOnView ?? false,
      menuRank: seed.menuRank ?? null,
      createdAt: at(Math.min(seed.startDay, 0) - 14),
    };
    catalogue.exhibitions.push(exhibition);
    exhibitionByHandle.set(seed.handle, exhibition);
    chosen.forEach((artworkId, index) =>
      catalogue.exhibitionArtworks.push({ exhibitionId: id, artworkId, rank: index }),
    );
    seed.highlights?.forEach((highlight, index) => {
      const picks = rng.sample(chosen, Math.min(chosen.length, rng.int(3, 5)));
      catalogue.highlights.push({
        id: newId('exl', now.getTime()),
        exhibitionId: id,
        ...highlight,
        imageId: artworkById.get(picks[0]!)!.imageId!,
        artworkIds: picks,
        rank: index + 1,
      });
    });
  }
  return exhibitionByHandle;
}

/** The fair and its booths. */
export function planFair(
  { catalogue, root, at }: DemoPlan,
  { institutionIds, worksByArtist, artworkById, scene }: DemoLookups,
): PlannedFair {
  const fairRng = root.fork('fair');
  const fairStart = at(fairSeed.startDay);
  const fairYear = fairStart.getUTCFullYear();
  const fairToken = `seoul-art-week-${fairYear}`;
  const fairId = newId('fair', fairStart.getTime());
  const fairWorks: string[] = [];
  for (const [boothIndex, booth] of fairSeed.booths.entries()) {
    const institution = institutionSeeds.find((i) => i.handle === booth.institution)!;
    const pool = galleryArtists(booth.institution)
      .flatMap((handle) => worksByArtist.get(handle) ?? [])
      .filter((id) => artworkById.get(id)!.purchaseStatus !== 'sold');
    const chosen = fairRng.sample(pool, Math.min(pool.length, fairRng.int(8, 12)));
    fairWorks.push(...chosen.slice(0, 2));
    const id = newId('exh', fairStart.getTime());
    const titleEn = `${institution.nameEn} at Seoul Art Week ${fairYear}`;
    catalogue.exhibitions.push({
      id,
      handle: `${fairToken}-${booth.institution}`,
      type: 'fair',
      titleEn,
      titleKo: `서울 아트 위크 ${fairYear} ${institution.nameKo} 부스`,
      shortTitleEn: `${institution.nameEn} · ${booth.booth}`,
      shortTitleKo: `${institution.nameKo} · ${booth.booth}`,
      descriptionEn: `${institution.nameEn} presents its artists at booth ${booth.booth} of Seoul Art Week ${fairYear}. ${institution.descriptionEn}`,
      descriptionKo: `${josa(institution.nameKo, '은/는')} 서울 아트 위크 ${fairYear}의 ${booth.booth} 부스에서 소속 작가들을 소개한다. ${institution.descriptionKo}`,
      institutionId: institutionIds.get(booth.institution)!,
      fairId,
      artistId: null,
      locationEn: `${fairSeed.venueEn}, booth ${booth.booth}`,
      locationKo: `${fairSeed.venueKo} ${booth.booth} 부스`,
      startsAt: fairStart,
      endsAt: at(fairSeed.endDay),
      coverImageId:
        // Booths side by side on the list: each hung its own way, the gallery's name on a third.
        scene('exhibitions', chosen, 1440, 900, `booth-${booth.institution}`, {
          wall: institution.wall,
          layout: (['salon', 'row', 'feature'] as const)[boothIndex % 3],
          caption: {
            title: institution.nameEn,
            line: `SEOUL ART WEEK ${fairYear} · ${booth.booth}`,
          },
        }) ?? artworkById.get(chosen[0]!)!.imageId!,
      hasOnView: false,
      menuRank: null,
      createdAt: at(fairSeed.startDay - 21),
    });
    chosen.forEach((artworkId, index) =>
      catalogue.exhibitionArtworks.push({ exhibitionId: id, artworkId, rank: index }),
    );
  }
  catalogue.fairs.push({
    id: fairId,
    handle: fairToken,
    token: fairToken,
    titleEn: fill(fairSeed.titleEn, { year: fairYear }),
    titleKo: fill(fairSeed.titleKo, { year: fairYear }),
    descriptionEn: fairSeed.descriptionEn,
    descriptionKo: fairSeed.descriptionKo,
    venueEn: fairSeed.venueEn,
    venueKo: fairSeed.venueKo,
    startsAt: fairStart,
    endsAt: at(fairSeed.endDay),
    coverImageId: scene('fairs', fairWorks, 1920, 1000, 'fair', { floor: 'concrete' }),
    createdAt: at(fairSeed.startDay - 30),
  });
  return { fairYear, fairToken, fairWorks };
}
