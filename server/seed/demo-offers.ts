// The demo's offers (issue 31, rules §4.26–4.34): every kind of listing an offer can be made on can
// be tried. The partner gallery (Ieum, gallery@example.com) has editions taking offers; a gallery
// without a partner account (Foundry Seongsu) has a work taking offers with a pending offer from
// the demo collector, which the operators answer in /admin/offers; and a consigned work (owner@
// example.com's, bought from a gallery and listed on consignment) takes offers its owner answers.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { artworks, bids, carts, editions, orders, resaleRequests } from '../db/schema';
import { newId } from '../lib/ids';
import { hashPassword } from '../modules/auth/password-hasher';
import { findCustomerByEmail, insertCustomer } from '../modules/customers/customer.repository';
import { convertToKrw } from '@/rules/money-conversion';
import { DEMO_COLLECTOR } from './demo-inquiries';

export const DEMO_OWNER = {
  email: 'owner@example.com',
  password: 'owner2026',
  firstName: 'Jiho',
  lastName: 'Byun',
} as const;

const DAY = 24 * 3_600_000;

interface PlannedWork {
  id: string;
  handle: string;
  titleEn: string;
  titleKo: string;
  institutionId?: string | null;
  price?: number | null;
  purchaseStatus: string;
  bidEnabled?: boolean | null;
  editionSize?: number | null;
}
interface PlannedEdition {
  id: string;
  artworkId: string;
  status?: string | null;
}

/** Rounds a KRW amount to ₩10,000. */
const roundKrw = (krw: number) => Math.round(krw / 10_000) * 10_000;

