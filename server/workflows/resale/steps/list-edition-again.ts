// A step of listing a resale (confirm, approve in review-resale.ts): the owned edition is on sale
// again at the listing price (sold → available, its artwork's page shows it buyable).
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { relistEdition } from '../../../modules/orders/edition-hold.repository';
import { resaleMessages as m } from '@/schemas/resale';

/** "Wrong status" when the edition is not the sold one the request is for. */
export async function listEditionAgain(
  tx: Executor,
  input: { editionId: string; priceKrw: number; now: Date },
): Promise<void> {
  if (!(await relistEdition(tx, input.editionId, input.priceKrw, input.now))) {
    throw new AppError('CONFLICT', m.wrongStatus);
  }
}
