// The internal call that moves a paid order along its shipping track (rules §4 shipping statuses),
// forward only, on the order's own track; the move and the buyer's notice are the orders
// workflow's, shared with the back office's shipping step (issue 19).
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { logger } from '../lib/logger';
import { lockOrderById } from '../modules/orders/order.repository';
import { shippingTracks, type ShippingMethod, type ShippingStatus } from '@/rules/checkout-rules';
import type { Orders } from './orders';

export const shippingMessages = {
  orderNotFound: 'Order not found.',
  notPaid: 'Only a paid order is shipped.',
  notOnTrack: 'This status is not on the order’s shipping track.',
  backwards: 'The shipping status only moves forward.',
} as const;

export type ShippingUpdates = ReturnType<typeof createShippingUpdates>;

export function createShippingUpdates(ctx: AppContext, orders: Orders) {
  return {
    async setStatus(orderId: string, status: ShippingStatus) {
      const order = await ctx.db.transaction(async (tx) => {
        const row = await lockOrderById(tx, orderId);
        if (!row) throw notFound(shippingMessages.orderNotFound);
        if (row.status !== 'paid') throw new AppError('CONFLICT', shippingMessages.notPaid);
        const track: readonly string[] = shippingTracks[row.shippingMethod as ShippingMethod];
        const to = track.indexOf(status);
        if (to < 0) throw new AppError('VALIDATION', shippingMessages.notOnTrack);
        const from = track.indexOf(row.shippingStatus);
        if (to === from) return row; // the same status again: nothing moved, nobody told
        if (to < from) throw new AppError('CONFLICT', shippingMessages.backwards);
        const moved = await orders.recordShippingStatus(tx, row.id, status);
        logger.info('shipping moved', { order_id: row.id, shipping_status: status });
        return moved;
      });
      return {
        order_id: order.id,
        order_number: order.orderNumber,
        shipping_method: order.shippingMethod as ShippingMethod,
        shipping_status: order.shippingStatus as ShippingStatus,
      };
    },
  };
}
