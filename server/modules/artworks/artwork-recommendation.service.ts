// The artwork service's picks: the featured works, related works for an artwork page, and
// recommendations for a visitor (popular works for anyone; for a signed-in customer, works
// related to what they wished and follow first). Buyable works lead (the merchandising tier).
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { parseInput } from '../../lib/validation';
import type { ArtworkSummaryListDto } from '@/schemas/artwork-dto';
import { featuredArtworkQuerySchema } from '@/schemas/artwork-filters';
import type { Language } from '@/schemas/dto';
import { merchandisingTier } from '@/rules/merchandising';
import type { ArtworkCards } from './artwork-card-cache';
import { findFeaturedArtworks } from './artwork-card.repository';
import type { Pricing } from './artwork-pricing';
import {
  findPersonalRecommendedIds,
  findPopularIds,
  findRecommendationSeed,
  findRecommendedIds,
} from './artwork-recommendation.repository';

export function createArtworkPicks(ctx: AppContext, db: Database, byIds: ArtworkCards['byIds']) {
  async function featured(
    input: unknown,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkSummaryListDto> {
    const query = parseInput(featuredArtworkQuerySchema, input);
    const { artworks, count } = await findFeaturedArtworks(db, query, language, pricing);
    return { artworks, count, limit: query.limit, offset: query.offset };
  }

  async function recommend(
    artworkId: string,
    limit: number,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkSummaryListDto | null> {
    const seed = await findRecommendationSeed(db, artworkId);
    if (!seed) return null;
    const ids = await findRecommendedIds(db, seed, limit);
    const artworks = await byIds(ids, language, pricing);
    return { artworks, count: artworks.length, limit, offset: 0 };
  }

  /**
   * Visitor-level recommendations (no artwork): popular works for anyone; for a signed-in
   * customer, works related to what they wished and follow first, topped up with popular ones
   * they have not wished. Buyable works lead either way (the merchandising tier).
   */
  async function recommendForVisitor(
    customerId: string | null,
    limit: number,
    language: Language,
    pricing: Pricing,
  ): Promise<ArtworkSummaryListDto> {
    const now = ctx.now();
    let ids: string[];
    if (customerId) {
      const personal = await findPersonalRecommendedIds(ctx.db, customerId, limit);
      const skip = new Set([...personal.ids, ...personal.wished]);
      const popular =
        personal.ids.length < limit ? await findPopularIds(ctx.db, limit + skip.size, now) : [];
      ids = [...personal.ids, ...popular.filter((id) => !skip.has(id))].slice(0, limit);
    } else {
      ids = await findPopularIds(ctx.db, limit, now);
    }
    const found = await byIds(ids, language, pricing);
    // Related works before popular ones, but a buyable work before any that is not (stable).
    const artworks = found
      .map((artwork, index) => ({ artwork, index }))
      .sort(
        (a, b) =>
          merchandisingTier(a.artwork.purchase_status) -
            merchandisingTier(b.artwork.purchase_status) || a.index - b.index,
      )
      .map(({ artwork }) => artwork);
    return { artworks, count: artworks.length, limit, offset: 0 };
  }

  return { featured, recommend, recommendForVisitor };
}
