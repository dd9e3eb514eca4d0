// The catalogue browse's artists: the list (by keyword, nationality, gallery, on sale), an
// artist's page with their newest works, exhibitions and galleries, and the featured artists.
import { normalizeKeyword } from '../../lib/text-match';
import { parseInput } from '../../lib/validation';
import {
  findArtist,
  findArtistPage,
  findFeaturedArtistPage,
} from '../../modules/artists/artists.repository';
import {
  findExhibitionPage,
  showsArtist,
} from '../../modules/exhibitions/exhibition-catalogue.repository';
import {
  findInstitutionIdsForArtist,
  findInstitutionsByIds,
  resolveInstitutionId,
  toInstitutionSummary,
} from '../../modules/institutions/institutions.repository';
import { DETAIL_ARTISTS, DETAIL_EXHIBITIONS, type BrowseContext } from './browse-context';
import type { ArtistDetailDto, ArtistListDto } from '@/schemas/artist-dto';
import { artistFiltersSchema, pageQuerySchema } from '@/schemas/catalogue-filters';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';

export function createArtistReads({ ctx, db, holdings, newestArtworks }: BrowseContext) {
  async function listArtists(input: unknown, language: Language): Promise<ArtistListDto> {
    const query = parseInput(artistFiltersSchema, input);
    const { limit, offset } = query;
    let institutionId: string | undefined;
    if (query.institution) {
      const id = await resolveInstitutionId(db, query.institution);
      if (!id) return { artists: [], count: 0, limit, offset };
      institutionId = id;
    }
    const q = query.q ? normalizeKeyword(query.q) : undefined;
    const page = await findArtistPage(
      db,
      { q, nationality: query.nationality, institutionId, onSale: query.on_sale },
      query.order,
      { limit, offset },
      language,
    );
    return { ...page, limit, offset };
  }

  async function getArtist(
    idOrHandle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtistDetailDto | null> {
    const found = await findArtist(db, idOrHandle, language);
    if (!found) return null;
    const artistId = found.item.id;
    const now = ctx.now();
    const [artworks, exhibitions, institutionIds] = await Promise.all([
      newestArtworks({ artist_id: artistId }, language, currency),
      findExhibitionPage(
        db,
        { ids: showsArtist(artistId) },
        { limit: DETAIL_EXHIBITIONS, offset: 0 },
        language,
        now,
      ),
      findInstitutionIdsForArtist(db, artistId, DETAIL_ARTISTS),
    ]);
    const institutions = await findInstitutionsByIds(
      db,
      institutionIds.ids,
      language,
      await holdings(),
    );
    return {
      ...found.item,
      bio: found.bio,
      artworks,
      exhibitions: exhibitions.exhibitions,
      exhibitions_count: exhibitions.count,
      institutions: institutions.map(toInstitutionSummary),
      institutions_count: institutionIds.count,
    };
  }

  async function listFeaturedArtists(input: unknown, language: Language): Promise<ArtistListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const page = await findFeaturedArtistPage(db, { limit, offset }, language);
    return { ...page, limit, offset };
  }

  return { listArtists, getArtist, listFeaturedArtists };
}
