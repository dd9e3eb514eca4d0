// The demo plan's artists and their works: portraits, titles, sizes, prices, editions, pictures
// and search tags, all drawn from each artist's own fork of the seeded random root.
import { newId } from '../lib/ids';
import {
  pickEditionSize,
  pickFrame,
  pickInterest,
  pickPrice,
  pickSignature,
  pickSize,
  pickStatus,
  pictureSize,
  planEditions,
  pricePerHo,
  roundPrice,
  slugify,
} from './catalogue-rules';
import { artistSeeds, nationalities, type ArtistSeed } from './data/artists';
import { describeArtwork, standaloneTitles } from './data/artwork-text';
import { paletteColours, seriesSubjects, styleSubjects } from './data/artwork-subjects';
import { searchTagsFor } from './data/search-tags';
import { media } from './data/media';
import type { DemoPlan } from './demo-plan';
import { hashSeed, type Random } from './random';

const artworkLongEdge = 1200;

function shortNameEn(artist: ArtistSeed): string {
  const parts = artist.nameEn.split(' ');
  return (artist.nationality === 'korean' ? parts[0] : parts.at(-1)) ?? artist.nameEn;
}

/** Titles like `Breath 24-07`, `Breath No. 12`, a stand-alone title, or `Untitled`. */
function titlesFor(
  rng: Random,
  artist: ArtistSeed,
  count: number,
  years: number[],
): { titleEn: string; titleKo: string; series: readonly [string, string] | null }[] {
  const format = rng.pick(['dated', 'numbered', 'numbered'] as const);
  const used = new Set<string>();
  const pool = rng.shuffle(standaloneTitles[artist.style]);
  const titles: { titleEn: string; titleKo: string; series: readonly [string, string] | null }[] =
    [];
  let counter = rng.int(2, 30);
  for (let i = 0; i < count; i += 1) {
    let title: [string, string];
    let series: readonly [string, string] | null = null;
    const roll = rng.next();
    if (roll < 0.2 && pool.length) {
      title = [...pool.pop()!];
    } else if (roll < 0.27) {
      const n = String(rng.int(1, 24)).padStart(2, '0');
      title = [`Untitled ${n}`, `무제 ${n}`];
    } else {
      series = rng.pick(artist.series);
      const [en, ko] = series;
      counter += rng.int(1, 4);
      const suffix =
        format === 'dated'
          ? `${String(years[i]! % 100).padStart(2, '0')}-${String(rng.int(1, 12)).padStart(2, '0')}`
          : `No. ${counter}`;
      title = [`${en} ${suffix}`, `${ko} ${suffix}`];
    }
    if (used.has(title[0])) title = [`${title[0]} (II)`, `${title[1]} (II)`];
    used.add(title[0]);
    titles.push({ titleEn: title[0], titleKo: title[1], series });
  }
  return titles;
}

