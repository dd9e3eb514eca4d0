// A step of a paid sale (record-sale.ts): the cart is closed as ordered, the hold taken and the
// edition sold, in one statement, and the edition's provenance says it went to a private
// collection.
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { closeCartAndSellEdition } from '../../../modules/orders/edition-hold.repository';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import { recordPrimarySale } from '../../provenance-steps';

/**
 * Sells the edition to the order. The cart must still be open at the version the payment was
 * started on (else "cart changed") and the hold still this cart's (else "edition unavailable").
 */
export async function sellEdition(
  tx: Executor,
  input: {
    cartId: string;
    cartVersion: number;
    editionId: string;
    orderId: string;
    address: ShippingAddressDto | null;
    now: Date;
  },
): Promise<void> {
  const { cartId, editionId, orderId, now } = input;
  const sale = await closeCartAndSellEdition(
    tx,
    { cartId, version: input.cartVersion, orderId, editionId },
    now,
  );
  if (!sale.closed) throw new AppError('CONFLICT', m.cartChanged);
  if (!sale.sold) throw new AppError('CONFLICT', m.editionUnavailable);
  await recordPrimarySale(tx, { editionId, address: input.address, soldAt: now }, now);
}
