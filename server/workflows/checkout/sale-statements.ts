// Statements of a checkout completion that span domains, so that it takes few round trips
// (ADR 0034).
//
// claimSale is the first statement of a completion. The payment session is claimed
// (pending → processing) only when all that `complete` checks before charging holds: the session
// is the customer's, of this cart, in the currency asked, never made an order, and the cart is
// still open at the version the session was started on. What the sale needs is read in the same
// statement: the cart, its edition, delivery address, accepted bid and resale, and the buyer.
// Null when nothing was claimed: the caller then reads the cart and the session to say why.
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { hot, prepared } from '../../db/prepared';
import {
  artists,
  artworks,
  bids,
  carts,
  customers,
  editions,
  images,
  orders,
  payments,
  resaleRequests,
  shippingAddresses,
} from '../../db/schema';
import {
  purchasableColumns,
  toPurchasable,
  type PurchasableEdition,
  type PurchasableRow,
} from '../../modules/artworks/artwork-purchase.repository';
import type { BidRow } from '../../modules/bids/bid.repository';
import { toShippingAddressDto } from '../../modules/customers/shipping-address.repository';
import type { CartRow } from '../../modules/orders/cart.repository';
import {
  newOrderNumber,
  orderDocumentFields,
  type NewOrder,
  type OrderRow,
} from '../../modules/orders/order.repository';
import type { PaymentRow } from '../../modules/payments/payment.repository';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import type { CurrencyCode } from '@/rules/money';

export interface ClaimedSale extends CartSaleFacts {
  /** The payment as claimed (`processing`). */
  payment: PaymentRow;
  buyer: { firstName: string; lastName: string; email: string; language: 'en' | 'ko' } | null;
}

const p = {
  customerId: sql.placeholder('customerId'),
  cartId: sql.placeholder('cartId'),
  paymentId: sql.placeholder('paymentId'),
  currency: sql.placeholder('currency'),
  now: sql.placeholder('now'),
};

/** The fields of a CTE (a data-modifying one's RETURNING), to select them from it by name. */
function fieldsOf<S extends object>(cte: { _: { selectedFields: S } }): S {
  const byName = cte as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(cte._.selectedFields).map((key) => [key, byName[key]]),
  ) as S;
}

// One level of nesting is what a Drizzle selection takes: the edition's picture stands apart.
const { image, ...editionColumns } = purchasableColumns;

/** What a sale needs to know of its cart: selected with the cart (joinFacts adds the rest). */
const factsSelection = {
  cart: getTableColumns(carts),
  edition: editionColumns,
  image,
  address: getTableColumns(shippingAddresses),
  bid: getTableColumns(bids),
  resale: { id: resaleRequests.id, sellerId: resaleRequests.sellerId },
};

/** The cart's edition (with its artwork, artist and picture), address, bid and resale. */
function joinFacts<T extends PgSelect>(query: T) {
  return query
    .leftJoin(editions, eq(editions.id, carts.editionId))
    .leftJoin(artworks, eq(artworks.id, editions.artworkId))
    .leftJoin(artists, eq(artists.id, artworks.artistId))
    .leftJoin(images, eq(images.id, artworks.imageId))
    .leftJoin(
      shippingAddresses,
      and(
        eq(shippingAddresses.id, carts.shippingAddressId),
        eq(shippingAddresses.customerId, carts.customerId),
      ),
    )
    .leftJoin(bids, eq(bids.cartId, carts.id))
    .leftJoin(
      resaleRequests,
      and(eq(resaleRequests.editionId, carts.editionId), eq(resaleRequests.status, 'on_sale')),
    );
}

type FactsRow = {
  cart: CartRow;
  edition: Omit<PurchasableRow, 'image'> | null;
  image: PurchasableRow['image'];
  address: Parameters<typeof toShippingAddressDto>[0] | null;
  bid: BidRow | null;
  resale: { id: string; sellerId: string } | null;
};

export interface CartSaleFacts {
  cart: CartRow;
  edition: PurchasableEdition | null;
  address: ShippingAddressDto | null;
  bid: BidRow | null;
  resale: { id: string; sellerId: string } | null;
}

