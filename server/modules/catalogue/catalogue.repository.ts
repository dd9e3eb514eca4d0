// Catalogue reads used by app initialisation: categories, featured artists and institutions.
import { asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artists, artworkCategories, images, institutions } from '../../db/schema';
import { imageColumns } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import type { ArtistSummaryDto, CategoryDto, InstitutionSummaryDto, Language } from '@/schemas/dto';

export async function listCategories(db: Database, language: Language): Promise<CategoryDto[]> {
  const rows = await db
    .select({
      id: artworkCategories.id,
      handle: artworkCategories.handle,
      titleEn: artworkCategories.titleEn,
      titleKo: artworkCategories.titleKo,
    })
    .from(artworkCategories)
    .orderBy(asc(artworkCategories.rank), asc(artworkCategories.handle));
  return rows.map((row) => ({
    id: row.id,
    handle: row.handle,
    title: localize(language, row.titleEn, row.titleKo),
  }));
}

export async function listFeaturedArtists(
  db: Database,
  language: Language,
  limit: number,
): Promise<ArtistSummaryDto[]> {
  const rows = await db
    .select({
      id: artists.id,
      handle: artists.handle,
      nameEn: artists.nameEn,
      nameKo: artists.nameKo,
      image: imageColumns,
    })
    .from(artists)
    .leftJoin(images, eq(images.id, artists.imageId))
    .where(isNotNull(artists.featuredRank))
    .orderBy(asc(artists.featuredRank))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    handle: row.handle,
    name: localize(language, row.nameEn, row.nameKo),
    image: toImageDto(row.image),
  }));
}

export async function listFeaturedInstitutions(
  db: Database,
  language: Language,
  limit: number,
): Promise<InstitutionSummaryDto[]> {
  const rows = await db
    .select({
      id: institutions.id,
      handle: institutions.handle,
      type: institutions.type,
      nameEn: institutions.nameEn,
      nameKo: institutions.nameKo,
      cityEn: institutions.cityEn,
      cityKo: institutions.cityKo,
      logo: imageColumns,
    })
    .from(institutions)
    .leftJoin(images, eq(images.id, institutions.logoImageId))
    .where(isNotNull(institutions.featuredRank))
    .orderBy(asc(institutions.featuredRank))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    handle: row.handle,
    type: row.type,
    name: localize(language, row.nameEn, row.nameKo),
    city: localize(language, row.cityEn, row.cityKo),
    logo: toImageDto(row.logo),
  }));
}
