// Cancelling an order before shipment (POST store/orders/{id}/cancel, the back office's cancel):
// unpaid, it is closed; paid, it is refunded in full through the gateway (a virtual-account
// payment to the account the buyer names), the edition unsold, a resale it bought reopened, the
// provenance told, the coupons given back and the buyer told, in one transaction.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { logger } from '../../lib/logger';
import { restoreCoupons } from '../../modules/coupons/coupon.repository';
import { unsellEdition } from '../../modules/orders/edition-hold.repository';
import { lockOrderById, updateOrder, type OrderRow } from '../../modules/orders/order.repository';
import type { PaymentGateway } from '../../modules/payments/payment-gateway.port';
import { findOrderPayment, updatePayment } from '../../modules/payments/payment.repository';
import { applyResaleEvent, resaleInPlayFromOrder } from '../../modules/resale/resale.repository';
import type { CancelOrderRequest } from '@/schemas/checkout';
import type { OrderDto, RefundInfoDto } from '@/schemas/checkout-dto';
import {
  canCancelOrder,
  checkoutMessages as m,
  type OrderStatus,
  type PayMethod,
  type ShippingMethod,
  type ShippingStatus,
} from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { resaleMessages } from '@/schemas/resale';
import type { CustomerNotices, OrderCloser } from '../customer-notices';
import { recordSaleRefunded } from '../provenance-steps';
import { closeUnpaid } from './close-unpaid';
import type { OrderReads } from './order-reads';

export function createCancelOrder(
  ctx: AppContext,
  gateway: PaymentGateway,
  reads: OrderReads,
  notices: CustomerNotices | undefined,
) {
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
        return closeUnpaid(tx, { order, payment, reason, by, notices, now: ctx.now() });
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
    const [dto] = await reads.dtos([order], language);
    return dto!;
  }

  return {
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
      return cancelOrder((tx) => reads.ownOrder(customerId, orderId, tx), input, 'buyer', language);
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
  };
}
