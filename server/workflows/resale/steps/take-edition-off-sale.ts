// A step of withdrawing a resale (review-resale.ts): an edition on sale goes off sale, unless a
// buyer holds it for a payment.
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { delistEdition } from '../../../modules/orders/edition-hold.repository';
import type { ResaleRow } from '../../../modules/resale/resale.repository';
import { resaleMessages as m } from '@/schemas/resale';

/** Nothing to do before the listing; "edition busy" while a buyer holds it. */
export async function takeEditionOffSale(
  tx: Executor,
  input: { resale: Pick<ResaleRow, 'status' | 'editionId'>; now: Date },
): Promise<void> {
  const { resale, now } = input;
  if (resale.status === 'on_sale' && !(await delistEdition(tx, resale.editionId, now))) {
    throw new AppError('CONFLICT', m.editionBusy);
  }
}
