// After the checkout (rules §7 "Cart and orders", issue 5): an order and its sale slip, cancelling
// or refunding before shipment, the transaction history, the virtual account's signed deposit
// notification and the sweep that cancels unpaid virtual-account orders at their deadline.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { AppError, notFound } from '../errors';
import { logger } from '../lib/logger';
import { findEditionsForOrders } from '../modules/artworks/artwork-purchase.repository';
import { findRateLocksOfCarts } from '../modules/orders/cart.repository';
import { restoreCoupons } from '../modules/coupons/coupon.repository';
import { purgeExpiredKeys } from '../modules/idempotency/idempotency.repository';
import {
  claimAbandonedHolds,
  releaseEdition,
  sellEdition,
  unsellEdition,
} from '../modules/orders/edition-hold.repository';
import {
  claimOverdueDeposits,
  countOrdersByStatus,
  countSoldOrders,
  listAllOrders,
  findOrder,
  findSoldOrder,
  findOrdersByIds,
  issueOrderDocument,
  listOrders,
  lockOrderById,
  updateOrder,
  type OrderRow,
} from '../modules/orders/order.repository';
import {
  NotificationRejected,
  type PaymentGateway,
} from '../modules/payments/payment-gateway.port';
import {
  closePendingPayments,
  findOrderPayment,
  findPaymentsOfOrders,
  lockPaymentByAccount,
  recordPaymentEvent,
  updatePayment,
  type PaymentRow,
} from '../modules/payments/payment.repository';
import { SIGNATURE_HEADER, signNotification } from '../modules/payments/webhook-signature';
import { applyResaleEvent, resaleInPlayFromOrder } from '../modules/resale/resale.repository';
import type { CancelOrderRequest, HistoryQuery } from '@/schemas/checkout';
import type {
  OrderDto,
  OrderHistoryDto,
  ReceiptDto,
  RefundInfoDto,
  StoreInfoDto,
} from '@/schemas/checkout-dto';
import { backOfficeMessages, type AdminOrderListQuery } from '@/schemas/back-office';
import {
  canAdvanceShipping,
  canCancelOrder,
  checkoutMessages as m,
  EXPECTED_DELIVERY_DAYS,
  historyFilters,
  type HistoryFilter,
  type OrderStatus,
  type PayMethod,
  type ShippingMethod,
  type ShippingStatus,
} from '@/schemas/checkout-rules';
import type { Language } from '@/schemas/dto';
import { resaleMessages } from '@/schemas/resale';
import { SELLER_ADDRESS, SELLER_LEGAL_NAME } from '@/schemas/seller';
import type { CurrencyCode } from '@/schemas/money';
import { toOrderDto, toSellerOrderDto } from './checkout-views';
import type { CustomerNotices, OrderCloser } from './customer-notices';
import { recordPrimarySale, recordSaleRefunded } from './provenance-steps';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Orders = ReturnType<typeof createOrders>;

export interface DepositResult {
  applied: boolean;
  /** paid | replay | already_paid | order_closed | ignored (not a deposit) */
  outcome: 'paid' | 'replay' | 'already_paid' | 'order_closed' | 'ignored';
  order_id: string | null;
}