/** Artists with their portraits, then each artist's works with pictures, editions and tags. */
export function planArtists(
  { catalogue, root, now, at, px }: DemoPlan,
  categoryIds: Map<string, string>,
  institutionIds: Map<string, string>,
): { worksByArtist: Map<string, string[]>; artistIds: Map<string, string> } {
  const worksByArtist = new Map<string, string[]>();
  const artistIds = new Map<string, string>();
  for (const artist of artistSeeds) {
    const rng = root.fork('artist', artist.handle);
    const id = newId('ast', now.getTime());
    artistIds.set(artist.handle, id);
    const portraitId = newId('img', now.getTime());
    catalogue.pictures.push({
      kind: 'portrait',
      imageId: portraitId,
      folder: 'artists',
      seed: hashSeed('portrait', artist.handle),
      palette: artist.palettes[0]!,
      size: px(800),
      sitter: {
        tones: ['korean', 'japanese'].includes(artist.nationality)
          ? [0, 3]
          : artist.nationality === 'thai'
            ? [2, 5]
            : [0, 6],
        grey: artist.birthYear < 1966,
      },
    });
    const [nationalityEn, nationalityKo] = nationalities[artist.nationality];
    catalogue.artists.push({
      id,
      handle: artist.handle,
      nameEn: artist.nameEn,
      nameKo: artist.nameKo,
      bioEn: artist.bioEn,
      bioKo: artist.bioKo,
      birthYear: artist.birthYear,
      nationalityEn,
      nationalityKo,
      imageId: portraitId,
      featuredRank: artist.featuredRank ?? null,
      wishesCount: pickInterest(rng.fork('wishes'), artist.career === 'established' ? 1.4 : 0.8)
        .wishesCount,
    });

    const perHo = pricePerHo(rng, artist.career);
    const publishedDates = Array.from({ length: artist.works }, () => at(-rng.float(1, 730)));
    const years = publishedDates.map((date) => {
      const back = rng.weighted([
        [0, 50],
        [1, 30],
        [2, 12],
        [rng.int(3, 8), 8],
      ] as const);
      return Math.max(artist.birthYear + 22, date.getUTCFullYear() - back);
    });
    const titles = titlesFor(rng, artist, artist.works, years);
    const ids: string[] = [];
    for (let i = 0; i < artist.works; i += 1) {
      const work = rng.fork('work', i);
      const mediumKey = work.pick(artist.media);
      const [mediumEn, mediumKo] = media[mediumKey];
      const size = pickSize(work, artist.category, artist.style, artist.career);
      const status = pickStatus(work, artist.career);
      const editionSize = pickEditionSize(work, artist.category, mediumKey);
      const publishedAt =
        status === 'release_soon' ? at(-work.float(0.5, 14)) : (publishedDates[i] as Date);
      const year = Math.min(years[i] as number, publishedAt.getUTCFullYear());
      const price =
        status === 'not_for_sale'
          ? null
          : pickPrice(work, artist.category, artist.career, size, perHo);
      const { titleEn, titleKo, series } = titles[i]!;
      // The description's two wording choices are drawn here, before the frame, bid, palette and
      // editions, so that those keep the draws they have always had; the text is written once the
      // palette is known.
      const wordingRolls = [work.next(), work.next()];
      const frame = pickFrame(work, artist.category, size);
      const [signatureEn, signatureKo] = pickSignature(work, artist.category, mediumKey);
      const bid =
        status === 'on_sale' && price && work.chance(0.16)
          ? {
              lastBidPrice: work.chance(0.65) ? roundPrice(price * work.float(0.72, 0.93)) : null,
              bidExpiresAt: at(work.float(1, 9)),
            }
          : null;
      const artworkId = newId('art', publishedAt.getTime());
      const imageId = newId('img', publishedAt.getTime());
      const [width, height] = pictureSize(artist.category, size, px(artworkLongEdge));
      const palette = work.pick(artist.palettes);
      let wordingRoll = 0;
      const [descriptionEn, descriptionKo] = describeArtwork(
        artist.style,
        {
          titleEn,
          titleKo,
          shortNameEn: shortNameEn(artist),
          category: artist.category,
          medium: mediumKey,
          year,
          editionSize,
          series,
          subject: series ? seriesSubjects[series[0]]! : styleSubjects[artist.style],
          colours: paletteColours[palette],
          widthCm: size.widthCm,
          heightCm: size.heightCm,
          depthCm: size.depthCm,
          ho: size.ho,
        },
        (items) => items[Math.floor(wordingRolls[wordingRoll++ % 2]! * items.length)]!,
      );
      catalogue.pictures.push({
        kind: 'artwork',
        imageId,
        folder: 'artworks',
        style: artist.style,
        seed: hashSeed(artist.handle, i),
        palette,
        width,
        height,
        editionLabel: editionSize > 1 ? `${work.int(1, editionSize)}/${editionSize}` : undefined,
      });
      const handleBase = `${slugify(titleEn)}-${artist.handle}`;
      catalogue.artworks.push({
        id: artworkId,
        handle: handleBase,
        titleEn,
        titleKo,
        descriptionEn,
        descriptionKo,
        artistId: id,
        institutionId:
          artist.gallery && work.chance(0.92) ? institutionIds.get(artist.gallery)! : null,
        categoryId: categoryIds.get(artist.category)!,
        year,
        mediumEn,
        mediumKo,
        widthCm: size.widthCm,
        heightCm: size.heightCm,
        depthCm: size.depthCm,
        sizeTotal: Math.round((size.widthCm + size.heightCm) * 10) / 10,
        frameSizeEn: frame?.[0] ?? null,
        frameSizeKo: frame?.[1] ?? null,
        signatureEn,
        signatureKo,
        price,
        purchaseStatus: status,
        releaseAt:
          status === 'release_soon'
            ? new Date(Math.floor(at(work.float(2, 30)).getTime() / 3_600_000) * 3_600_000)
            : null,
        editionType: editionSize > 1 ? 'edition' : 'unique',
        editionSize,
        bidEnabled: Boolean(bid),
        lastBidPrice: bid?.lastBidPrice ?? null,
        bidExpiresAt: bid?.bidExpiresAt ?? null,
        imageId,
        featuredRank: null,
        ...pickInterest(work, status === 'sold' ? 0.6 : 0),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      });
      catalogue.artworkImages.push({ artworkId, imageId, rank: 0 });
      catalogue.searchTags.push({ artworkId, tags: searchTagsFor(artist.style, palette) });
      for (const edition of planEditions(work, status, editionSize, publishedAt, now)) {
        catalogue.editions.push({
          id: newId('edn', publishedAt.getTime()),
          artworkId,
          editionNumber: edition.editionNumber,
          status: edition.status,
          soldAt: edition.soldAt,
          createdAt: publishedAt,
          updatedAt: edition.soldAt ?? publishedAt,
        });
      }
      catalogue.artworkMeta.set(artworkId, {
        category: artist.category,
        flat: artist.category !== 'sculpture',
        widthCm: size.widthCm,
        heightCm: size.heightCm,
      });
      ids.push(artworkId);
    }
    worksByArtist.set(artist.handle, ids);
  }
  return { worksByArtist, artistIds };
}
