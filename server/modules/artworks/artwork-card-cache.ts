// Artwork cards by id, kept in memory for as long as a public read is (the service's readTtl):
// pages of different filters share most of their works, so a list that misses the read cache
// costs one index scan for its ids, not the joins. Bounded (oldest first out); an invalidation
// drops the changed cards, and cards read before one are answered but not kept.
import type { Database } from '../../db/client';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import type { Language } from '@/schemas/dto';
import { findArtworkCardRows, toSummary, type ArtworkCardRow } from './artwork-card.repository';
import type { Pricing } from './artwork-pricing';

export type ArtworkCards = ReturnType<typeof createArtworkCards>;

export function createArtworkCards(db: Database, readTtl: number) {
  const cardCache = new Map<string, { row: ArtworkCardRow; loadedAt: number }>();
  const maxCards = 20_000;
  // Counts the invalidations: cards read before one are answered but not kept.
  let cardEpoch = 0;
  async function cards(ids: string[], language: Language, pricing: Pricing) {
    const now = Date.now();
    const missing = ids.filter((id) => {
      const hit = cardCache.get(id);
      return !hit || readTtl <= 0 || now - hit.loadedAt >= readTtl;
    });
    const loaded = new Map<string, ArtworkCardRow>();
    if (missing.length) {
      const epoch = cardEpoch;
      for (const row of await findArtworkCardRows(db, missing)) {
        loaded.set(row.id, row);
        if (epoch !== cardEpoch) continue;
        cardCache.delete(row.id); // re-inserted last: the map stays ordered oldest first
        cardCache.set(row.id, { row, loadedAt: now });
      }
      for (const id of cardCache.keys()) {
        if (cardCache.size <= maxCards) break;
        cardCache.delete(id);
      }
    }
    return ids.flatMap((id) => {
      const row = loaded.get(id) ?? cardCache.get(id)?.row;
      return row ? [toSummary(row, language, pricing)] : [];
    });
  }

  return {
    /** The cards of these ids, in their order; unknown ids are left out. */
    cards,
    /** Summaries in the order asked for; unknown ids are left out, repeats answered once. */
    async byIds(ids: string[], language: Language, pricing: Pricing): Promise<ArtworkSummaryDto[]> {
      return cards([...new Set(ids)], language, pricing);
    },
    /** Drops the cards of these artworks (every card without them). */
    invalidate(artworkIds?: Iterable<string>) {
      cardEpoch += 1;
      if (!artworkIds) cardCache.clear();
      else for (const id of artworkIds) cardCache.delete(id);
    },
  };
}