export function createOrders(ctx: AppContext, gateway: PaymentGateway, notices?: CustomerNotices) {
  async function dtos(rows: OrderRow[], language: Language, db: Executor = ctx.db) {
    const ids = rows.map((row) => row.id);
    const [payments, editions, rateLocks] = await Promise.all([
      findPaymentsOfOrders(db, ids),
      findEditionsForOrders(
        db,
        rows.map((row) => row.editionId),
      ),
      findRateLocksOfCarts(
        db,
        rows.map((row) => row.cartId),
      ),
    ]);
    const paymentOf = new Map<string, PaymentRow>();
    for (const payment of payments) {
      if (payment.orderId && !paymentOf.has(payment.orderId))
        paymentOf.set(payment.orderId, payment);
    }
    return rows.map((row) =>
      toOrderDto(
        row,
        paymentOf.get(row.id) ?? null,
        editions.get(row.editionId) ?? null,
        language,
        rateLocks.get(row.cartId) ?? null,
      ),
    );
  }

  async function ownOrder(customerId: string, orderId: string, db: Executor = ctx.db) {
    const order = await findOrder(db, customerId, orderId, { forUpdate: db !== ctx.db });
    if (!order) throw notFound(m.orderNotFound);
    return order;
  }

  /** The customer's order as its buyer, else a resale they sold; 404 otherwise. */
  async function partyOrder(customerId: string, orderId: string) {
    const order =
      (await findOrder(ctx.db, customerId, orderId)) ??
      (await findSoldOrder(ctx.db, customerId, orderId));
    if (!order) throw notFound(m.orderNotFound);
    return order;
  }

  /** Each order as `customerId` may see it: in full as its buyer, the seller's view otherwise. */
  async function partyDtos(rows: OrderRow[], customerId: string, language: Language) {
    const views = await dtos(rows, language);
    return views.map((view, i) =>
      rows[i]!.customerId === customerId ? view : toSellerOrderDto(view, rows[i]!),
    );
  }

  const storeInfo = (language: Language): StoreInfoDto => ({
    store_name: SELLER_LEGAL_NAME[language],
    address: SELLER_ADDRESS[language],
    representative: ctx.config.STORE_REPRESENTATIVE,
    business_number: ctx.config.STORE_BUSINESS_NUMBER,
  });

  /**
   * Closes an unpaid order: the edition goes back on sale, the coupons back to the buyer, and the
   * buyer is told who closed it (cancelled, or expired at the deadline).
   */
  async function closeUnpaid(
    tx: Executor,
    order: OrderRow,
    payment: PaymentRow | null,
    reason: string,
    by: OrderCloser,
  ): Promise<OrderRow> {
    const now = ctx.now();
    const paymentStatus = by === 'deadline' ? 'expired' : 'canceled';
    if (payment)
      await updatePayment(tx, payment.id, { status: paymentStatus, canceledAt: now }, now);
    await releaseEdition(tx, order.editionId, now);
    await restoreCoupons(tx, order.id);
    const closed = await updateOrder(
      tx,
      order.id,
      { status: 'canceled', canceledAt: now, cancelAmount: order.total, cancelReason: reason },
      now,
    );
    await notices?.orderCanceled(tx, order.id, by);
    return closed;
  }

  /** Moves a paid order's shipping status and tells the buyer (the back office, the internal call). */
  async function recordShippingStatus(
    tx: Executor,
    orderId: string,
    to: ShippingStatus,
  ): Promise<OrderRow> {
    const moved = await updateOrder(tx, orderId, { shippingStatus: to }, ctx.now());
    await notices?.shippingChanged(tx, orderId);
    return moved;
  }

  /**
   * The deposit into the order's virtual account is in: the edition is sold (its provenance and a
   * resale it closes recorded), the payment and the order are paid. The signed notification and
   * the operator's manual confirmation both end here.
   */
  async function recordDeposit(
    tx: Executor,
    order: OrderRow,
    payment: PaymentRow,
    paidAt: Date,
    now: Date,
  ): Promise<OrderRow> {
    if (!(await sellEdition(tx, order.editionId, now))) {
      throw new AppError('CONFLICT', m.editionUnavailable);
    }
    await recordPrimarySale(
      tx,
      { editionId: order.editionId, address: order.shippingAddress, soldAt: now },
      now,
    );
    // A resold edition's resale closes with the deposit that pays for it.
    if (
      order.resaleId &&
      !(await applyResaleEvent(
        tx,
        order.resaleId,
        'sell',
        'sold',
        { orderId: order.id, closedAt: now },
        now,
      ))
    ) {
      throw new AppError('CONFLICT', m.editionUnavailable);
    }
    await updatePayment(tx, payment.id, { status: 'paid', paidAt }, now);
    await issueOrderDocument(tx, order.id, now);
    const paid = await updateOrder(
      tx,
      order.id,
      {
        status: 'paid',
        paidAt,
        expectedDeliveryAt: new Date(paidAt.getTime() + EXPECTED_DELIVERY_DAYS * DAY_MS),
      },
      now,
    );
    await notices?.paymentReceived(tx, order.id);
    return paid;
  }

  /**
   * Cancels (unpaid) or refunds (paid) the order `find` locks, before shipment only: the one rule
   * for the buyer's cancel and the operator's.
   */
  async function cancelOrder(
    find: (tx: Executor) => Promise<OrderRow>,
    input: CancelOrderRequest,
    by: Exclude<OrderCloser, 'deadline'>,
    language: Language,
  ): Promise<OrderDto> {
    const defaultReason = by === 'buyer' ? 'cancelled by the buyer' : 'cancelled by the store';
    const order = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const order = await find(tx);
      const status = order.status as OrderStatus;
      if (
        !canCancelOrder(
          status,
          order.shippingMethod as ShippingMethod,
          order.shippingStatus as ShippingStatus,
        )
      ) {
        throw new AppError('CONFLICT', m.cancelNotAllowed);
      }
      // An edition its owner put up for resale is withdrawn from it first; one sold on stays sold.
      if (await resaleInPlayFromOrder(tx, order.id)) {
        throw new AppError('CONFLICT', resaleMessages.withdrawFirst);
      }
      const payment = await findOrderPayment(tx, order.id, { forUpdate: true });
      const reason = input.reason || defaultReason;
      if (status === 'awaiting_deposit') {
        if (payment?.providerReference) {
          await gateway.cancel(
            {
              reference: payment.providerReference,
              amount: 0,
              currency: order.currencyCode as CurrencyCode,
              reason,
            },
            now,
          );
        }
        return closeUnpaid(tx, order, payment, reason, by);
      }
      const method = order.paymentMethod as PayMethod;
      if (method === 'vbank' && !input.refund_account) {
        throw new AppError('VALIDATION', m.refundAccountRequired);
      }
      const refundAccount = method === 'vbank' ? input.refund_account : null;
      const { canceledAt } = await gateway.cancel(
        {
          reference: payment?.providerReference ?? order.id,
          amount: order.total,
          currency: order.currencyCode as CurrencyCode,
          reason,
          refundAccount,
        },
        now,
      );
      if (payment) {
        await updatePayment(
          tx,
          payment.id,
          { status: 'refunded', canceledAt, refundedAmount: order.total },
          now,
        );
      }
      await unsellEdition(tx, order.editionId, now);
      if (
        order.resaleId &&
        (await applyResaleEvent(
          tx,
          order.resaleId,
          'reopen',
          'on_sale',
          { orderId: null, closedAt: null },
          now,
        ))
      ) {
        await notices?.resaleReopened(tx, order.resaleId, order.id);
      }
      await recordSaleRefunded(
        tx,
        {
          editionId: order.editionId,
          artworkId: order.artworkId,
          resale: order.resaleId !== null,
          refundedAt: canceledAt,
        },
        now,
      );
      await restoreCoupons(tx, order.id);
      const refund: RefundInfoDto = {
        amount: order.total,
        refunded_at: canceledAt.toISOString(),
        method,
        bank: refundAccount?.bank ?? null,
        account_number: refundAccount?.account_number ?? null,
        holder: refundAccount?.holder ?? null,
      };
      const refunded = await updateOrder(
        tx,
        order.id,
        {
          status: 'refunded',
          canceledAt,
          cancelAmount: order.total,
          cancelReason: reason,
          refundInfo: { ...refund },
        },
        now,
      );
      await notices?.orderRefunded(tx, order.id, by, refund);
      return refunded;
    });
    logger.info('order cancelled', { order_id: order.id, status: order.status });
    const [dto] = await dtos([order], language);
    return dto!;
  }

  return {
    storeInfo,
    recordShippingStatus,

    /** GET store/orders/{id}: the buyer's order, or the seller's view of a resale. */
    async get(customerId: string, orderId: string, language: Language): Promise<OrderDto> {
      const [dto] = await partyDtos([await partyOrder(customerId, orderId)], customerId, language);
      return dto!;
    },

    /** GET store/orders/receipt/{id}: the sale slip, once paid (the seller's shows the proceeds). */
    async receipt(customerId: string, orderId: string, language: Language): Promise<ReceiptDto> {
      const order = await partyOrder(customerId, orderId);
      if (!order.paidAt || !order.documentIssuedAt) {
        throw new AppError('CONFLICT', m.receiptNotReady);
      }
      const [dto] = await partyDtos([order], customerId, language);
      // Issued once, at payment (ADR 0037): reopening shows the same number and time.
      return {
        store: storeInfo(language),
        order: dto!,
        issued_at: order.documentIssuedAt.toISOString(),
      };
    },

    /**
     * POST store/orders/{id}/cancel: before shipment only. Unpaid: cancelled. Paid: refunded in
     * full through the gateway (a virtual-account payment to the account the buyer names).
     */
    async cancel(
      customerId: string,
      orderId: string,
      input: CancelOrderRequest,
      language: Language,
    ): Promise<OrderDto> {
      return cancelOrder((tx) => ownOrder(customerId, orderId, tx), input, 'buyer', language);
    },

    /** Back office: every order (filters), in full. */
    async listAll(query: AdminOrderListQuery, language: Language) {
      const { rows, count } = await listAllOrders(
        ctx.db,
        {
          status: query.status,
          shippingStatus: query.shipping_status,
          paymentMethod: query.payment_method,
          q: query.q,
        },
        query,
      );
      return { rows, orders: await dtos(rows, language), count };
    },

    /** Back office: any order in full, with its row; null when unknown. */
    async findAny(orderId: string, language: Language) {
      const [row] = await findOrdersByIds(ctx.db, [orderId]);
      if (!row) return null;
      const [dto] = await dtos([row], language);
      return { row, dto: dto! };
    },

    /** Back office: the operator cancels or refunds an order (the buyer's rule, any order). */
    cancelAsOperator(orderId: string, input: CancelOrderRequest, language: Language) {
      return cancelOrder(
        async (tx) => {
          const order = await lockOrderById(tx, orderId);
          if (!order) throw notFound(m.orderNotFound);
          return order;
        },
        input,
        'store',
        language,
      );
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
        return recordDeposit(tx, order, payment, now, now);
      });
      logger.info('deposit confirmed by an operator', { order_id: order.id });
      const [dto] = await dtos([order], language);
      return dto!;
    },

    /** Back office: moves a paid order one step along its shipping track (rules §4). */
    async advanceShipping(
      orderId: string,
      to: ShippingStatus,
      language: Language,
    ): Promise<OrderDto> {
      const order = await ctx.db.transaction(async (tx) => {
        const order = await lockOrderById(tx, orderId);
        if (!order) throw notFound(m.orderNotFound);
        if (order.status !== 'paid') throw new AppError('CONFLICT', backOfficeMessages.notPaid);
        const method = order.shippingMethod as ShippingMethod;
        if (!canAdvanceShipping(method, order.shippingStatus as ShippingStatus, to)) {
          throw new AppError('CONFLICT', backOfficeMessages.shippingStepNotAllowed);
        }
        return recordShippingStatus(tx, order.id, to);
      });
      logger.info('shipping advanced', { order_id: order.id, shipping_status: to });
      const [dto] = await dtos([order], language);
      return dto!;
    },

    /** GET store/customer/history: one tab of the transaction history, with every tab's count. */
    async history(
      customerId: string,
      query: HistoryQuery,
      language: Language,
    ): Promise<OrderHistoryDto> {
      const status = query.status as HistoryFilter;
      const [{ rows, count }, byStatus, sold] = await Promise.all([
        listOrders(ctx.db, customerId, status, query),
        countOrdersByStatus(ctx.db, customerId),
        countSoldOrders(ctx.db, customerId),
      ]);
      const counts = Object.fromEntries(historyFilters.map((filter) => [filter, 0])) as Record<
        HistoryFilter,
        number
      >;
      for (const [key, n] of Object.entries(byStatus)) {
        counts.purchased += n;
        if (key in counts) counts[key as HistoryFilter] = n;
      }
      counts.sold = sold;
      return {
        status,
        orders: await partyDtos(rows, customerId, language),
        counts,
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /**
     * POST store/payments/notifications/{provider}: a signed deposit into a virtual account marks
     * its order paid and sells the edition; the same event again changes nothing.
     */
    async applyDeposit(
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
        if (
          !order ||
          order.status !== 'awaiting_deposit' ||
          payment.status !== 'awaiting_deposit'
        ) {
          // Too late: the sweep cancelled it. The money goes back through the gateway.
          logger.warn('deposit for a closed order', { payment_id: payment.id });
          return { applied: false, outcome: 'order_closed', order_id: payment.orderId };
        }
        if (order.depositDeadline && order.depositDeadline <= now) {
          // Past the deadline, before the sweep came by: cancelled like the sweep would.
          await closeUnpaid(tx, order, payment, 'deposit deadline passed', 'deadline');
          logger.warn('deposit after the deadline', { payment_id: payment.id });
          return { applied: false, outcome: 'order_closed', order_id: order.id };
        }
        await recordDeposit(tx, order, payment, deposit.depositedAt, now);
        return { applied: true, outcome: 'paid', order_id: order.id };
      });
      if (result.applied) logger.info('deposit applied', { order_id: result.order_id });
      return result;
    },

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
      return this.applyDeposit(raw, { [SIGNATURE_HEADER]: signature });
    },

    /**
     * The buying sweep: cancels virtual-account orders past their deadline (the edition goes back
     * on sale), frees holds of abandoned payments, forgets idempotency keys past 24 hours.
     */
    async sweep(): Promise<{ canceledOrders: number; releasedHolds: number }> {
      let canceledOrders = 0;
      let releasedHolds = 0;
      for (;;) {
        const n = await ctx.db.transaction(async (tx) => {
          const overdue = await claimOverdueDeposits(tx, ctx.now(), 50);
          for (const order of overdue) {
            const payment = await findOrderPayment(tx, order.id, { forUpdate: true });
            await closeUnpaid(tx, order, payment, 'deposit deadline passed', 'deadline');
          }
          return overdue.length;
        });
        canceledOrders += n;
        if (n < 50) break;
      }
      for (;;) {
        const n = await ctx.db.transaction(async (tx) => {
          const holds = await claimAbandonedHolds(tx, ctx.now(), 50);
          for (const hold of holds) {
            await releaseEdition(tx, hold.editionId, ctx.now());
            await closePendingPayments(tx, hold.cartId, 'expired', ctx.now());
          }
          return holds.length;
        });
        releasedHolds += n;
        if (n < 50) break;
      }
      await purgeExpiredKeys(ctx.db, ctx.now());
      if (canceledOrders || releasedHolds) {
        logger.info('buying sweep', {
          canceled_orders: canceledOrders,
          released_holds: releasedHolds,
        });
      }
      return { canceledOrders, releasedHolds };
    },
  };
}
