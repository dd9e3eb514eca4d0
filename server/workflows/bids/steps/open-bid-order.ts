// A step of accepting an offer (accept-bid.ts): the bidder's order is a cart of their own for the
// edition, in the bid's currency at the rate the bid locked when it was placed.
import type { Executor } from '../../../db/client';
import type { BidRow } from '../../../modules/bids/bid.repository';
import type { CartRow } from '../../../modules/orders/cart.repository';
import type { CurrencyCode } from '@/rules/money';
import { openCartFor } from '../../checkout';

/** Opens the bid order's cart (priced at the bid by the checkout, which finds the bid by its cart). */
export async function openBidOrder(
  tx: Executor,
  input: { bid: BidRow; now: Date },
): Promise<CartRow> {
  const { bid, now } = input;
  return openCartFor(
    tx,
    {
      customerId: bid.bidderId,
      artworkId: bid.artworkId,
      editionId: bid.editionId,
      currency: bid.currencyCode as CurrencyCode,
      krwPerUnit: Number(bid.krwPerUnit),
      rateLockedAt: bid.createdAt,
    },
    now,
  );
}
