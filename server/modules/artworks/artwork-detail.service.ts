// An artwork's page as the artwork service answers it: the work, its pictures, the exhibitions
// that showed it and the summary of its editions (counts by status and the edition a buyer gets
// next, a resale's or the gallery's); and the editions' own list.
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import type {
  ArtworkDetailDto,
  ArtworkEditionsSummaryDto,
  EditionListDto,
} from '@/schemas/artwork-dto';
import type { EditionListQuery } from '@/schemas/artwork-filters';
import type { Language } from '@/schemas/dto';
import {
  findArtworkByHandle,
  findArtworkExhibitions,
  findArtworkImages,
} from './artwork-detail.repository';
import {
  countEditionsByStatus,
  findArtworkRef,
  findEditionPage,
  findNextAvailableEdition,
  toEditionDto,
  type ArtworkRef,
} from './artwork-edition.repository';
import type { Pricing } from './artwork-pricing';

export function createArtworkDetailReads(ctx: AppContext, db: Database) {
  async function editionsSummary(
    artwork: ArtworkRef,
    pricing: Pricing,
  ): Promise<ArtworkEditionsSummaryDto> {
    const [byStatus, next] = await Promise.all([
      countEditionsByStatus(db, artwork.id),
      findNextAvailableEdition(db, artwork.id),
    ]);
    return {
      artwork_id: artwork.id,
      edition_type: artwork.editionType,
      edition_size: artwork.editionSize,
      total: byStatus.available + byStatus.reserved + byStatus.sold + byStatus.not_for_sale,
      ...byStatus,
      next_edition: next ? toEditionDto(next, artwork.price, pricing) : null,
      resale: next?.resale === true,
    };
  }

  async function detail(
    handle: string,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkDetailDto | null> {
    const row = await findArtworkByHandle(db, handle, language, pricing);
    if (!row) return null;
    const { summary } = row;
    const [images, editions, exhibitions] = await Promise.all([
      findArtworkImages(db, summary.id, language),
      editionsSummary(
        {
          id: summary.id,
          handle: summary.handle,
          price: row.artworkPriceKrw,
          editionType: summary.edition_type,
          editionSize: summary.edition_size,
        },
        pricing,
      ),
      findArtworkExhibitions(db, summary.id, language, ctx.now()),
    ]);
    return {
      ...summary,
      // A resale is the owner's offer: the gallery's offer round (its deadline) is not its own.
      bid_expires_at: editions.resale ? null : summary.bid_expires_at,
      artist: row.artist,
      description: row.description,
      // The work's picture is always its first view (rules §4.72), even before it has views.
      images:
        summary.image && !images.some((image) => image.url === summary.image!.url)
          ? [{ ...summary.image, kind: 'main', caption: '' }, ...images]
          : images,
      frame_size: row.frameSize,
      signature: row.signature,
      editions,
      exhibitions,
      krw_per_unit: pricing.krwPerUnit,
      exchange_rates: { ...pricing.rates, [pricing.currency]: pricing.krwPerUnit, krw: 1 },
    };
  }

  async function editionSummaryOf(
    artworkId: string,
    pricing: Pricing,
  ): Promise<ArtworkEditionsSummaryDto | null> {
    const artwork = await findArtworkRef(db, artworkId);
    return artwork ? editionsSummary(artwork, pricing) : null;
  }

  async function listEditions(
    artworkId: string,
    query: EditionListQuery,
    pricing: Pricing,
  ): Promise<EditionListDto | null> {
    const artwork = await findArtworkRef(db, artworkId);
    if (!artwork) return null;
    const { rows, count } = await findEditionPage(db, artworkId, query);
    return {
      editions: rows.map((row) => toEditionDto(row, artwork.price, pricing)),
      count,
      limit: query.limit,
      offset: query.offset,
    };
  }

  return { detail, editionSummary: editionSummaryOf, listEditions };
}
