// A step of listing a resale (review-resale.ts): the offers made on the edition before (to the
// gallery or an earlier owner) are declined and their bidders told why (rules §4.29): the owner
// listed it at a fixed price (relisted), or it is offered on consignment (consigned).
import type { Executor } from '../../../db/client';
import { closeOpenOffers } from '../../bids/steps/close-open-offers';
import type { CustomerNotices } from '../../customer-notices';

/** The ids of the bids declined. */
export async function declineEarlierBids(
  tx: Executor,
  input: {
    editionId: string;
    kind?: 'resale' | 'consignment';
    notices: CustomerNotices | undefined;
    now: Date;
  },
): Promise<string[]> {
  return closeOpenOffers(tx, {
    event: input.kind === 'consignment' ? 'listed_for_consignment' : 'listed_for_resale',
    where: { editionId: input.editionId },
    notices: input.notices,
    now: input.now,
  });
}
