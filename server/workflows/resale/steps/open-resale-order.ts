// A step of buying a resold edition (buy-resale.ts): the buyer's order is a cart for the edition,
// the one they opened since it was listed, else a new one at today's rate of their currency.
import type { Executor } from '../../../db/client';
import { findOpenCartForEdition, type CartRow } from '../../../modules/orders/cart.repository';
import type { ResaleRow } from '../../../modules/resale/resale.repository';
import type { CurrencyCode } from '@/rules/money';
import { openCartFor } from '../../checkout';

/** The buyer's cart; `rateOf` is asked only when a new one is opened. */
export async function openResaleOrder(
  db: Executor,
  input: {
    customerId: string;
    resale: Pick<ResaleRow, 'artworkId' | 'editionId' | 'listedAt' | 'createdAt'>;
    currency: CurrencyCode;
    rateOf: (currency: CurrencyCode) => Promise<number>;
    now: Date;
  },
): Promise<CartRow> {
  const { customerId, resale, currency } = input;
  const open = await findOpenCartForEdition(
    db,
    customerId,
    resale.editionId,
    resale.listedAt ?? resale.createdAt,
  );
  if (open) return open;
  return openCartFor(
    db,
    {
      customerId,
      artworkId: resale.artworkId,
      editionId: resale.editionId,
      currency,
      krwPerUnit: await input.rateOf(currency),
    },
    input.now,
  );
}
