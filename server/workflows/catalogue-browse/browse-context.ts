// What every part of the catalogue browse shares (catalogue-browse.ts composes them): the read
// database, the institutions' holdings (cached), and the artwork cards asked of the artwork
// domain by id or as an artist's or institution's newest works, priced in the visitor's
// currency; and how many cards a detail page shows before "see all".
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type { InstitutionHoldings } from '../../modules/institutions/institutions.repository';
import type { ArtworkCatalogue } from '../artwork-catalogue';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';

/** Cards shown on a detail page before "see all". */
export const DETAIL_ARTWORKS = 12;
export const DETAIL_EXHIBITIONS = 12;
export const DETAIL_ARTISTS = 24;
export const FAIR_ARTISTS = 48;
export const FAIR_EXHIBITIONS = 100;

export type BrowseContext = ReturnType<typeof createBrowseContext>;

export function createBrowseContext(
  ctx: AppContext,
  db: Database,
  artworkCatalogue: ArtworkCatalogue,
  holdings: () => Promise<InstitutionHoldings>,
) {
  async function artworkCards(
    ids: string[],
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkSummaryDto[]> {
    if (ids.length === 0) return [];
    const pricing = await artworkCatalogue.pricing(currency);
    return artworkCatalogue.artworks.byIds(ids, language, pricing);
  }

  /** The newest works of an artist or institution, every status. */
  async function newestArtworks(
    filter: { artist_id?: string; institution_id?: string },
    language: Language,
    currency: CurrencyCode,
  ): Promise<ArtworkSummaryDto[]> {
    const pricing = await artworkCatalogue.pricing(currency);
    const list = await artworkCatalogue.artworks.list(
      { ...filter, view_status: 'all', order: 'newest', limit: DETAIL_ARTWORKS, offset: 0 },
      language,
      pricing,
    );
    return list.artworks;
  }

  return { ctx, db, artworkCatalogue, holdings, artworkCards, newestArtworks };
}
