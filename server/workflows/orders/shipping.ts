// A paid order's shipping track (rules §4): the back office moves it one step at a time, the
// internal call records a carrier's status, and the buyer is told each move.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { logger } from '../../lib/logger';
import { lockOrderById, updateOrder, type OrderRow } from '../../modules/orders/order.repository';
import { backOfficeMessages } from '@/schemas/back-office';
import type { OrderDto } from '@/schemas/checkout-dto';
import {
  canAdvanceShipping,
  checkoutMessages as m,
  type ShippingMethod,
  type ShippingStatus,
} from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import type { CustomerNotices } from '../customer-notices';
import type { OrderReads } from './order-reads';

export function createShipping(
  ctx: AppContext,
  reads: OrderReads,
  notices: CustomerNotices | undefined,
) {
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

  return {
    recordShippingStatus,

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
      const [dto] = await reads.dtos([order], language);
      return dto!;
    },
  };
}
