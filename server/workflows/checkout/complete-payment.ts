// Completing a payment (GET store/cart/{id}/complete/{currency}): the session is claimed, the
// gateway charges outside any transaction, then the sale is recorded in one transaction (or a
// refusal frees the edition). A charge that cannot become an order is given back.
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { isDatabaseUnavailable } from '../../db/errors';
import { retryWhileUnavailable } from '../../db/retry-while-unavailable';
import { describeError, logger } from '../../lib/logger';
import { findCustomerById } from '../../modules/customers/customer.repository';
import type { Recipient } from '../../modules/notices/notice.repository';
import { findCart } from '../../modules/orders/cart.repository';
import { lockHold, releaseEdition } from '../../modules/orders/edition-hold.repository';
import { findOrder, type OrderRow } from '../../modules/orders/order.repository';
import {
  GatewayUnavailable,
  type PaymentGateway,
  type PaymentOutcome,
} from '../../modules/payments/payment-gateway.port';
import {
  claimPendingPayment,
  findPayment,
  updatePayment,
  type PaymentRow,
} from '../../modules/payments/payment.repository';
import type { CompleteQuery } from '@/schemas/checkout';
import type { OrderDto } from '@/schemas/checkout-dto';
import { checkoutMessages as m, type PayMethod } from '@/rules/checkout-rules';
import { customerFullName } from '@/schemas/customer-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { Executor } from '../../db/client';
import { toOrderDto } from '../checkout-views';
import { OutcomePending } from '../idempotency';
import type { CustomerNotices } from '../customer-notices';
import { bidTermsOf, factsOf, itemName, orderDto } from './cart-reads';
import { PaymentSettled, recordSale, resaleRatesOf } from './record-sale';
import type { SaleFacts } from './sale-facts';
import { claimSale, type ClaimedSale } from './sale-statements';

/**
 * How long a charged sale the database could not record is tried again in the background: within
 * its Idempotency-Key's lease (60 s), well before the reconciliation's turn (2 minutes).
 */
const RECORD_AFTER_OUTAGE_MS = 45_000;

/** A payment session claimed for completion, with what its sale needs. */
interface Claimed {
  payment: PaymentRow;
  facts: SaleFacts;
  buyer: { firstName: string; lastName: string; email: string; language: 'en' | 'ko' } | null;
}

/** A claimed session's facts, as recording the sale takes them. */
export function claimedSale(claimed: ClaimedSale): Claimed {
  const { payment, cart, edition, buyer } = claimed;
  if (!edition) throw notFound(m.cartNotFound);
  const bid = claimed.bid ? bidTermsOf(claimed.bid) : null;
  const facts = { cart, edition, address: claimed.address, bid, resale: claimed.resale };
  return { payment, facts, buyer };
}

