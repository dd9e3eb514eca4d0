// The virtual account's deposit (rules §7): the gateway's signed notification (POST
// store/payments/notifications/{provider}), its development simulation, and the operator's
// manual confirmation from a bank statement, all ending in record-deposit.ts; a deposit after the
// deadline closes the order as the sweep would.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { logger } from '../../lib/logger';
import { findOrdersByIds, lockOrderById } from '../../modules/orders/order.repository';
import {
  NotificationRejected,
  type PaymentGateway,
} from '../../modules/payments/payment-gateway.port';
import {
  findOrderPayment,
  lockPaymentByAccount,
  recordPaymentEvent,
} from '../../modules/payments/payment.repository';
import { SIGNATURE_HEADER, signNotification } from '../../modules/payments/webhook-signature';
import { backOfficeMessages } from '@/schemas/back-office';
import type { OrderDto } from '@/schemas/checkout-dto';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import type { CustomerNotices } from '../customer-notices';
import { closeUnpaid } from './close-unpaid';
import type { OrderReads } from './order-reads';
import { recordDeposit } from './record-deposit';

export interface DepositResult {
  applied: boolean;
  /** paid | replay | already_paid | order_closed | ignored (not a deposit) */
  outcome: 'paid' | 'replay' | 'already_paid' | 'order_closed' | 'ignored';
  order_id: string | null;
}

export function createDeposits(
  ctx: AppContext,
  gateway: PaymentGateway,
  reads: OrderReads,
  notices: CustomerNotices | undefined,
) {
  /**
   * POST store/payments/notifications/{provider}: a signed deposit into a virtual account marks
   * its order paid and sells the edition; the same event again changes nothing.
   */
  async function applyDeposit(
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<DepositResult> {
    let notification;
    try {
      notification = await gateway.parseNotification(rawBody, headers, ctx.now());
    } catch (error) {
      if (error instanceof NotificationRejected) {
        if (error.reason === 'signature') throw new AppError('UNAUTHORIZED', m.invalidSignature);
        if (error.reason === 'timestamp') throw new AppError('VALIDATION', m.staleNotification);
        throw new AppError('VALIDATION', error.message);
      }
      throw error;
    }
    // Genuine, but not a deposit (an account issued or cancelled): acknowledged, nothing to do.
    if (!notification) return { applied: false, outcome: 'ignored', order_id: null };
    const deposit = notification;
    const result = await ctx.db.transaction(async (tx): Promise<DepositResult> => {
      const now = ctx.now();
      const payment = await lockPaymentByAccount(tx, gateway.provider, deposit.accountNumber);
      if (!payment || !payment.orderId) throw notFound('Virtual account not found.');
      const fresh = await recordPaymentEvent(tx, {
        provider: gateway.provider,
        eventId: deposit.eventId,
        paymentId: payment.id,
        type: deposit.type,
        payload: deposit.payload,
        receivedAt: now,
      });
      if (!fresh) return { applied: false, outcome: 'replay', order_id: payment.orderId };
      if (payment.status === 'paid') {
        return { applied: false, outcome: 'already_paid', order_id: payment.orderId };
      }
      if (deposit.amount !== payment.amount || deposit.currency !== payment.currencyCode) {
        throw new AppError('CONFLICT', m.depositAmountMismatch);
      }
      const order = await lockOrderById(tx, payment.orderId);
      if (!order || order.status !== 'awaiting_deposit' || payment.status !== 'awaiting_deposit') {
        // Too late: the sweep cancelled it. The money goes back through the gateway.
        logger.warn('deposit for a closed order', { payment_id: payment.id });
        return { applied: false, outcome: 'order_closed', order_id: payment.orderId };
      }
      if (order.depositDeadline && order.depositDeadline <= now) {
        // Past the deadline, before the sweep came by: cancelled like the sweep would.
        await closeUnpaid(tx, {
          order,
          payment,
          reason: 'deposit deadline passed',
          by: 'deadline',
          notices,
          now: ctx.now(),
        });
        logger.warn('deposit after the deadline', { payment_id: payment.id });
        return { applied: false, outcome: 'order_closed', order_id: order.id };
      }
      await recordDeposit(tx, { order, payment, paidAt: deposit.depositedAt, notices, now });
      return { applied: true, outcome: 'paid', order_id: order.id };
    });
    if (result.applied) logger.info('deposit applied', { order_id: result.order_id });
    return result;
  }

  return {
    applyDeposit,

    /**
     * Development only: deposits the full amount into the order's virtual account through a
     * notification signed like the gateway's, so the real notification path is what pays it.
     */
    async simulateDeposit(orderId: string): Promise<DepositResult> {
      const [order] = await findOrdersByIds(ctx.db, [orderId]);
      const payment = order ? await findOrderPayment(ctx.db, order.id) : null;
      if (!order || !payment?.accountNumber) throw notFound(m.orderNotFound);
      const raw = JSON.stringify({
        event_id: `dev_${payment.id}_${randomUUID()}`,
        type: 'deposit.completed',
        account_number: payment.accountNumber,
        amount: payment.amount,
        currency: payment.currencyCode,
        deposited_at: ctx.now().toISOString(),
      });
      const signature = signNotification(ctx.config.PAYMENT_WEBHOOK_SECRET, raw, ctx.now());
      return applyDeposit(raw, { [SIGNATURE_HEADER]: signature });
    },

    /**
     * Back office: the operator saw the money arrive in the virtual account (a bank statement)
     * and confirms the deposit by hand. The same step as a signed notification; a notification
     * arriving afterwards finds the payment paid and changes nothing.
     */
    async confirmDeposit(orderId: string, language: Language): Promise<OrderDto> {
      const order = await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        const order = await lockOrderById(tx, orderId);
        if (!order) throw notFound(m.orderNotFound);
        const payment = await findOrderPayment(tx, order.id, { forUpdate: true });
        if (
          order.status !== 'awaiting_deposit' ||
          payment?.status !== 'awaiting_deposit' ||
          (order.depositDeadline !== null && order.depositDeadline <= now)
        ) {
          throw new AppError('CONFLICT', backOfficeMessages.notAwaitingDeposit);
        }
        await recordPaymentEvent(tx, {
          provider: payment.provider,
          eventId: `manual_${payment.id}`,
          paymentId: payment.id,
          type: 'deposit.confirmed_by_operator',
          payload: { order_id: order.id, amount: payment.amount, currency: payment.currencyCode },
          receivedAt: now,
        });
        return recordDeposit(tx, { order, payment, paidAt: now, notices, now });
      });
      logger.info('deposit confirmed by an operator', { order_id: order.id });
      const [dto] = await reads.dtos([order], language);
      return dto!;
    },
  };
}
