// The catalogue browse's fairs: a fair's page (its exhibitions in opening order, galleries,
// artists and the count of works) and the featured fair's works, artists and galleries (the
// store's "temp" lists).
import { parseInput } from '../../lib/validation';
import {
  findArtistIdsInExhibitions,
  findArtistsByIds,
} from '../../modules/artists/artists.repository';
import {
  atFair,
  findExhibitionArtworkIds,
  findExhibitionPage,
  findFair,
  findFairExhibitionIds,
  findFeatureFair,
} from '../../modules/exhibitions/exhibition-catalogue.repository';
import {
  findInstitutionIdsAtFair,
  findInstitutionsByIds,
} from '../../modules/institutions/institutions.repository';
import { FAIR_ARTISTS, FAIR_EXHIBITIONS, type BrowseContext } from './browse-context';
import type { ArtistListDto } from '@/schemas/artist-dto';
import { pageQuerySchema } from '@/schemas/catalogue-filters';
import type { ExhibitionSummaryDto, Language } from '@/schemas/dto';
import type { FairDetailDto, TempArtworkListDto } from '@/schemas/editorial-dto';
import type { InstitutionListDto } from '@/schemas/institution-dto';
import type { CurrencyCode } from '@/rules/money';

export function createFairReads({ ctx, db, holdings, artworkCards }: BrowseContext) {
  async function fairExhibitions(
    fairId: string,
    language: Language,
  ): Promise<{ exhibitions: ExhibitionSummaryDto[]; count: number }> {
    const page = await findExhibitionPage(
      db,
      { ids: atFair(fairId) },
      { limit: FAIR_EXHIBITIONS, offset: 0 },
      language,
      ctx.now(),
    );
    // A fair's shows read in opening order, then by title.
    page.exhibitions.sort(
      (a, b) => a.starts_at.localeCompare(b.starts_at) || a.title.localeCompare(b.title),
    );
    return page;
  }

  async function getFair(key: string, language: Language): Promise<FairDetailDto | null> {
    const fair = await findFair(db, key, language, ctx.now());
    if (!fair) return null;
    const fairId = fair.summary.id;
    const exhibitionIds = await findFairExhibitionIds(db, fairId);
    const [exhibitions, institutionIds, artistIds, artworkIds] = await Promise.all([
      fairExhibitions(fairId, language),
      findInstitutionIdsAtFair(db, fairId, { limit: FAIR_EXHIBITIONS, offset: 0 }, language),
      findArtistIdsInExhibitions(db, exhibitionIds, { limit: FAIR_ARTISTS, offset: 0 }),
      findExhibitionArtworkIds(db, exhibitionIds, { limit: 1, offset: 0 }),
    ]);
    const [institutions, artists] = await Promise.all([
      findInstitutionsByIds(db, institutionIds.ids, language, await holdings()),
      findArtistsByIds(db, artistIds.ids, language),
    ]);
    return {
      ...fair.summary,
      description: fair.description,
      period: fair.period,
      exhibitions: exhibitions.exhibitions,
      institutions,
      artists,
      artists_count: artistIds.count,
      artworks_count: artworkIds.count,
    };
  }

  async function listTempArtworks(
    input: unknown,
    language: Language,
    currency: CurrencyCode,
  ): Promise<TempArtworkListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const fair = await findFeatureFair(db, language, ctx.now());
    if (!fair) return { artworks: [], count: 0, limit, offset, fair: null };
    const exhibitionIds = await findFairExhibitionIds(db, fair.summary.id);
    const page = await findExhibitionArtworkIds(db, exhibitionIds, { limit, offset });
    return {
      artworks: await artworkCards(page.ids, language, currency),
      count: page.count,
      limit,
      offset,
      fair: fair.summary,
    };
  }

  async function listTempArtists(input: unknown, language: Language): Promise<ArtistListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const fair = await findFeatureFair(db, language, ctx.now());
    if (!fair) return { artists: [], count: 0, limit, offset };
    const exhibitionIds = await findFairExhibitionIds(db, fair.summary.id);
    const page = await findArtistIdsInExhibitions(db, exhibitionIds, { limit, offset });
    return {
      artists: await findArtistsByIds(db, page.ids, language),
      count: page.count,
      limit,
      offset,
    };
  }

  async function listTempInstitutions(
    input: unknown,
    language: Language,
  ): Promise<InstitutionListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const fair = await findFeatureFair(db, language, ctx.now());
    if (!fair) return { institutions: [], count: 0, limit, offset };
    const page = await findInstitutionIdsAtFair(db, fair.summary.id, { limit, offset }, language);
    return {
      institutions: await findInstitutionsByIds(db, page.ids, language, await holdings()),
      count: page.count,
      limit,
      offset,
    };
  }

  return { getFair, listTempArtworks, listTempArtists, listTempInstitutions };
}
