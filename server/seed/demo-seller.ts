// The demo gallery seller (issue 6): a customer who sells for the gallery with the most works
// taking bids, so the offers screens have someone to accept. Credentials are in the README.
import { hashPassword } from '../modules/auth/password-hasher';
import { insertCustomer } from '../modules/customers/customer.repository';
import { addInstitutionSeller } from '../modules/sellers/seller.repository';
import type { Executor } from '../db/client';

export const DEMO_SELLER = {
  email: 'gallery@example.com',
  password: 'gallery2026',
  firstName: 'Gallery',
  lastName: 'Seller',
} as const;

/** The gallery with the most on-sale works taking bids (ties: the first listed). */
export function demoSellerInstitution(
  artworks: readonly {
    institutionId?: string | null;
    bidEnabled?: boolean | null;
    purchaseStatus: string;
  }[],
): string | null {
  const counts = new Map<string, number>();
  for (const artwork of artworks) {
    if (!artwork.institutionId || !artwork.bidEnabled || artwork.purchaseStatus !== 'on_sale')
      continue;
    counts.set(artwork.institutionId, (counts.get(artwork.institutionId) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [id, n] of counts) if (best === null || n > counts.get(best)!) best = id;
  return best;
}

export async function insertDemoSeller(
  tx: Executor,
  institutionId: string,
  now: Date,
): Promise<void> {
  const customerId = await insertCustomer(
    tx,
    {
      firstName: DEMO_SELLER.firstName,
      lastName: DEMO_SELLER.lastName,
      email: DEMO_SELLER.email,
      emailVerified: true,
      passwordHash: await hashPassword(DEMO_SELLER.password),
      promotionalConsent: false,
      language: 'en',
    },
    now,
  );
  await addInstitutionSeller(tx, customerId, institutionId, now);
}
