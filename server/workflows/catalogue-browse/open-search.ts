// The site search (store/opensearch/all): one keyword over artworks (through their search
// documents, brought up to date first), artists, institutions and exhibitions, each answered as
// cards with its count.
import { normalizeKeyword } from '../../lib/text-match';
import { parseInput } from '../../lib/validation';
import { findArtistsByIds } from '../../modules/artists/artists.repository';
import { findExhibitionsByIds } from '../../modules/exhibitions/exhibition-catalogue.repository';
import { findInstitutionsByIds } from '../../modules/institutions/institutions.repository';
import {
  searchArtists,
  searchArtworks,
  searchExhibitions,
  searchInstitutions,
} from '../../modules/search/search.repository';
import type { BrowseContext } from './browse-context';
import { openSearchQuerySchema } from '@/schemas/catalogue-filters';
import type { Language } from '@/schemas/dto';
import type { OpenSearchResultDto } from '@/schemas/editorial-dto';
import type { CurrencyCode } from '@/rules/money';

export function createOpenSearch({
  ctx,
  db,
  artworkCatalogue,
  holdings,
  artworkCards,
}: BrowseContext) {
  async function openSearch(
    input: unknown,
    language: Language,
    currency: CurrencyCode,
  ): Promise<OpenSearchResultDto> {
    const query = parseInput(openSearchQuerySchema, input);
    const keyword = normalizeKeyword(query.keyword);
    const { limit } = query;
    await artworkCatalogue.indexKeywordDocuments();
    const [artworkHits, artistHits, institutionHits, exhibitionHits] = await Promise.all([
      searchArtworks(db, keyword, limit),
      searchArtists(db, keyword, limit),
      searchInstitutions(db, keyword, limit),
      searchExhibitions(db, keyword, limit),
    ]);
    const [artworks, artists, institutions, exhibitions] = await Promise.all([
      artworkCards(artworkHits.ids, language, currency),
      findArtistsByIds(db, artistHits.ids, language),
      findInstitutionsByIds(db, institutionHits.ids, language, await holdings()),
      findExhibitionsByIds(db, exhibitionHits.ids, language, ctx.now()),
    ]);
    return {
      keyword,
      limit,
      artworks,
      artists,
      institutions,
      exhibitions,
      count: {
        artworks: artworkHits.count,
        artists: artistHits.count,
        institutions: institutionHits.count,
        exhibitions: exhibitionHits.count,
      },
    };
  }

  return openSearch;
}
