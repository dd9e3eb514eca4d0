// A step of the sale (record-sale.ts): the order is what the buyer agreed to and was charged, the
// amounts of the payment session, never the cart priced again (a price may have changed since).
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import type { PaymentRow } from '../../../modules/payments/payment.repository';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import type { OrderAmounts } from '@/rules/order-pricing';
import { priceCart } from '../../checkout-views';
import { couponsOf } from '../cart-reads';
import type { SaleFacts } from '../sale-facts';

/**
 * The session's amounts (a session started before sessions kept them is priced from the cart);
 * "cart changed" when their total is not what was charged.
 */
export async function chargedAmounts(
  tx: Executor,
  input: { facts: SaleFacts; payment: Pick<PaymentRow, 'breakdown' | 'amount'> },
): Promise<OrderAmounts> {
  const { facts, payment } = input;
  const amounts =
    (payment.breakdown as OrderAmounts | null) ??
    priceCart({ ...facts, coupons: facts.coupons ?? (await couponsOf(tx, facts.cart)) });
  if (amounts.total !== payment.amount) throw new AppError('CONFLICT', m.cartChanged);
  return amounts;
}
