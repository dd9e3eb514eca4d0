// The release of release-soon works: the one write of the artwork reads, run by the buying
// sweep when a work's release date has come.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworks, editions } from '../../db/schema';

/**
 * Release-soon works whose release date has come go on sale (sold if every edition went
 * meanwhile); the price and editions they kept are then shown (rules/merchandising.ts). The
 * public reads hear of it at commit (ADR 0039). Idempotent: any instance may run it.
 */
export async function releaseDueArtworks(db: Database, now: Date): Promise<string[]> {
  const open = sql`(not exists (select 1 from ${editions} where ${editions.artworkId} = ${artworks.id})
    or exists (select 1 from ${editions} where ${editions.artworkId} = ${artworks.id} and ${editions.status} in ('available','reserved')))`;
  const rows = await db
    .update(artworks)
    .set({
      purchaseStatus: sql`case when ${open} then 'on_sale' else 'sold' end`,
      updatedAt: now,
    })
    .where(and(eq(artworks.purchaseStatus, 'release_soon'), lte(artworks.releaseAt, now)))
    .returning({ id: artworks.id });
  return rows.map((row) => row.id);
}

/**
 * Brings a release-soon work's release date forward to `at` (development only: the dev route a
 * journey uses to see a release happen). False for a work that is not release-soon.
 */
export async function moveReleaseDate(db: Database, artworkId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(artworks)
    .set({ releaseAt: at, updatedAt: at })
    .where(and(eq(artworks.id, artworkId), eq(artworks.purchaseStatus, 'release_soon')))
    .returning({ id: artworks.id });
  return rows.length > 0;
}
