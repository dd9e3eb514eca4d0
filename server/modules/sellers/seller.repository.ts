// Sellers: customers who answer bids for a gallery (institution members, issue 6). Owners of
// resold editions answer their own edition's bids; who owns an edition is the resale domain's.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artworks, institutionMembers, institutions } from '../../db/schema';

/** The galleries the customer sells for. */
export async function institutionsOfSeller(db: Executor, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: institutionMembers.institutionId })
    .from(institutionMembers)
    .where(eq(institutionMembers.customerId, customerId));
  return rows.map((row) => row.id);
}

export async function addInstitutionSeller(
  db: Executor,
  customerId: string,
  institutionId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(institutionMembers)
    .values({ customerId, institutionId, role: 'seller', createdAt: now })
    .onConflictDoNothing();
}

/** The gallery that sells an artwork's primary editions (null: none on the platform). */
export async function institutionOfArtwork(
  db: Executor,
  artworkId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: artworks.institutionId })
    .from(artworks)
    .where(eq(artworks.id, artworkId));
  return row?.id ?? null;
}

/** A gallery's names and whether it has a partner account (members who answer its offers). */
export async function galleryOf(
  db: Executor,
  institutionId: string,
): Promise<{ nameEn: string; nameKo: string; hasPartner: boolean } | null> {
  const [row] = await db
    .select({
      nameEn: institutions.nameEn,
      nameKo: institutions.nameKo,
      hasPartner: sql<boolean>`exists (select 1 from ${institutionMembers}
        where ${institutionMembers.institutionId} = ${institutions.id})`,
    })
    .from(institutions)
    .where(eq(institutions.id, institutionId));
  return row ? { ...row, hasPartner: Boolean(row.hasPartner) } : null;
}
