// Reading orders: one order and its sale slip for its buyer (or the seller of a resale), the
// customer's transaction history, and every order for the back office.
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import {
  countOrdersByStatus,
  countSoldOrders,
  findOrdersByIds,
  listAllOrders,
  listOrders,
} from '../../modules/orders/order.repository';
import type { AdminOrderListQuery } from '@/schemas/back-office';
import type { HistoryQuery } from '@/schemas/checkout';
import type { OrderDto, OrderHistoryDto, ReceiptDto } from '@/schemas/checkout-dto';
import { checkoutMessages as m, historyFilters, type HistoryFilter } from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import type { OrderReads } from './order-reads';

export function createOrderLists(ctx: AppContext, reads: OrderReads) {
  return {
    /** GET store/orders/{id}: the buyer's order, or the seller's view of a resale. */
    async get(customerId: string, orderId: string, language: Language): Promise<OrderDto> {
      const order = await reads.partyOrder(customerId, orderId);
      const [dto] = await reads.partyDtos([order], customerId, language);
      return dto!;
    },

    /** GET store/orders/receipt/{id}: the sale slip, once paid (the seller's shows the proceeds). */
    async receipt(customerId: string, orderId: string, language: Language): Promise<ReceiptDto> {
      const order = await reads.partyOrder(customerId, orderId);
      if (!order.paidAt || !order.documentIssuedAt) {
        throw new AppError('CONFLICT', m.receiptNotReady);
      }
      const [dto] = await reads.partyDtos([order], customerId, language);
      // Issued once, at payment (ADR 0037): reopening shows the same number and time.
      return {
        store: reads.storeInfo(language),
        order: dto!,
        issued_at: order.documentIssuedAt.toISOString(),
      };
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
        orders: await reads.partyDtos(rows, customerId, language),
        counts,
        count,
        limit: query.limit,
        offset: query.offset,
      };
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
      return { rows, orders: await reads.dtos(rows, language), count };
    },

    /** Back office: any order in full, with its row; null when unknown. */
    async findAny(orderId: string, language: Language) {
      const [row] = await findOrdersByIds(ctx.db, [orderId]);
      if (!row) return null;
      const [dto] = await reads.dtos([row], language);
      return { row, dto: dto! };
    },
  };
}
