// The buying API test files' common ground: the customer test app (real app over HTTP, a clock
// the test moves) on the catalogue fixture with every payment method enabled, plus the steps most
// tests need: a buyer with a Korean address, a fresh edition, a cart, a payment, a signed deposit.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import * as t from '@/server/db/schema';
import { DEVELOPMENT_PAYMENT_WEBHOOK_SECRET } from '@/server/config';
import {
  insertCoupon,
  issueCoupon,
  type NewCoupon,
} from '@/server/modules/coupons/coupon.repository';
import { SIGNATURE_HEADER, signNotification } from '@/server/modules/payments/webhook-signature';
import { insertArtworkFixture, insertCatalogueFixture } from './fixtures';
import {
  startCustomerApp,
  type CallOptions,
  type CallResult,
  type CustomerTestApp,
  type SignedUp,
} from './customer-test-app';

export const usd = { headers: { 'x-currency': 'usd' } };

export interface Buyer extends SignedUp {
  addressId: string;
}

/** One buyer for a whole test file, signed up on first use (tests that need no fresh account). */
export function sharedBuyer(app: Pick<BuyingTestApp, 'buyer'>): () => Promise<Buyer> {
  let shared: Buyer | undefined;
  return async () => (shared ??= await app.buyer());
}

export interface BuyingTestApp extends CustomerTestApp {
  /** A signed-up customer with a default Korean address (Seoul). */
  buyer(overrides?: { address?: Record<string, unknown> }): Promise<Buyer>;
  /** A new on-sale artwork with `editions` available editions; its id and edition ids. */
  artwork(options?: {
    priceKrw?: number;
    editions?: number;
    vatTaxable?: boolean;
  }): Promise<{ artworkId: string; handle: string; editionIds: string[] }>;
  /** POSTs store/cart/artwork and expects 200: the cart. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  cart(buyer: SignedUp, artworkId: string, options?: CallOptions): Promise<Record<string, any>>;
  /** payment-session then complete with the method; the complete call's answer. */
  checkout(
    buyer: SignedUp,
    cartId: string,
    body?: Record<string, unknown>,
    options?: { currency?: string; headers?: Record<string, string> },
  ): Promise<CallResult>;
  session(
    buyer: SignedUp,
    cartId: string,
    body?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<CallResult>;
  complete(
    buyer: SignedUp,
    cartId: string,
    sessionId: string,
    currency?: string,
    headers?: Record<string, string>,
  ): Promise<CallResult>;
  /** Sends a deposit notification signed with the test gateway's key (or `secret`). */
  deposit(
    body: Record<string, unknown>,
    options?: { secret?: string; at?: Date; signature?: string },
  ): Promise<CallResult>;
  coupon(
    coupon: Partial<NewCoupon>,
    holder?: SignedUp,
  ): Promise<{ couponId: string; heldId: string | null }>;
  editionStatus(editionId: string): Promise<string>;
}

let artworkCounter = 0;

/**
 * `env` is read when the app starts (in beforeAll), so it may name a server that another
 * beforeAll started first (a fake payment gateway).
 */
export function startBuyingApp(
  options: { env?: () => Record<string, string> } = {},
): BuyingTestApp {
  const app = startCustomerApp({
    get env() {
      return options.env?.();
    },
  });
  beforeAll(async () => {
    const { db } = app.app.ctx;
    const now = app.now();
    await insertCatalogueFixture(db, now);
    await insertArtworkFixture(db, now);
    // Every rules §9 method, as the demo seeds them.
    await db.insert(t.paymentProviders).values([
      {
        id: 'pp_intl',
        code: 'card_intl',
        nameEn: 'Credit card (International)',
        nameKo: '해외 신용카드',
        currencies: ['krw', 'usd', 'eur', 'thb'],
        rank: 4,
      },
      {
        id: 'pp_transfer',
        code: 'transfer',
        nameEn: 'Real-time bank transfer',
        nameKo: '실시간 계좌이체',
        currencies: ['krw'],
        rank: 5,
      },
      {
        id: 'pp_vbank',
        code: 'vbank',
        nameEn: 'Virtual account',
        nameKo: '가상계좌',
        currencies: ['krw'],
        rank: 6,
      },
    ]);
    await db
      .update(t.paymentProviders)
      .set({ isEnabled: true, currencies: ['usd', 'eur'] })
      .where(eq(t.paymentProviders.code, 'bitpay'));
  });

  /** Requests pay in KRW unless they say otherwise (a browser sends its Currency cookie). */
  const call: CustomerTestApp['call'] = (method, path, options = {}) =>
    app.call(method, path, { ...options, headers: { 'x-currency': 'krw', ...options.headers } });
  const session: BuyingTestApp['session'] = (buyer, cartId, body = {}, headers) =>
    call('POST', `/v3/store/cart/payment-session/${cartId}`, {
      token: buyer.accessToken,
      body: { pay_method: 'card_kr', order_consent: true, ...body },
      headers,
    });
  const complete: BuyingTestApp['complete'] = (
    buyer,
    cartId,
    sessionId,
    currency = 'krw',
    headers,
  ) =>
    call('GET', `/v3/store/cart/${cartId}/complete/${currency}?payment_session_id=${sessionId}`, {
      token: buyer.accessToken,
      headers,
    });

  return {
    get app() {
      return app.app;
    },
    now: app.now,
    advance: app.advance,
    call,
    signUp: app.signUp,
    signIn: app.signIn,
    refresh: app.refresh,
    latestCode: app.latestCode,
    outbox: app.outbox,
    async buyer(overrides = {}) {
      const me = await app.signUp();
      const address = await call('POST', '/v3/store/customer/shipping-address', {
        token: me.accessToken,
        body: {
          postal_code: '04524',
          street_address: '110 Sejong-daero, Jung-gu, Seoul',
          detail_address: '3F',
          phone_number: '01012345678',
          ...overrides.address,
        },
      });
      expect(address.status, JSON.stringify(address.body)).toBe(200);
      return { ...me, addressId: address.body.shipping_address.id };
    },
    async artwork(options = {}) {
      artworkCounter += 1;
      const id = `aw_buy_${artworkCounter}_${randomBytes(3).toString('hex')}`;
      const { db } = app.app.ctx;
      const editions = options.editions ?? 1;
      await db.insert(t.artworks).values({
        id,
        handle: id.replaceAll('_', '-'),
        titleEn: `Study ${artworkCounter}`,
        titleKo: `습작 ${artworkCounter}`,
        artistId: 'ar_1',
        categoryId: 'cat_paint',
        widthCm: 50,
        heightCm: 40,
        sizeTotal: 90,
        price: options.priceKrw ?? 1_000_000,
        purchaseStatus: 'on_sale',
        editionType: editions > 1 ? 'edition' : 'unique',
        editionSize: editions,
        vatTaxable: options.vatTaxable ?? false,
      });
      const editionIds = Array.from({ length: editions }, (_, i) => `${id}_ed${i + 1}`);
      await db.insert(t.editions).values(
        editionIds.map((editionId, i) => ({
          id: editionId,
          artworkId: id,
          editionNumber: i + 1,
          status: 'available' as const,
        })),
      );
      return { artworkId: id, handle: id.replaceAll('_', '-'), editionIds };
    },
    async cart(buyer, artworkId, options = {}) {
      const response = await call('POST', '/v3/store/cart/artwork', {
        ...options,
        token: buyer.accessToken,
        body: { artwork_id: artworkId },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    },
    session,
    complete,
    async checkout(buyer, cartId, body = {}, options = {}) {
      const started = await session(buyer, cartId, body, options.headers);
      if (started.status !== 200) return started;
      return complete(
        buyer,
        cartId,
        started.body.payment_session.id,
        options.currency ?? started.body.payment_session.currency_code,
        options.headers,
      );
    },
    async deposit(body, options = {}) {
      const raw = JSON.stringify(body);
      const signature =
        options.signature ??
        signNotification(
          options.secret ?? DEVELOPMENT_PAYMENT_WEBHOOK_SECRET,
          raw,
          options.at ?? app.now(),
        );
      const response = await fetch(`${app.app.baseUrl}/v3/store/payments/notifications/test`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body: raw,
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return {
        status: response.status,
        body: parsed,
        headers: response.headers,
        setCookies: [],
        refreshToken: undefined,
      };
    },
    async coupon(coupon, holder) {
      const { db } = app.app.ctx;
      const now = app.now();
      const couponId = await insertCoupon(
        db,
        {
          code: `C${randomBytes(5).toString('hex').toUpperCase()}`,
          kind: 'artwork',
          discountType: 'fixed',
          offAmount: 50_000,
          maxAmount: null,
          titleEn: 'Test coupon',
          titleKo: '테스트 쿠폰',
          startsAt: new Date(now.getTime() - 86_400_000),
          endsAt: new Date(now.getTime() + 30 * 86_400_000),
          ...coupon,
        },
        now,
      );
      const heldId = holder ? await issueCoupon(db, holder.customerId, couponId, now) : null;
      return { couponId, heldId };
    },
    async editionStatus(editionId) {
      const [row] = await app.app.ctx.db
        .select({ status: t.editions.status })
        .from(t.editions)
        .where(eq(t.editions.id, editionId));
      return row?.status ?? 'missing';
    },
  };
}
