// A step of buying a resold edition (buy-resale.ts): the resale a buyer may order is on sale and
// someone else's.
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../errors';
import { findResale, type ResaleRow } from '../../../modules/resale/resale.repository';
import { resaleMessages as m } from '@/schemas/resale';

/** 404 when unknown, 409 when not on sale or the buyer's own. */
export async function findResaleOnSale(
  db: Executor,
  input: { customerId: string; resaleId: string },
): Promise<ResaleRow> {
  const row = await findResale(db, input.resaleId);
  if (!row) throw notFound(m.requestNotFound);
  if (row.status !== 'on_sale') throw new AppError('CONFLICT', m.notOnSale);
  if (row.sellerId === input.customerId) throw new AppError('CONFLICT', m.ownEdition);
  return row;
}
