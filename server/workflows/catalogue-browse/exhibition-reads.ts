// The catalogue browse's exhibitions: the list (by status, type, gallery, keyword, on view), an
// exhibition's page with its works, artists, highlights, gallery, solo artist and fair, the full
// lists of its works and artists, and the exhibition highlights (one, and the current ones).
import { normalizeKeyword } from '../../lib/text-match';
import { parseInput } from '../../lib/validation';
import {
  findArtist,
  findArtistIdsInExhibitions,
  findArtistsByIds,
} from '../../modules/artists/artists.repository';
import {
  findCurrentHighlightPage,
  findExhibition,
  findExhibitionArtworkIds,
  findExhibitionPage,
  findFair,
  findHighlight,
  findHighlightsOfExhibition,
} from '../../modules/exhibitions/exhibition-catalogue.repository';
import {
  findInstitutionsByIds,
  resolveInstitutionId,
  toInstitutionSummary,
} from '../../modules/institutions/institutions.repository';
import { DETAIL_ARTISTS, type BrowseContext } from './browse-context';
import { pageQuerySchema } from '@/schemas/catalogue-filters';
import type { Language } from '@/schemas/dto';
import { exhibitionListQuerySchema } from '@/schemas/exhibition-list-query';
import type {
  ExhibitionArtistListDto,
  ExhibitionArtworkListDto,
  ExhibitionDetailDto,
  ExhibitionHighlightListDto,
  ExhibitionHighlightPageDto,
  ExhibitionListDto,
} from '@/schemas/exhibition-dto';
import type { CurrencyCode } from '@/rules/money';

export function createExhibitionReads({ ctx, db, holdings, artworkCards }: BrowseContext) {
  async function listExhibitions(input: unknown, language: Language): Promise<ExhibitionListDto> {
    const query = parseInput(exhibitionListQuerySchema, input);
    const { limit, offset } = query;
    let institutionId: string | undefined;
    if (query.institution) {
      const id = await resolveInstitutionId(db, query.institution);
      if (!id) return { exhibitions: [], count: 0, limit, offset };
      institutionId = id;
    }
    const q = query.q ? normalizeKeyword(query.q) : undefined;
    const page = await findExhibitionPage(
      db,
      { status: query.status, type: query.type, institutionId, q, onView: query.on_view },
      { limit, offset },
      language,
      ctx.now(),
    );
    return { ...page, limit, offset };
  }

  async function getExhibition(
    handle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionDetailDto | null> {
    const now = ctx.now();
    const found = await findExhibition(db, handle, language, now);
    if (!found) return null;
    const id = found.summary.id;
    const [artworkIds, artistIds, highlights, institution, soloArtist, fair] = await Promise.all([
      findExhibitionArtworkIds(db, [id], { limit: 24, offset: 0 }),
      findArtistIdsInExhibitions(db, [id], { limit: DETAIL_ARTISTS, offset: 0 }),
      findHighlightsOfExhibition(db, id, language),
      found.institutionId
        ? findInstitutionsByIds(db, [found.institutionId], language, await holdings())
        : Promise.resolve([]),
      found.artistId ? findArtist(db, found.artistId, language) : Promise.resolve(null),
      found.fairId ? findFair(db, found.fairId, language, now) : Promise.resolve(null),
    ]);
    const [artworks, artists] = await Promise.all([
      artworkCards(artworkIds.ids, language, currency),
      findArtistsByIds(db, artistIds.ids, language),
    ]);
    return {
      ...found.summary,
      description: found.description,
      institution: institution[0] ? toInstitutionSummary(institution[0]) : null,
      artist: soloArtist ? { ...soloArtist.item, bio: soloArtist.bio } : null,
      artists,
      artists_count: artistIds.count,
      artworks,
      artworks_count: artworkIds.count,
      highlights,
      fair: fair?.summary ?? null,
    };
  }

  async function listExhibitionArtworks(
    handle: string,
    input: unknown,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionArtworkListDto | null> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const found = await findExhibition(db, handle, language, ctx.now());
    if (!found) return null;
    const page = await findExhibitionArtworkIds(db, [found.summary.id], { limit, offset });
    return {
      artworks: await artworkCards(page.ids, language, currency),
      count: page.count,
      limit,
      offset,
    };
  }

  async function listExhibitionArtists(
    handle: string,
    input: unknown,
    language: Language,
  ): Promise<ExhibitionArtistListDto | null> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const found = await findExhibition(db, handle, language, ctx.now());
    if (!found) return null;
    const page = await findArtistIdsInExhibitions(db, [found.summary.id], { limit, offset });
    return {
      artists: await findArtistsByIds(db, page.ids, language),
      count: page.count,
      limit,
      offset,
    };
  }

  async function getExhibitionHighlight(
    id: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ExhibitionHighlightPageDto | null> {
    const highlight = await findHighlight(db, id, language);
    if (!highlight) return null;
    const [exhibition, artworks] = await Promise.all([
      findExhibition(db, highlight.exhibition_id, language, ctx.now()),
      artworkCards(highlight.artwork_ids, language, currency),
    ]);
    if (!exhibition) return null;
    return { ...highlight, exhibition: exhibition.summary, artworks };
  }

  async function listExhibitionHighlights(
    input: unknown,
    language: Language,
  ): Promise<ExhibitionHighlightListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const page = await findCurrentHighlightPage(db, { limit, offset }, language, ctx.now());
    return {
      exhibition_highlights: page.highlights.map(({ body: _body, artwork_ids: _ids, ...h }) => h),
      count: page.count,
      limit,
      offset,
    };
  }

  return {
    listExhibitions,
    getExhibition,
    listExhibitionArtworks,
    listExhibitionArtists,
    getExhibitionHighlight,
    listExhibitionHighlights,
  };
}
