// The resale API test files' common ground: the bid test app plus the steps of a resale: an
// owner who bought an edition, the operator's review (the back office's /v3/admin/resell calls,
// as an operator) and a resold edition on sale, and a buyer's resale order paid through the
// checkout.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as t from '@/server/db/schema';
import { setStaffRole } from '@/server/modules/staff/staff.repository';
import { startBidApp, type BidTestApp } from './bid-test-app';
import type { Buyer } from './buying-test-app';
import type { CallResult, SignedUp } from './customer-test-app';

let ipCounter = 0;

export interface ResaleTestApp extends BidTestApp {
  /** A buyer with a Korean address, signed up from an address of its own (sign-ups are limited per IP). */
  customer(): Promise<Buyer>;
  /** A buyer who bought (card, paid) a new edition: the owner, the edition and the order. */
  owner(options?: { priceKrw?: number; bidding?: boolean }): Promise<{
    owner: Buyer;
    artworkId: string;
    editionId: string;
    orderId: string;
  }>;
  register(me: SignedUp, body: Record<string, unknown>, version?: 'v2' | 'v3'): Promise<CallResult>;
  /** A customer with the back office's operator role (one per app, made on first use). */
  operator(): Promise<SignedUp>;
  propose(id: string, body: Record<string, unknown>): Promise<CallResult>;
  reject(id: string, body: Record<string, unknown>): Promise<CallResult>;
  confirm(me: SignedUp, id: string): Promise<CallResult>;
  withdraw(me: SignedUp, id: string): Promise<CallResult>;
  /** An owned edition on sale again at `listingPrice` (registered, proposed, confirmed). */
  listed(options?: { listingPrice?: number; priceKrw?: number; bidding?: boolean }): Promise<{
    owner: Buyer;
    artworkId: string;
    editionId: string;
    resaleId: string;
  }>;
  /** PUT store/orders/resell/{id} then its completion: the completion's answer. */
  buyResold(buyer: SignedUp, resaleId: string, body?: Record<string, unknown>): Promise<CallResult>;
  /** The edition's row as stored. */
  editionRow(id: string): Promise<typeof t.editions.$inferSelect>;
  /** The artwork's row as stored. */
  artworkRow(id: string): Promise<typeof t.artworks.$inferSelect>;
}

export function startResaleApp(): ResaleTestApp {
  const app = startBidApp();
  let operator: Promise<SignedUp> | null = null;
  const asOperator = async (path: string, body: Record<string, unknown>) =>
    app.call('POST', path, { token: (await own.operator()).accessToken, body });
  const own: Omit<ResaleTestApp, keyof BidTestApp> = {
    async customer() {
      ipCounter += 1;
      const ip = `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
      const me = await app.signUp({}, { ip });
      const address = await app.call('POST', '/v3/store/customer/shipping-address', {
        token: me.accessToken,
        body: {
          postal_code: '04524',
          street_address: '110 Sejong-daero, Jung-gu, Seoul',
          detail_address: '3F',
          phone_number: '01012345678',
        },
      });
      expect(address.status, JSON.stringify(address.body)).toBe(200);
      return { ...me, addressId: address.body.shipping_address.id };
    },
    async owner(options = {}) {
      const owner = await own.customer();
      const { artworkId, editionIds } = options.bidding
        ? await app.biddingArtwork({ priceKrw: options.priceKrw })
        : await app.artwork({ priceKrw: options.priceKrw });
      const cart = await app.cart(owner, artworkId);
      const paid = await app.checkout(owner, cart.cart_id);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      return { owner, artworkId, editionId: editionIds[0]!, orderId: paid.body.id };
    },
    register: (me, body, version = 'v2') =>
      app.call('POST', `/${version}/store/resell/register`, { token: me.accessToken, body }),
    operator() {
      operator ??= own.customer().then(async (me) => {
        await setStaffRole(app.app.ctx.db, me.customerId, 'operator', app.now());
        return me;
      });
      return operator;
    },
    propose: (id, body) => asOperator(`/v3/admin/resell/${id}/propose`, body),
    reject: (id, body) => asOperator(`/v3/admin/resell/${id}/reject`, body),
    confirm: (me, id) =>
      app.call('POST', `/v2/store/resell/${id}/confirm`, { token: me.accessToken }),
    withdraw: (me, id) =>
      app.call('POST', `/v2/store/resell/${id}/withdraw`, { token: me.accessToken }),
    async listed(options = {}) {
      const { owner, artworkId, editionId } = await own.owner(options);
      const registered = await own.register(owner, {
        edition_id: editionId,
        desired_price: options.listingPrice ?? 2_000_000,
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      const resaleId = registered.body.id as string;
      const proposed = await own.propose(resaleId, {
        listing_price: options.listingPrice ?? 2_000_000,
      });
      expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
      const confirmed = await own.confirm(owner, resaleId);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      return { owner, artworkId, editionId, resaleId };
    },
    async buyResold(buyer, resaleId, body = {}) {
      const session = await app.call('PUT', `/v3/store/orders/resell/${resaleId}`, {
        token: buyer.accessToken,
        body: { pay_method: 'card_kr', order_consent: true, ...body },
      });
      if (session.status !== 200) return session;
      return app.call(
        'GET',
        `/v3/store/orders/resell/complete/${resaleId}?payment_session_id=${session.body.payment_session.id}`,
        { token: buyer.accessToken },
      );
    },
    async editionRow(id) {
      const [row] = await app.app.ctx.db.select().from(t.editions).where(eq(t.editions.id, id));
      return row!;
    },
    async artworkRow(id) {
      const [row] = await app.app.ctx.db.select().from(t.artworks).where(eq(t.artworks.id, id));
      return row!;
    },
  };
  return Object.assign(Object.create(app) as BidTestApp, own);
}
