// The catalogue browse's galleries and institutions: the list (by keyword, type, city) with
// their holdings, and an institution's page with its artists, newest works and exhibitions.
import { normalizeKeyword } from '../../lib/text-match';
import { parseInput } from '../../lib/validation';
import {
  findArtistIdsAtInstitution,
  findArtistsByIds,
} from '../../modules/artists/artists.repository';
import { findExhibitionPage } from '../../modules/exhibitions/exhibition-catalogue.repository';
import {
  findInstitution,
  findInstitutionPage,
} from '../../modules/institutions/institutions.repository';
import { DETAIL_ARTISTS, DETAIL_EXHIBITIONS, type BrowseContext } from './browse-context';
import { institutionFiltersSchema } from '@/schemas/catalogue-filters';
import type { Language } from '@/schemas/dto';
import type { InstitutionDetailDto, InstitutionListDto } from '@/schemas/institution-dto';
import type { CurrencyCode } from '@/rules/money';

export function createInstitutionReads({ ctx, db, holdings, newestArtworks }: BrowseContext) {
  async function listInstitutions(input: unknown, language: Language): Promise<InstitutionListDto> {
    const query = parseInput(institutionFiltersSchema, input);
    const { limit, offset } = query;
    const q = query.q ? normalizeKeyword(query.q) : undefined;
    const page = await findInstitutionPage(
      db,
      { q, type: query.type, city: query.city },
      query.order,
      { limit, offset },
      language,
      await holdings(),
    );
    return { ...page, limit, offset };
  }

  async function getInstitution(
    idOrHandle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<InstitutionDetailDto | null> {
    const found = await findInstitution(db, idOrHandle, language, await holdings());
    if (!found) return null;
    const institutionId = found.item.id;
    const [artistIds, artworks, exhibitions] = await Promise.all([
      findArtistIdsAtInstitution(db, institutionId, DETAIL_ARTISTS),
      newestArtworks({ institution_id: institutionId }, language, currency),
      findExhibitionPage(
        db,
        { institutionId },
        { limit: DETAIL_EXHIBITIONS, offset: 0 },
        language,
        ctx.now(),
      ),
    ]);
    return {
      ...found.item,
      description: found.description,
      address: found.address,
      website: found.website,
      instagram: found.instagram,
      founded_year: found.foundedYear,
      artists: await findArtistsByIds(db, artistIds, language),
      artworks,
      exhibitions: exhibitions.exhibitions,
      exhibitions_count: exhibitions.count,
    };
  }

  return { listInstitutions, getInstitution };
}
