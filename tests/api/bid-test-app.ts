// The bid API test files' common ground: the buying test app plus a gallery seller (a customer
// who sells for the fixture gallery in_1), an artwork of that gallery taking bids, and the calls.
import { randomBytes } from 'node:crypto';
import * as t from '@/server/db/schema';
import { addInstitutionSeller } from '@/server/modules/sellers/seller.repository';
import { startBuyingApp, type BuyingTestApp } from './buying-test-app';
import type { CallOptions, CallResult, SignedUp } from './customer-test-app';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface BidTestApp extends BuyingTestApp {
  /** A customer who sells for gallery `institutionId` (in_1 by default). */
  seller(institutionId?: string): Promise<SignedUp>;
  /** A new on-sale artwork of gallery in_1 taking bids until `biddingDays` from now. */
  biddingArtwork(options?: {
    priceKrw?: number;
    editions?: number;
    biddingDays?: number;
    institutionId?: string | null;
  }): Promise<{ artworkId: string; handle: string; editionIds: string[] }>;
  bid(bidder: SignedUp, body: Record<string, unknown>, options?: CallOptions): Promise<CallResult>;
  accept(seller: SignedUp, bidId: string, options?: CallOptions): Promise<CallResult>;
  cancelBid(bidder: SignedUp, bidId: string): Promise<CallResult>;
  /** PUT store/orders/bid/{id} then GET bid/complete/{id}: the completion's answer. */
  payBid(bidder: SignedUp, bidId: string, body?: Record<string, unknown>): Promise<CallResult>;
}

let counter = 0;

export function startBidApp(): BidTestApp {
  const app = startBuyingApp();
  // The buying app's members read through the prototype (its `app` getter stays lazy).
  const own: Omit<BidTestApp, keyof BuyingTestApp> = {
    async seller(institutionId = 'in_1') {
      const me = await app.signUp();
      await addInstitutionSeller(app.app.ctx.db, me.customerId, institutionId, app.now());
      return me;
    },
    async biddingArtwork(options = {}) {
      counter += 1;
      const id = `aw_bid_${counter}_${randomBytes(3).toString('hex')}`;
      const { db } = app.app.ctx;
      const editions = options.editions ?? 1;
      await db.insert(t.artworks).values({
        id,
        handle: id.replaceAll('_', '-'),
        titleEn: `Offer ${counter}`,
        titleKo: `제안 ${counter}`,
        artistId: 'ar_1',
        institutionId: options.institutionId === undefined ? 'in_1' : options.institutionId,
        categoryId: 'cat_paint',
        widthCm: 50,
        heightCm: 40,
        sizeTotal: 90,
        price: options.priceKrw ?? 1_000_000,
        purchaseStatus: 'on_sale',
        editionType: editions > 1 ? 'edition' : 'unique',
        editionSize: editions,
        bidEnabled: true,
        bidExpiresAt: new Date(app.now().getTime() + (options.biddingDays ?? 3) * DAY),
      });
      const editionIds = Array.from({ length: editions }, (_, i) => `${id}_ed${i + 1}`);
      await db.insert(t.editions).values(
        editionIds.map((editionId, i) => ({
          id: editionId,
          artworkId: id,
          editionNumber: i + 1,
          status: 'available' as const,
        })),
      );
      return { artworkId: id, handle: id.replaceAll('_', '-'), editionIds };
    },
    bid: (bidder, body, options = {}) =>
      app.call('POST', '/v3/store/artwork/bid', { ...options, token: bidder.accessToken, body }),
    accept: (seller, bidId, options = {}) =>
      app.call('POST', '/v3/store/artwork/bid/accept', {
        ...options,
        token: seller.accessToken,
        body: { bid_id: bidId },
      }),
    cancelBid: (bidder, bidId) =>
      app.call('DELETE', `/v3/store/artwork/bid/${bidId}`, { token: bidder.accessToken }),
    async payBid(bidder, bidId, body = {}) {
      const session = await app.call('PUT', `/v3/store/orders/bid/${bidId}`, {
        token: bidder.accessToken,
        body: { pay_method: 'card_kr', order_consent: true, ...body },
      });
      if (session.status !== 200) return session;
      return app.call(
        'GET',
        `/v3/store/orders/bid/complete/${bidId}?payment_session_id=${session.body.payment_session.id}`,
        { token: bidder.accessToken },
      );
    },
  };
  return Object.assign(Object.create(app) as BuyingTestApp, own);
}
