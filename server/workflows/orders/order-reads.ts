// What the order operations share (rules §7): an order as its buyer sees it (with its payment,
// edition and locked rate), the seller's view of a resale they sold, the ownership checks, and
// the store's details printed on the sale slip.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import { findEditionsForOrders } from '../../modules/artworks/artwork-purchase.repository';
import { findRateLocksOfCarts } from '../../modules/orders/cart.repository';
import { findOrder, findSoldOrder, type OrderRow } from '../../modules/orders/order.repository';
import { findPaymentsOfOrders, type PaymentRow } from '../../modules/payments/payment.repository';
import type { StoreInfoDto } from '@/schemas/checkout-dto';
import { checkoutMessages as m } from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import { SELLER_ADDRESS, SELLER_LEGAL_NAME } from '@/rules/seller';
import { toOrderDto, toSellerOrderDto } from '../checkout-views';

export type OrderReads = ReturnType<typeof createOrderReads>;

export function createOrderReads(ctx: AppContext) {
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

  return { dtos, ownOrder, partyOrder, partyDtos, storeInfo };
}