/** The works the demo's offers go on, chosen from the plan (the same catalogue, the same works). */
export function planDemoOffers(input: {
  artworks: readonly PlannedWork[];
  editions: readonly PlannedEdition[];
  institutions: readonly { id: string; handle: string }[];
  partnerGallery: string | null;
}) {
  const available = new Map<string, string>();
  for (const edition of input.editions) {
    if (edition.status === 'available' && !available.has(edition.artworkId)) {
      available.set(edition.artworkId, edition.id);
    }
  }
  const onSale = input.artworks
    .filter((work) => work.purchaseStatus === 'on_sale' && work.price && available.has(work.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  const foundry = input.institutions.find((i) => i.handle === 'foundry-seongsu')?.id ?? null;
  // The partner's editions first (a work of several editions), then its unique works: six, so a
  // visitor trying the demo, and every journey that buys one through an offer, still finds one.
  const partnerWorks = onSale
    .filter((work) => work.institutionId === input.partnerGallery)
    .sort((a, b) => (b.editionSize ?? 1) - (a.editionSize ?? 1));
  const partnerOffers = partnerWorks.slice(0, 6);
  const foundryWorks = onSale.filter((work) => foundry && work.institutionId === foundry);
  const foundryWork =
    foundryWorks.find((work) => work.titleEn === 'Held Breath') ?? foundryWorks[0] ?? null;
  const taken = new Set([...partnerOffers, foundryWork].map((work) => work?.id));
  // A unique work of another gallery, bought and consigned by the demo owner.
  const consigned =
    onSale.find(
      (work) =>
        !taken.has(work.id) &&
        (work.editionSize ?? 1) === 1 &&
        work.institutionId &&
        work.institutionId !== foundry &&
        work.institutionId !== input.partnerGallery,
    ) ?? null;
  return {
    partnerOffers: partnerOffers.map((work) => work.id),
    foundry: foundryWork && { artwork: foundryWork, editionId: available.get(foundryWork.id)! },
    consigned: consigned && { artwork: consigned, editionId: available.get(consigned.id)! },
  };
}

/** Inserts the demo's offers (after the collector of the demo's conversations exists). */
export async function insertDemoOffers(
  tx: Executor,
  input: {
    now: Date;
    plan: ReturnType<typeof planDemoOffers>;
    usdRate: number | null;
  },
): Promise<void> {
  const { now, plan } = input;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const takeOffers = (artworkId: string, until: Date | null) =>
    tx
      .update(artworks)
      .set({ bidEnabled: true, bidExpiresAt: until, lastBidPrice: null })
      .where(eq(artworks.id, artworkId));

  // The partner gallery's editions take offers for two weeks.
  for (const artworkId of plan.partnerOffers) await takeOffers(artworkId, at(14));

  // Foundry Seongsu (no partner account): an offer in dollars from the demo collector.
  const collector = await findCustomerByEmail(tx, DEMO_COLLECTOR.email);
  if (plan.foundry && collector && input.usdRate) {
    const { artwork, editionId } = plan.foundry;
    const price = artwork.price!;
    await takeOffers(artwork.id, at(10));
    const dollars = Math.max(1, Math.round((price * 0.8) / input.usdRate / 100)) * 100;
    const amount = dollars * 100;
    const amountKrw = convertToKrw({ amount, currency: 'usd' }, input.usdRate);
    if (amountKrw * 2 >= price && amountKrw < price) {
      await tx.insert(bids).values({
        id: newId('bid', now.getTime() - DAY),
        artworkId: artwork.id,
        editionId,
        bidderId: collector.id,
        sellerInstitutionId: artwork.institutionId!,
        currencyCode: 'usd',
        amount,
        krwPerUnit: input.usdRate,
        amountKrw,
        listPriceKrw: price,
        expiresAt: at(10),
        createdAt: new Date(now.getTime() - DAY),
        updatedAt: new Date(now.getTime() - DAY),
      });
    }
  }

  // A consigned work: the owner bought it two months ago and consigned it; it takes offers.
  if (plan.consigned) {
    const { artwork, editionId } = plan.consigned;
    const ownerId =
      (await findCustomerByEmail(tx, DEMO_OWNER.email))?.id ??
      (await insertCustomer(
        tx,
        {
          firstName: DEMO_OWNER.firstName,
          lastName: DEMO_OWNER.lastName,
          email: DEMO_OWNER.email,
          emailVerified: true,
          passwordHash: await hashPassword(DEMO_OWNER.password),
          promotionalConsent: false,
          language: 'ko',
        },
        now,
      ));
    const bought = at(-60);
    const price = artwork.price!;
    const cartId = newId('cart', bought.getTime());
    const orderId = newId('ord', bought.getTime());
    await tx.insert(carts).values({
      id: cartId,
      customerId: ownerId,
      artworkId: artwork.id,
      editionId,
      currencyCode: 'krw',
      krwPerUnit: 1,
      rateLockedAt: bought,
      status: 'ordered',
      orderId,
      createdAt: bought,
      updatedAt: bought,
    });
    await tx.insert(orders).values({
      id: orderId,
      orderNumber: `AM-DEMO-CONSIGN-${artwork.id.slice(-6)}`,
      customerId: ownerId,
      cartId,
      artworkId: artwork.id,
      editionId,
      itemNameEn: artwork.titleEn,
      itemNameKo: artwork.titleKo,
      buyerName: `${DEMO_OWNER.firstName} ${DEMO_OWNER.lastName}`,
      currencyCode: 'krw',
      krwPerUnit: 1,
      artPrice: price,
      // An artwork is sold tax-free (no VAT): the whole total is the tax-free amount.
      total: price,
      taxFreeAmount: price,
      shippingMethod: 'storage',
      shippingStatus: 'in_storage',
      paymentMethod: 'card_kr',
      status: 'paid',
      paidAt: bought,
      createdAt: bought,
      updatedAt: bought,
    });
    const listingPrice = roundKrw(price * 1.15);
    await tx.insert(resaleRequests).values({
      id: newId('rsl', at(-7).getTime()),
      kind: 'consignment',
      editionId,
      artworkId: artwork.id,
      sellerId: ownerId,
      ownershipOrderId: orderId,
      status: 'on_sale',
      desiredPrice: listingPrice,
      listingPrice,
      condition: 'excellent',
      conditionNote: '',
      photos: [],
      handover: 'storage',
      proposedAt: at(-6),
      listedAt: at(-5),
      createdAt: at(-7),
      updatedAt: at(-5),
    });
    await tx
      .update(editions)
      .set({ price: listingPrice, updatedAt: at(-5) })
      .where(and(eq(editions.id, editionId), eq(editions.status, 'available')));
    // An owner's listing takes offers without an end date (each offer open 14 days).
    await takeOffers(artwork.id, null);
  }

  // "Last bid" is what the offers say (rules §4.31): the highest in play, else the latest paid
  // for, else none — never a figure no offer backs (one would vanish at the next offer's change).
  await tx.execute(sql`update ${artworks} a set last_bid_price = coalesce(
      (select max(b.amount_krw) from ${bids} b
        where b.artwork_id = a.id and b.status in ('pending', 'accepted')),
      (select b.amount_krw from ${bids} b where b.artwork_id = a.id and b.status = 'ordered'
        order by b.created_at desc, b.id desc limit 1))
    where a.last_bid_price is not null or exists (select 1 from ${bids} b where b.artwork_id = a.id)`);
}
