// The offer steps' common ground (ADR 0060): the sale's step app (buyers, bids, resales and a
// transaction rolled back once the test has read what a step did in it) plus a pending bid
// placed through the store API, with its seller's scope.
import { expect } from 'vitest';
import type { Executor } from '@/server/db/client';
import { findBid, type BidRow } from '@/server/modules/bids/bid.repository';
import type { SellerScope } from '@/server/workflows/bids/bid-reads';
import type { SignedUp } from '../customer-test-app';
import { startSaleApp, type SaleTestApp } from '../checkout-steps/sale-test-app';

/** A pending bid on a new single-edition work of gallery in_1, its seller and bidder. */
export interface PendingBid {
  seller: SignedUp;
  bidder: SignedUp;
  artworkId: string;
  editionId: string;
  bid: BidRow;
  /** The seller's scope: the gallery in_1 they sell for. */
  scope: SellerScope;
}

export interface BidStepApp extends SaleTestApp {
  pendingBid(options?: { amount?: number }): Promise<PendingBid>;
  /** Another pending bid, by a new bidder, on the same edition. */
  rivalBid(on: PendingBid, amount?: number): Promise<BidRow>;
  /** The bid as `tx` sees it. */
  bidRow(tx: Executor, bidId: string): Promise<BidRow>;
}

export function startBidStepApp(): BidStepApp {
  const app = startSaleApp();
  const db = () => app.app.ctx.db;
  async function placed(bidder: SignedUp, artworkId: string, amount: number) {
    const answer = await app.bid(bidder, { artwork_id: artworkId, amount });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (await findBid(db(), answer.body.id as string))!;
  }
  const own: Omit<BidStepApp, keyof SaleTestApp> = {
    async pendingBid(options = {}) {
      const seller = await app.seller();
      const bidder = await app.buyer();
      const { artworkId, editionIds } = await app.biddingArtwork({ priceKrw: 1_000_000 });
      const bid = await placed(bidder, artworkId, options.amount ?? 900_000);
      return {
        seller,
        bidder,
        artworkId,
        editionId: editionIds[0]!,
        bid,
        scope: { institutionIds: ['in_1'], customerId: seller.customerId },
      };
    },
    async rivalBid(on, amount = 950_000) {
      return placed(await app.buyer(), on.artworkId, amount);
    },
    async bidRow(tx, bidId) {
      return (await findBid(tx, bidId))!;
    },
  };
  return Object.assign(Object.create(app) as SaleTestApp, own);
}