function toFacts(row: FactsRow): CartSaleFacts {
  return {
    cart: row.cart,
    edition: row.edition?.editionId
      ? toPurchasable({ ...row.edition, image: row.image } as PurchasableRow)
      : null,
    address: row.address ? toShippingAddressDto(row.address) : null,
    bid: row.bid,
    resale: row.resale,
  };
}

function build(db: Executor) {
  const claimed = db.$with('claimed').as(
    db
      .update(payments)
      .set({ status: 'processing', updatedAt: sql`${p.now}::timestamptz` })
      .where(
        and(
          eq(payments.id, p.paymentId),
          eq(payments.customerId, p.customerId),
          eq(payments.cartId, p.cartId),
          eq(payments.status, 'pending'),
          isNull(payments.orderId),
          eq(payments.currencyCode, p.currency),
          sql`${payments.cartVersion} = (select ${carts.version} from ${carts} where ${carts.id} = ${p.cartId} and ${carts.customerId} = ${p.customerId} and ${carts.status} = 'open')`,
        ),
      )
      .returning(),
  );
  const query = db
    .with(claimed)
    .select({
      payment: fieldsOf(claimed),
      ...factsSelection,
      buyer: {
        firstName: customers.firstName,
        lastName: customers.lastName,
        email: customers.email,
        language: customers.language,
      },
    })
    .from(claimed)
    .innerJoin(carts, eq(carts.id, claimed.cartId))
    .$dynamic();
  return joinFacts(query)
    .leftJoin(customers, eq(customers.id, carts.customerId))
    .prepare('checkout_claim_sale');
}

/**
 * The customer's cart, locked (FOR UPDATE), with what its payment session checks and holds for:
 * the edition, address, accepted bid and resale, in one statement. Null when there is no such
 * cart of the customer's.
 */
export async function lockCartWithFacts(
  tx: Executor,
  customerId: string,
  cartId: string,
): Promise<CartSaleFacts | null> {
  const query = tx
    .select(factsSelection)
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.customerId, customerId)))
    .$dynamic();
  const [row] = await hot(
    'checkout.lock-cart-with-facts',
    joinFacts(query).for('update', { of: carts }),
  );
  return row ? toFacts(row as FactsRow) : null;
}

/** Claims the payment session for completion and reads the sale's facts; null when not claimed. */
export async function claimSale(
  db: Executor,
  ids: { customerId: string; cartId: string; paymentId: string; currency: CurrencyCode },
  now: Date,
): Promise<ClaimedSale | null> {
  const [row] = await prepared(db, 'checkout_claim_sale', build).execute({
    ...ids,
    now: now.toISOString(),
  });
  if (!row) return null;
  return {
    ...toFacts(row as FactsRow),
    payment: row.payment as PaymentRow,
    buyer: row.buyer as ClaimedSale['buyer'],
  };
}

/**
 * Inserts the order and, in the same statement, records on its payment the gateway's outcome
 * and the order (`payments.order_id` refers to the order: its key is checked at the end of the
 * statement, when the order is there). The payment must be locked by the caller's transaction.
 */
export async function placeOrder(
  tx: Executor,
  order: NewOrder & { id: string },
  payment: { id: string; changes: Partial<Omit<PaymentRow, 'id' | 'createdAt' | 'orderId'>> },
  now: Date,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const placed = tx.$with('placed').as(
    tx
      .insert(orders)
      .values({
        orderNumber: newOrderNumber(now),
        ...order,
        // A paid order has its sale slip and receipt from the start (ADR 0037).
        ...(order.paidAt ? orderDocumentFields(now) : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  const recorded = tx.$with('recorded').as(
    tx
      .update(payments)
      .set({ ...payment.changes, orderId: order.id, updatedAt: now })
      .where(eq(payments.id, payment.id))
      .returning(),
  );
  const [row] = await hot(
    `order.place.${String(payment.changes.status)}`,
    tx
      .with(placed, recorded)
      .select({ order: fieldsOf(placed), payment: fieldsOf(recorded) })
      .from(placed)
      .crossJoin(recorded),
  );
  if (!row) throw new Error(`order ${order.id} not placed`);
  return row as { order: OrderRow; payment: PaymentRow };
}
