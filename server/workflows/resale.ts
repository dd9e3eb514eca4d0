// Resale and consignment (issue 6, ADR 0025). An owner (the buyer of an edition's latest paid
// order) asks to resell it at a desired price, or to consign it (condition, photos, storage or
// delivery); an operator proposes the listing price or rejects; the owner confirms and the
// edition is on sale again at that price (sold → available, the artwork's page shows it
// buyable); anyone else buys it through the ordinary checkout, whose completion moves ownership
// (a new paid order) and records the seller's settlement. Each operation is a file of resale/,
// each move of a request the named steps of resale/steps/ in one transaction (ADR 0060). Every
// status change is one conditional update decided by schemas/resale.ts; the edition's status
// moves in the same transaction, locking the edition before the request (the checkout's order).
import type { AppContext } from '../context';
import type { Checkout } from './checkout';
import type { CustomerNotices } from './customer-notices';
import { createBuyResale } from './resale/buy-resale';
import { createRegisterResale } from './resale/register-resale';
import { createResaleLists } from './resale/resale-lists';
import { createResaleReads } from './resale/resale-reads';
import { createReviewResale } from './resale/review-resale';

export type Resale = ReturnType<typeof createResale>;

export function createResale(ctx: AppContext, checkout: Checkout, notices?: CustomerNotices) {
  const reads = createResaleReads(ctx);
  return {
    ...createResaleLists(ctx, reads),
    ...createRegisterResale(ctx, reads, notices),
    ...createReviewResale(ctx, reads, notices),
    ...createBuyResale(ctx, checkout),
  };
}
