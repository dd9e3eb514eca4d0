// Sellers: customers who answer bids for a gallery (institution members, issue 6). Owners of
// resold editions answer their own edition's bids; who owns an edition is the resale domain's.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { artworks, institutionMembers } from '../../db/schema';

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