export function createCompletePayment(
  ctx: AppContext,
  gateway: PaymentGateway,
  notices?: CustomerNotices,
) {
  /**
   * `complete`'s checks one by one, when the one-statement claim did not happen (ADR 0034): the
   * order the session already made, or the error that says why it cannot be completed; or, when
   * all is in order after all (the session was freed meanwhile), the claim as before.
   */
  async function claimChecked(
    customerId: string,
    cartId: string,
    currency: CurrencyCode,
    paymentId: string,
  ): Promise<Claimed | { order: OrderRow }> {
    const [cart, payment] = await Promise.all([
      findCart(ctx.db, customerId, cartId),
      findPayment(ctx.db, customerId, paymentId),
    ]);
    if (!cart) throw notFound(m.cartNotFound);
    if (!payment || payment.cartId !== cart.id) throw notFound(m.paymentSessionNotFound);
    if (payment.orderId) {
      const order = await findOrder(ctx.db, customerId, payment.orderId);
      if (order) return { order };
    }
    if (payment.status === 'declined') {
      throw new AppError('PAYMENT_DECLINED', payment.declineReason ?? m.paymentDeclined);
    }
    if (payment.status === 'processing') {
      throw new AppError('CONFLICT', m.idempotencyInProgress);
    }
    if (payment.status !== 'pending' || cart.status !== 'open') {
      throw new AppError('CONFLICT', m.paymentSessionExpired);
    }
    if (payment.currencyCode !== currency) throw new AppError('CONFLICT', m.currencyMismatch);
    if (payment.cartVersion !== cart.version) throw new AppError('CONFLICT', m.cartChanged);
    const now = ctx.now();
    if (!(await claimPendingPayment(ctx.db, payment.id, now))) {
      throw new AppError('CONFLICT', m.idempotencyInProgress);
    }
    const [facts, buyer] = await Promise.all([
      factsOf(ctx.db, cart),
      findCustomerById(ctx.db, customerId),
    ]);
    return { payment: { ...payment, status: 'processing', updatedAt: now }, facts, buyer };
  }

  /** What `complete` answers when the reconciliation settled its payment first. */
  async function settledAnswer(customerId: string, paymentId: string, language: Language) {
    const settled = await findPayment(ctx.db, customerId, paymentId);
    const order = settled?.orderId ? await findOrder(ctx.db, customerId, settled.orderId) : null;
    if (order) return orderDto(ctx.db, order, language);
    throw new AppError('CONFLICT', m.paymentSessionExpired);
  }

  /**
   * Frees the edition a failed payment held; an accepted bid keeps it until its payment deadline
   * (the bidder may try another card), when the bid sweep frees it.
   */
  async function releaseUnlessBid(tx: Executor, facts: SaleFacts): Promise<void> {
    if (facts.bid) return;
    if (await lockHold(tx, facts.cart.editionId, facts.cart.id)) {
      await releaseEdition(tx, facts.cart.editionId, ctx.now());
    }
  }

  /**
   * GET store/cart/{id}/complete/{currency}: charges through the gateway, then in one
   * transaction creates the order and sells the edition (or, for a virtual account, keeps it
   * held until the deposit). A declined payment frees the edition and answers 402.
   */
  return async function complete(
    customerId: string,
    cartId: string,
    currency: CurrencyCode,
    query: CompleteQuery,
    language: Language,
  ): Promise<OrderDto> {
    // 1. Claim the session (pending → processing) and read what the sale needs, in one
    // statement when all is in order; else find out why not. The hold is checked when the sale
    // is recorded: a hold lost meanwhile voids the charge.
    const claimed = await claimSale(
      ctx.db,
      { customerId, cartId, paymentId: query.payment_session_id, currency },
      ctx.now(),
    );
    const sale = claimed
      ? claimedSale(claimed)
      : await claimChecked(customerId, cartId, currency, query.payment_session_id);
    if ('order' in sale) return orderDto(ctx.db, sale.order, language);
    const { payment, facts, buyer } = sale;

    // 2. The gateway, outside any transaction.
    const buyerName = buyer ? customerFullName(buyer.firstName, buyer.lastName) : '';
    const recipient: Recipient | undefined = buyer
      ? { customerId, email: buyer.email, firstName: buyer.firstName, language: buyer.language }
      : undefined;
    let outcome: PaymentOutcome;
    try {
      outcome = await gateway.pay(
        {
          paymentId: payment.id,
          method: payment.method as PayMethod,
          amount: payment.amount,
          currency,
          installmentMonths: payment.installmentMonths ?? 0,
          orderName: itemName(facts.edition, language),
          buyerName,
          paymentKey: query.payment_key ?? null,
          testInput: payment.testInput,
        },
        ctx.now(),
      );
    } catch (error) {
      // An unclear answer may hide a charge: the payment stays `processing` and the
      // reconciliation asks the gateway later. A clear refusal of the request frees it.
      if (!(error instanceof GatewayUnavailable)) {
        await updatePayment(ctx.db, payment.id, { status: 'pending' }, ctx.now());
      } else {
        logger.warn('payment outcome unknown', { payment_id: payment.id, detail: error.detail });
      }
      throw error;
    }

    // 3. Record it, in one transaction.
    if (outcome.status === 'declined') {
      const declined = outcome;
      await ctx.db.transaction(async (tx) => {
        await updatePayment(
          tx,
          payment.id,
          {
            status: 'declined',
            providerReference: declined.reference,
            declineReason: declined.reason,
          },
          ctx.now(),
        );
        await releaseUnlessBid(tx, facts);
      });
      logger.info('payment declined', { payment_id: payment.id, code: outcome.code });
      throw new AppError('PAYMENT_DECLINED', outcome.reason, { decline_code: outcome.code });
    }
    const accepted = outcome;
    /** The sale recorded in one transaction, or the charge given back when it cannot be. */
    const record = async (): Promise<OrderDto> => {
      try {
        const recorded = await ctx.db.transaction((tx) =>
          recordSale(tx, {
            facts,
            payment,
            outcome: accepted,
            buyer: { name: buyerName, recipient },
            resaleRates: resaleRatesOf(ctx),
            notices,
            now: ctx.now(),
          }),
        );
        logger.info('order placed', {
          order_id: recorded.order.id,
          status: recorded.order.status,
        });
        return toOrderDto(
          recorded.order,
          recorded.payment,
          facts.edition,
          language,
          facts.cart.rateLockedAt,
        );
      } catch (error) {
        if (error instanceof PaymentSettled) return settledAnswer(customerId, payment.id, language);
        // The database out of reach: the commit may or may not have happened (below).
        if (isDatabaseUnavailable(error)) throw error;
        // The charge went through but the order could not be recorded: give the money back.
        await gateway.cancel(
          {
            reference: accepted.reference,
            amount: payment.amount,
            currency,
            reason: 'order not recorded',
          },
          ctx.now(),
        );
        await ctx.db.transaction(async (tx) => {
          await updatePayment(
            tx,
            payment.id,
            { status: 'canceled', canceledAt: ctx.now() },
            ctx.now(),
          );
          await releaseUnlessBid(tx, facts);
        });
        throw error;
      }
    };
    try {
      return await record();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The money is taken and the database went away while recording the sale (ADR 0069): the
      // charge is kept, the payment stays `processing`, and the sale is recorded as soon as the
      // database answers (a commit that did happen is found by the payment's lock and answered
      // as the order). The buyer is answered 503; a retry with the same Idempotency-Key gets the
      // order. Should this process die first, the reconciliation settles the payment.
      logger.warn('order not recorded yet: the database is out of reach', {
        payment_id: payment.id,
      });
      const outcome = retryWhileUnavailable(record, {
        giveUpAfterMs: RECORD_AFTER_OUTAGE_MS,
        everyMs: 250,
      });
      outcome.then(
        (order) => logger.info('order recorded once the database answered', { order_id: order.id }),
        (failure: unknown) =>
          logger.warn('order still not recorded: left to the reconciliation', {
            payment_id: payment.id,
            error: describeError(failure),
          }),
      );
      throw new OutcomePending(error, outcome);
    }
  };
}
