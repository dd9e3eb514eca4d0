// The sale's step tests' common ground (ADR 0042): the resale test app (buyers, bids, resales)
// plus a payment session claimed for completion as `complete` claims it, what the gateway answers,
// and a transaction that is rolled back once the test has read what a step did in it.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '@/server/db/client';
import * as t from '@/server/db/schema';
import type { PaymentRow } from '@/server/modules/payments/payment.repository';
import { claimedSale } from '@/server/workflows/checkout/complete-payment';
import type { AcceptedOutcome, SaleFacts } from '@/server/workflows/checkout/sale-facts';
import { claimSale } from '@/server/workflows/checkout/sale-statements';
import type { Buyer } from '../buying-test-app';
import type { SignedUp } from '../customer-test-app';
import { startResaleApp, type ResaleTestApp } from '../resale-test-app';

/** A payment session claimed for completion (`processing`), with what its sale is given. */
export interface Claimed {
  buyer: SignedUp;
  facts: SaleFacts;
  payment: PaymentRow;
}

export interface SaleTestApp extends ResaleTestApp {
  /** A buyer's cart for a new work with a card session started and claimed. */
  claimed(options?: {
    priceKrw?: number;
    session?: Record<string, unknown>;
  }): Promise<Claimed & { buyer: Buyer; artworkId: string; editionId: string }>;
  /** The order of an accepted bid, its session started and claimed. */
  claimedBid(): Promise<Claimed & { bidId: string }>;
  /** A resold edition's order, its session started and claimed. */
  claimedResale(): Promise<Claimed & { resaleId: string; sellerId: string }>;
  /** The card gateway's approval, paid now. */
  approved(): AcceptedOutcome & { status: 'approved' };
  /** A virtual account issued, to be paid by `deadline`. */
  awaitingDeposit(deadline: Date): AcceptedOutcome & { status: 'awaiting_deposit' };
  /** Runs `run` in a transaction, then rolls it back: what a step did is read inside it. */
  rolledBack<T>(run: (tx: Executor) => Promise<T>): Promise<T>;
}

class RolledBack extends Error {}

export function startSaleApp(): SaleTestApp {
  const app = startResaleApp();
  const db = () => app.app.ctx.db;
  /** Claims the session as `complete` does first (ADR 0034): one statement. */
  async function claim(buyer: SignedUp, cartId: string, paymentId: string): Promise<Claimed> {
    const claimed = await claimSale(
      db(),
      { customerId: buyer.customerId, cartId, paymentId, currency: 'krw' },
      app.now(),
    );
    expect(claimed, 'the session was claimed').not.toBeNull();
    const { payment, facts } = claimedSale(claimed!);
    return { buyer, payment, facts };
  }
  const own: Omit<SaleTestApp, keyof ResaleTestApp> = {
    async claimed(options = {}) {
      const buyer = await app.buyer();
      const { artworkId, editionIds } = await app.artwork({ priceKrw: options.priceKrw });
      const cart = await app.cart(buyer, artworkId);
      const session = await app.session(buyer, cart.cart_id, options.session);
      expect(session.status, JSON.stringify(session.body)).toBe(200);
      const claimed = await claim(buyer, cart.cart_id, session.body.payment_session.id);
      return { ...claimed, buyer, artworkId, editionId: editionIds[0]! };
    },
    async claimedBid() {
      const seller = await app.seller();
      const bidder = await app.buyer();
      const { artworkId } = await app.biddingArtwork({ priceKrw: 1_000_000 });
      const bid = await app.bid(bidder, { artwork_id: artworkId, amount: 900_000 });
      expect(bid.status, JSON.stringify(bid.body)).toBe(200);
      const bidId = bid.body.id as string;
      const accepted = await app.accept(seller, bidId);
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      const session = await app.call('PUT', `/v3/store/orders/bid/${bidId}`, {
        token: bidder.accessToken,
        body: { pay_method: 'card_kr', order_consent: true },
      });
      expect(session.status, JSON.stringify(session.body)).toBe(200);
      const { id, cart_id: cartId } = session.body.payment_session;
      return { ...(await claim(bidder, cartId, id)), bidId };
    },
    async claimedResale() {
      const { owner, resaleId } = await app.listed({ listingPrice: 2_000_000 });
      const buyer = await app.customer();
      const session = await app.call('PUT', `/v3/store/orders/resell/${resaleId}`, {
        token: buyer.accessToken,
        body: { pay_method: 'card_kr', order_consent: true },
      });
      expect(session.status, JSON.stringify(session.body)).toBe(200);
      const { id, cart_id: cartId } = session.body.payment_session;
      return { ...(await claim(buyer, cartId, id)), resaleId, sellerId: owner.customerId };
    },
    approved: () => ({
      status: 'approved',
      reference: `ref_${Math.random().toString(36).slice(2)}`,
      approvalNumber: '30001234',
      paidAt: app.now(),
      cardName: 'Shinhan',
      cardNumber: '424242******4242',
    }),
    awaitingDeposit: (deadline) => ({
      status: 'awaiting_deposit',
      reference: `ref_${Math.random().toString(36).slice(2)}`,
      bank: '088',
      accountNumber: '56211234567890',
      accountName: 'Artmarket Inc.',
      depositDeadline: deadline,
    }),
    async rolledBack(run) {
      let result: Awaited<ReturnType<typeof run>> | undefined;
      try {
        await db().transaction(async (tx) => {
          result = await run(tx);
          throw new RolledBack();
        });
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
      return result!;
    },
  };
  return Object.assign(Object.create(app) as ResaleTestApp, own);
}

/** The edition's status, its hold and the cart's status, as `tx` sees them. */
export async function saleState(tx: Executor, facts: SaleFacts) {
  const [edition] = await tx
    .select({ status: t.editions.status })
    .from(t.editions)
    .where(eq(t.editions.id, facts.cart.editionId));
  const [hold] = await tx
    .select({ cartId: t.editionReservations.cartId, expiresAt: t.editionReservations.expiresAt })
    .from(t.editionReservations)
    .where(eq(t.editionReservations.editionId, facts.cart.editionId));
  const [cart] = await tx
    .select({ status: t.carts.status, orderId: t.carts.orderId })
    .from(t.carts)
    .where(eq(t.carts.id, facts.cart.id));
  return { edition: edition?.status, hold: hold ?? null, cart };
}
