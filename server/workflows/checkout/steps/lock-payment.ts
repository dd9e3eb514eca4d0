// A step of the sale (record-sale.ts): the payment is recorded once, by whoever locks its row while
// it is still `processing` (the completion, or the reconciliation after a lost answer).
import type { Executor } from '../../../db/client';
import { lockPaymentStatus } from '../../../modules/payments/payment.repository';

/** The payment was already recorded or closed by someone else (complete or reconciliation). */
export class PaymentSettled extends Error {}

/** Locks the payment's row for this transaction; PaymentSettled when it is no longer ours. */
export async function lockPayment(tx: Executor, input: { paymentId: string }): Promise<void> {
  if ((await lockPaymentStatus(tx, input.paymentId)) !== 'processing') throw new PaymentSettled();
}
