// The large catalogue's works (seed-large-catalogue.ts): one artwork of a generated artist, from its
// own fork of the run's random numbers, with its editions, picture, search tags and provenance.
import type { artworkImages, artworks, editions, provenanceEvents } from '../db/schema';
import { newId } from '../lib/ids';
import type { PaletteName } from './art/palettes';
import type { ArtStyle } from './art/render';
import {
  pickEditionSize,
  pickFrame,
  pickInterest,
  pickPrice,
  pickSignature,
  pickSize,
  pickStatus,
  planEditions,
  roundPrice,
  slugify,
} from './catalogue-rules';
import { describeArtwork, standaloneTitles } from './data/artwork-text';
import { paletteColours, seriesSubjects, styleSubjects } from './data/artwork-subjects';
import { media } from './data/media';
import { searchTagsFor } from './data/search-tags';
import type { GeneratedArtist } from './large-catalogue-artists';
import { mediaByCategory } from './large-catalogue-tables';
import { certificateNumber, planProvenance } from './provenance';
import type { Random } from './random';

const day = 86_400_000;

/** The rows of a batch of works, inserted together. */
export interface ArtworkBatch {
  artworks: (typeof artworks.$inferInsert)[];
  editions: (typeof editions.$inferInsert)[];
  links: (typeof artworkImages.$inferInsert)[];
  provenance: (typeof provenanceEvents.$inferInsert)[];
  searchTags: { artworkId: string; tags: string[] }[];
}

export const emptyBatch = (): ArtworkBatch => ({
  artworks: [],
  editions: [],
  links: [],
  provenance: [],
  searchTags: [],
});

/** What every work of a run is made from. */
export interface CatalogueGround {
  rng: Random;
  now: Date;
  runTag: string;
  artists: GeneratedArtist[];
  seriesByStyle: Map<ArtStyle, [string, string][]>;
  picturesByCategory: Map<string, string[]>;
  institutionIds: string[];
  institutionById: Map<string, { id: string; nameEn: string; nameKo: string }>;
  categoryIds: Map<string, string>;
  fallbackCategoryId: string;
  /** Certificate numbers continue after the editions already there. */
  certificates: { sequence: number };
}

/** Adds work number `index` of the run, its editions and provenance to `batch`. */
export function buildArtwork(ground: CatalogueGround, index: number, batch: ArtworkBatch): void {
  const { now, runTag, seriesByStyle, picturesByCategory, institutionIds, institutionById } =
    ground;
  const { categoryIds, fallbackCategoryId } = ground;
  const w = ground.rng.fork('work', index);
  const artist = ground.artists[index % ground.artists.length]!;
  const mediumKey = w.pick(mediaByCategory[artist.category]);
  const [mediumEn, mediumKo] = media[mediumKey];
  const size = pickSize(w, artist.category, artist.style, artist.career);
  const status = pickStatus(w, artist.career);
  const editionSize = pickEditionSize(w, artist.category, mediumKey);
  const publishedAt = new Date(
    now.getTime() - (status === 'release_soon' ? w.float(0.5, 14) : w.float(1, 730)) * day,
  );
  const year = Math.max(artist.birthYear + 22, publishedAt.getUTCFullYear() - w.int(0, 2));
  const price =
    status === 'not_for_sale'
      ? null
      : pickPrice(w, artist.category, artist.career, size, artist.perHo);
  const fromSeries = w.chance(0.75);
  const [seriesEn, seriesKo] = fromSeries
    ? w.pick(seriesByStyle.get(artist.style) ?? [['Untitled', '무제']])
    : w.pick(standaloneTitles[artist.style]);
  const number = w.int(1, 99);
  const titleEn = `${seriesEn} No. ${number}`;
  const titleKo = `${seriesKo} No. ${number}`;
  const series = fromSeries && seriesSubjects[seriesEn] ? ([seriesEn, seriesKo] as const) : null;
  // A fork, not a draw: the colours named leave every later choice of the work as it was.
  const palette = w.fork('colours').pick(Object.keys(paletteColours) as PaletteName[]);
  const [descriptionEn, descriptionKo] = describeArtwork(
    artist.style,
    {
      titleEn,
      titleKo,
      shortNameEn: artist.nameEn.split(' ')[0]!,
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
    (items) => w.pick(items),
  );
  const frame = pickFrame(w, artist.category, size);
  const [signatureEn, signatureKo] = pickSignature(w, artist.category, mediumKey);
  const pictures =
    picturesByCategory.get(artist.category) ?? [...picturesByCategory.values()].flat();
  const imageId = pictures[index % pictures.length] ?? null;
  const bid = status === 'on_sale' && price && w.chance(0.12);
  const id = newId('art', publishedAt.getTime());
  const institutionId = institutionIds.length && w.chance(0.7) ? w.pick(institutionIds) : null;
  const institution = institutionId ? institutionById.get(institutionId)! : null;
  batch.artworks.push({
    id,
    handle: `${slugify(titleEn)}-${runTag}-${index.toString(36)}`,
    titleEn,
    titleKo,
    descriptionEn,
    descriptionKo,
    artistId: artist.id,
    institutionId,
    categoryId: categoryIds.get(artist.category) ?? fallbackCategoryId,
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
    releaseAt: status === 'release_soon' ? new Date(now.getTime() + w.float(2, 30) * day) : null,
    editionType: editionSize > 1 ? 'edition' : 'unique',
    editionSize,
    bidEnabled: Boolean(bid),
    lastBidPrice: bid && price && w.chance(0.6) ? roundPrice(price * w.float(0.72, 0.93)) : null,
    bidExpiresAt: bid ? new Date(now.getTime() + w.float(1, 9) * day) : null,
    imageId,
    ...pickInterest(w),
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
  });
  if (imageId) batch.links.push({ artworkId: id, imageId, rank: 0 });
  batch.searchTags.push({ artworkId: id, tags: searchTagsFor(artist.style) });
  for (const edition of planEditions(w, status, editionSize, publishedAt, now)) {
    const editionId = newId('edn', publishedAt.getTime());
    ground.certificates.sequence += 1;
    batch.editions.push({
      id: editionId,
      artworkId: id,
      editionNumber: edition.editionNumber,
      status: edition.status,
      soldAt: edition.soldAt,
      certificateNumber: certificateNumber(publishedAt, ground.certificates.sequence),
      certificateIssuedAt: publishedAt,
      createdAt: publishedAt,
      updatedAt: edition.soldAt ?? publishedAt,
    });
    batch.provenance.push(
      ...planProvenance(w, {
        editionId,
        year,
        publishedAt,
        status: edition.status,
        soldAt: edition.soldAt,
        artist,
        institution,
        now,
      }),
    );
  }
}
