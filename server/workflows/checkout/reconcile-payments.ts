// The reconciliation sweep (ADR 0020): payments left `processing` (the process died between the
// gateway and the commit, or the gateway gave no clear answer) are settled by what the gateway
// knows of them: recorded as `complete` would have, or voided and their edition freed.
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { logger } from '../../lib/logger';
import { findCustomerById } from '../../modules/customers/customer.repository';
import { findCart } from '../../modules/orders/cart.repository';
import { lockHold, releaseEdition } from '../../modules/orders/edition-hold.repository';
import type { PaymentGateway } from '../../modules/payments/payment-gateway.port';
import {
  leaseStaleProcessing,
  lockPayment,
  updatePayment,
  type PaymentRow,
} from '../../modules/payments/payment.repository';
import type { PayMethod } from '@/rules/checkout-rules';
import { customerFullName } from '@/schemas/customer-dto';
import type { CurrencyCode } from '@/rules/money';
import type { CustomerNotices } from '../customer-notices';
import { factsOf } from './cart-reads';
import { PaymentSettled, recordSale, resaleRatesOf } from './record-sale';

/** How long a payment may stay `processing` before the reconciliation asks the gateway. */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
const RECONCILE_BATCH = 20;

export function createReconcilePayments(
  ctx: AppContext,
  gateway: PaymentGateway,
  notices?: CustomerNotices,
) {
  /**
   * Closes a payment that led to no order (declined, voided, never charged) and frees the
   * edition its cart held; nothing when someone else settled it meanwhile.
   */
  async function closeUnrecorded(
    payment: PaymentRow,
    changes: Partial<PaymentRow> & { status: 'declined' | 'canceled' },
  ): Promise<boolean> {
    return ctx.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (locked?.status !== 'processing') return false;
      await updatePayment(tx, payment.id, { canceledAt: ctx.now(), ...changes }, ctx.now());
      const cart = payment.cartId ? await findCart(tx, payment.customerId, payment.cartId) : null;
      if (cart && (await lockHold(tx, cart.editionId, cart.id))) {
        await releaseEdition(tx, cart.editionId, ctx.now());
      }
      return true;
    });
  }

  /** Settles one payment left `processing` by what the gateway knows of it. */
  async function reconcileOne(payment: PaymentRow): Promise<'recorded' | 'voided' | 'skipped'> {
    const currency = payment.currencyCode as CurrencyCode;
    const found = await gateway.lookup(
      {
        paymentId: payment.id,
        method: payment.method as PayMethod,
        amount: payment.amount,
        currency,
        installmentMonths: payment.installmentMonths ?? 0,
        orderName: '',
        buyerName: '',
        testInput: payment.testInput,
      },
      ctx.now(),
    );
    const voidCharge = async (reference: string, charged: boolean) => {
      await gateway.cancel(
        { reference, amount: charged ? payment.amount : 0, currency, reason: 'reconciliation' },
        ctx.now(),
      );
      return (await closeUnrecorded(payment, { status: 'canceled' })) ? 'voided' : 'skipped';
    };
    const accepted = found.status === 'approved' || found.status === 'awaiting_deposit';
    // Membership payments grant nothing after the fact: a charge is given back.
    if (payment.purpose !== 'order' || !payment.cartId) {
      if (accepted) return voidCharge(found.reference, found.status === 'approved');
    } else if (accepted) {
      const cart = await findCart(ctx.db, payment.customerId, payment.cartId);
      const customer = await findCustomerById(ctx.db, payment.customerId);
      if (!cart) return voidCharge(found.reference, found.status === 'approved');
      const facts = await factsOf(ctx.db, cart);
      const buyerName = customer ? customerFullName(customer.firstName, customer.lastName) : '';
      try {
        const recorded = await ctx.db.transaction((tx) =>
          recordSale(tx, {
            facts,
            payment,
            outcome: found,
            buyer: { name: buyerName },
            resaleRates: resaleRatesOf(ctx),
            notices,
            now: ctx.now(),
          }),
        );
        logger.info('payment reconciled: order placed', { order_id: recorded.order.id });
        return 'recorded';
      } catch (error) {
        if (error instanceof PaymentSettled) return 'skipped';
        if (!(error instanceof AppError)) throw error;
        // The cart or the edition moved on meanwhile: the money goes back.
        return voidCharge(found.reference, found.status === 'approved');
      }
    }
    const closed = await closeUnrecorded(
      payment,
      found.status === 'declined'
        ? { status: 'declined', declineReason: found.reason, providerReference: found.reference }
        : { status: 'canceled' },
    );
    return closed ? 'voided' : 'skipped';
  }

  /**
   * Payments left `processing` for RECONCILE_AFTER_MS are leased with SKIP LOCKED, the gateway
   * is asked about each, and each is recorded as `complete` would have, or voided. Safe to run
   * on any number of instances at once.
   */
  return async function reconcileProcessing(): Promise<{ recorded: number; voided: number }> {
    const result = { recorded: 0, voided: 0 };
    for (;;) {
      const now = ctx.now();
      const leased = await ctx.db.transaction((tx) =>
        leaseStaleProcessing(
          tx,
          new Date(now.getTime() - RECONCILE_AFTER_MS),
          now,
          RECONCILE_BATCH,
        ),
      );
      for (const payment of leased) {
        try {
          const outcome = await reconcileOne(payment);
          if (outcome !== 'skipped') result[outcome] += 1;
        } catch (error) {
          // This one waits for the next round (its lease runs out); the others go on.
          logger.warn('payment reconciliation failed', {
            payment_id: payment.id,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
      if (leased.length < RECONCILE_BATCH) break;
    }
    if (result.recorded || result.voided) logger.info('payments reconciled', result);
    return result;
  };
}
