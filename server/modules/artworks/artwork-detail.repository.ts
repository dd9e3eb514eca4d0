// An artwork's page: the work with its artist's detail (picture, years, nationality, biography),
// description, frame size and signature; its pictures; and the exhibitions that showed it. The
// editions it offers are artwork-edition.repository.ts's.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  artists,
  artworkCategories,
  artworkImages,
  artworks,
  exhibitionArtworks,
  exhibitions,
  images,
  institutions,
} from '../../db/schema';
import { imageColumns, imageColumnsOf } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import type {
  ArtworkArtistDetailDto,
  ArtworkExhibitionDto,
  ArtworkSummaryDto,
  ArtworkViewDto,
} from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import { exhibitionPeriod } from '@/rules/exhibition-period';
import type { Pricing } from './artwork-pricing';
import { summaryColumns, toSummary } from './artwork-card.repository';

export interface ArtworkDetailRow {
  summary: ArtworkSummaryDto;
  /** The artwork's own price (KRW): what an edition without a price of its own costs. */
  artworkPriceKrw: number | null;
  artist: ArtworkArtistDetailDto;
  description: string;
  frameSize: string | null;
  signature: string | null;
}

export async function findArtworkByHandle(
  db: Database,
  handle: string,
  language: Language,
  pricing: Pricing,
): Promise<ArtworkDetailRow | null> {
  const artistImages = alias(images, 'artist_images');
  const [row] = await db
    .select({
      ...summaryColumns,
      descriptionEn: artworks.descriptionEn,
      descriptionKo: artworks.descriptionKo,
      frameSizeEn: artworks.frameSizeEn,
      frameSizeKo: artworks.frameSizeKo,
      signatureEn: artworks.signatureEn,
      signatureKo: artworks.signatureKo,
      artistBioEn: artists.bioEn,
      artistBioKo: artists.bioKo,
      artistBirthYear: artists.birthYear,
      artistDeathYear: artists.deathYear,
      artistNationalityEn: artists.nationalityEn,
      artistNationalityKo: artists.nationalityKo,
      artistImage: imageColumnsOf(artistImages),
    })
    .from(artworks)
    .innerJoin(artists, eq(artists.id, artworks.artistId))
    .innerJoin(artworkCategories, eq(artworkCategories.id, artworks.categoryId))
    .leftJoin(institutions, eq(institutions.id, artworks.institutionId))
    .leftJoin(images, eq(images.id, artworks.imageId))
    .leftJoin(artistImages, eq(artistImages.id, artists.imageId))
    .where(eq(artworks.handle, handle))
    .limit(1);
  if (!row) return null;
  const summary = toSummary(row, language, pricing);
  return {
    summary,
    artworkPriceKrw: row.price,
    artist: {
      ...summary.artist,
      image: toImageDto(row.artistImage),
      birth_year: row.artistBirthYear,
      death_year: row.artistDeathYear,
      nationality: localize(language, row.artistNationalityEn, row.artistNationalityKo),
      bio: localize(language, row.artistBioEn, row.artistBioKo),
    },
    description: localize(language, row.descriptionEn, row.descriptionKo),
    frameSize: localize(language, row.frameSizeEn, row.frameSizeKo),
    signature: localize(language, row.signatureEn, row.signatureKo),
  };
}

/** Every picture of the work in order with its kind and caption in `language` (rules §4.71). */
export async function findArtworkImages(
  db: Database,
  artworkId: string,
  language: Language,
): Promise<ArtworkViewDto[]> {
  const rows = await db
    .select({
      image: imageColumns,
      kind: artworkImages.kind,
      captionEn: artworkImages.captionEn,
      captionKo: artworkImages.captionKo,
    })
    .from(artworkImages)
    .innerJoin(images, eq(images.id, artworkImages.imageId))
    // Defect photos belong to the condition report (rules §4.74), not to the views of the work.
    .where(and(eq(artworkImages.artworkId, artworkId), ne(artworkImages.kind, 'defect')))
    .orderBy(asc(artworkImages.rank), asc(images.id));
  return rows.flatMap((row) => {
    const image = toImageDto(row.image);
    if (!image) return [];
    return [
      { ...image, kind: row.kind, caption: localize(language, row.captionEn, row.captionKo) },
    ];
  });
}

/** Exhibitions that showed the work, newest first (period relative to `now`). */
export async function findArtworkExhibitions(
  db: Database,
  artworkId: string,
  language: Language,
  now: Date,
): Promise<ArtworkExhibitionDto[]> {
  const rows = await db
    .select({
      id: exhibitions.id,
      handle: exhibitions.handle,
      type: exhibitions.type,
      titleEn: exhibitions.titleEn,
      titleKo: exhibitions.titleKo,
      startsAt: exhibitions.startsAt,
      endsAt: exhibitions.endsAt,
      institutionNameEn: institutions.nameEn,
      institutionNameKo: institutions.nameKo,
    })
    .from(exhibitionArtworks)
    .innerJoin(exhibitions, eq(exhibitions.id, exhibitionArtworks.exhibitionId))
    .leftJoin(institutions, eq(institutions.id, exhibitions.institutionId))
    .where(eq(exhibitionArtworks.artworkId, artworkId))
    .orderBy(desc(exhibitions.startsAt))
    .limit(20);
  return rows.map((row) => ({
    id: row.id,
    handle: row.handle,
    type: row.type,
    title: localize(language, row.titleEn, row.titleKo),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    institution_name: localize(language, row.institutionNameEn, row.institutionNameKo),
    period: exhibitionPeriod(row.startsAt, row.endsAt, now),
  }));
}
