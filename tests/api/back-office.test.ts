// The back office's calls (issue 10) over HTTP on a real database: each runs the store's own
// workflow (orders, resale, bids) and leaves an audit row with who, what, before and after.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { ensureStaffAccount } from '@/server/workflows/staff-accounts';
import { backOfficeMessages as bo } from '@/schemas/back-office';
import { bidMessages } from '@/schemas/bid';
import { checkoutMessages } from '@/schemas/checkout-rules';
import { resaleMessages } from '@/schemas/resale';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let operator: Buyer;
let admin: Buyer;
let partner: Buyer;

beforeAll(async () => {
  operator = await app.staff('operator');
  admin = await app.staff('admin');
  partner = await app.staff('partner');
});

const editionRow = async (id: string) => {
  const [row] = await app.app.ctx.db.select().from(t.editions).where(eq(t.editions.id, id));
  return row!;
};
const auditOf = async (targetId: string) =>
  (await app.admin(admin, 'GET', `/audit?target_id=${targetId}`)).body.entries as {
    action: string;
    actor_email: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }[];

describe('GET /v3/admin/me', () => {
  it('answers each staff member’s roles; a partner’s galleries; an admin is an operator too', async () => {
    const me = await app.admin(partner, 'GET', '/me');
    expect(me.body).toMatchObject({ roles: ['partner'], email: partner.email });
    expect(me.body.institutions).toEqual([{ id: 'in_1', name: expect.any(String) }]);
    expect((await app.admin(operator, 'GET', '/me')).body.roles).toEqual(['operator']);
    expect((await app.admin(admin, 'GET', '/me')).body.roles).toEqual(['operator', 'admin']);
  });
});

describe('orders', () => {
  it('an operator confirms a virtual-account deposit: paid, the edition sold, recorded once', async () => {
    const { orderId, editionId } = await app.vbankOrder();
    const before = await app.admin(operator, 'GET', `/orders/${orderId}`);
    expect(before.body).toMatchObject({
      status: 'awaiting_deposit',
      can_confirm_deposit: true,
      can_advance_shipping: false,
      next_shipping_status: null,
    });
    const confirmed = await app.admin(operator, 'POST', `/orders/${orderId}/confirm-deposit`, {
      body: { note: 'Shinhan statement 11/25' },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'paid',
      can_confirm_deposit: false,
      can_advance_shipping: true,
      next_shipping_status: 'ready_for_shipping',
    });
    expect(typeof confirmed.body.paid_at).toBe('string');
    expect((await editionRow(editionId)).status).toBe('sold');
    expectError(
      await app.admin(operator, 'POST', `/orders/${orderId}/confirm-deposit`, { body: {} }),
      409,
      bo.notAwaitingDeposit,
    );
    const [entry, ...rest] = await auditOf(orderId);
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({
      action: 'order.confirm_deposit',
      actor_email: operator.email,
      before: { status: 'awaiting_deposit', paid_at: null },
      after: { status: 'paid', note: 'Shinhan statement 11/25' },
    });
  });

  it('a deposit notification after the manual confirmation changes nothing', async () => {
    const { orderId } = await app.vbankOrder();
    const order = (await app.admin(operator, 'GET', `/orders/${orderId}`)).body;
    await app.admin(operator, 'POST', `/orders/${orderId}/confirm-deposit`, { body: {} });
    const late = await app.deposit({
      event_id: `evt-late-${orderId}`,
      type: 'deposit.completed',
      account_number: order.account_number,
      amount: order.total,
      currency: 'krw',
      deposited_at: app.now().toISOString(),
    });
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ applied: false, outcome: 'already_paid' });
  });

  it('refuses to confirm a deposit past the deadline (the sweep cancels it)', async () => {
    const { orderId } = await app.vbankOrder();
    app.advance(2 * 3_600_000);
    // Access tokens are short-lived: the staff sign in again (refresh) after the clock moved.
    for (const me of [operator, admin, partner]) await app.refresh(me);
    expectError(
      await app.admin(operator, 'POST', `/orders/${orderId}/confirm-deposit`, { body: {} }),
      409,
      bo.notAwaitingDeposit,
    );
  });

  it('moves a paid delivery order step by step to delivered, never skipping or going back', async () => {
    const { orderId } = await app.paidOrder();
    const step = (to: string) =>
      app.admin(operator, 'POST', `/orders/${orderId}/shipping`, { body: { shipping_status: to } });
    expectError(await step('shipped'), 409, bo.shippingStepNotAllowed);
    expectError(await step('ready_for_pick_up'), 409, bo.shippingStepNotAllowed);
    for (const to of ['ready_for_shipping', 'shipped', 'out_for_delivery', 'delivered']) {
      const moved = await step(to);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.shipping_status).toBe(to);
    }
    const done = await app.admin(operator, 'GET', `/orders/${orderId}`);
    expect(done.body).toMatchObject({ can_advance_shipping: false, next_shipping_status: null });
    expectError(await step('delivered'), 409, bo.shippingStepNotAllowed);
    const actions = (await auditOf(orderId)).map((e) => [e.action, e.after.shipping_status]);
    expect(actions).toEqual([
      ['order.advance_shipping', 'delivered'],
      ['order.advance_shipping', 'out_for_delivery'],
      ['order.advance_shipping', 'shipped'],
      ['order.advance_shipping', 'ready_for_shipping'],
    ]);
  });

  it('does not ship an unpaid order; refuses an unknown shipping status with 400', async () => {
    const { orderId } = await app.vbankOrder();
    expectError(
      await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
        body: { shipping_status: 'ready_for_shipping' },
      }),
      409,
      bo.notPaid,
    );
    const bad = await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
      body: { shipping_status: 'teleported' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.shipping_status).toBeDefined();
  });

  it('cancels an unpaid order (the edition back on sale) and refunds a paid one before shipment', async () => {
    const unpaid = await app.vbankOrder();
    const canceled = await app.admin(operator, 'POST', `/orders/${unpaid.orderId}/cancel`, {
      body: { reason: 'buyer asked by phone' },
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expect((await editionRow(unpaid.editionId)).status).toBe('available');

    const paid = await app.paidOrder();
    const refunded = await app.admin(operator, 'POST', `/orders/${paid.orderId}/cancel`, {
      body: {},
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', can_cancel: false });
    expect(refunded.body.refund_info.amount).toBe(refunded.body.total);
    const [entry] = await auditOf(paid.orderId);
    expect(entry).toMatchObject({
      action: 'order.refund',
      before: { status: 'paid' },
      after: { status: 'refunded' },
    });
    expectError(
      await app.admin(operator, 'POST', `/orders/${paid.orderId}/cancel`, { body: {} }),
      409,
      checkoutMessages.cancelNotAllowed,
    );
  });

  it('refuses to refund a shipped order (the buyer’s rule)', async () => {
    const { orderId } = await app.paidOrder();
    for (const to of ['ready_for_shipping', 'shipped']) {
      await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
        body: { shipping_status: to },
      });
    }
    expectError(
      await app.admin(operator, 'POST', `/orders/${orderId}/cancel`, { body: {} }),
      409,
      checkoutMessages.cancelNotAllowed,
    );
  });

  it('lists orders newest first with filters, and refuses bad filters with 400', async () => {
    const { orderId } = await app.vbankOrder();
    const order = (await app.admin(operator, 'GET', `/orders/${orderId}`)).body;
    const all = await app.admin(operator, 'GET', '/orders?limit=5');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ limit: 5, offset: 0 });
    expect(all.body.orders.length).toBeLessThanOrEqual(5);
    const awaiting = await app.admin(operator, 'GET', '/orders?status=awaiting_deposit&limit=100');
    expect(
      awaiting.body.orders.every((o: { status: string }) => o.status === 'awaiting_deposit'),
    ).toBe(true);
    const byNumber = await app.admin(operator, 'GET', `/orders?q=${order.order_number}`);
    expect(byNumber.body.orders.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect(byNumber.body.orders[0].customer_id).toBeTruthy();
    for (const query of ['status=lost', 'shipping_status=x', 'payment_method=cash', 'limit=0']) {
      expect((await app.admin(operator, 'GET', `/orders?${query}`)).status, query).toBe(400);
    }
  });
});

describe('dashboard', () => {
  it('counts deposits awaiting and orders to ship, moving as orders move', async () => {
    const before = (await app.admin(operator, 'GET', '/dashboard')).body;
    const { orderId } = await app.vbankOrder();
    const after = (await app.admin(operator, 'GET', '/dashboard')).body;
    expect(after.deposits_awaiting).toBe(before.deposits_awaiting + 1);
    expect(after.orders_today).toBe(before.orders_today + 1);
    await app.admin(operator, 'POST', `/orders/${orderId}/confirm-deposit`, { body: {} });
    const paid = (await app.admin(operator, 'GET', '/dashboard')).body;
    expect(paid.deposits_awaiting).toBe(before.deposits_awaiting);
    expect(paid.orders_to_ship).toBe(after.orders_to_ship + 1);
    for (const key of ['resale_reviewing', 'resale_waiting_for_confirmation', 'pending_offers']) {
      expect(typeof paid[key]).toBe('number');
    }
  });
});

describe('resale and consignment review', () => {
  async function requested(desired = 1_500_000) {
    const { owner, artworkId, editionId } = await app.owner({ priceKrw: 1_000_000 });
    const { body } = await app.register(owner, { edition_id: editionId, desired_price: desired });
    return { owner, artworkId, editionId, id: body.id as string };
  }

  it('approves at a price: the edition is on sale at once and the marketplace shows it', async () => {
    const { id, artworkId, editionId } = await requested(1_500_000);
    const queue = await app.admin(operator, 'GET', '/resell?status=reviewing&limit=100');
    expect(queue.body.resell.map((r: { id: string }) => r.id)).toContain(id);
    expectError(
      await app.admin(operator, 'POST', `/resell/${id}/approve`, {
        body: { listing_price: 1_400_000 },
      }),
      409,
      resaleMessages.approveBelowDesired,
    );
    const approved = await app.admin(operator, 'POST', `/resell/${id}/approve`, {
      body: { listing_price: 1_600_000, note: 'Priced with the gallery' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'on_sale', listing_price: 1_600_000 });
    expect(await editionRow(editionId)).toMatchObject({ status: 'available', price: 1_600_000 });
    const [artwork] = await app.app.ctx.db
      .select()
      .from(t.artworks)
      .where(eq(t.artworks.id, artworkId));
    expect(artwork!.purchaseStatus).toBe('on_sale');
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'resale.approve',
      before: { status: 'reviewing', listing_price: null },
      after: { status: 'on_sale', listing_price: 1_600_000 },
    });
    expectError(
      await app.admin(operator, 'POST', `/resell/${id}/approve`, {
        body: { listing_price: 1_600_000 },
      }),
      409,
      resaleMessages.wrongStatus,
    );
  });

  it('proposes a price for the owner to confirm, and rejects with a reason', async () => {
    const { id, owner } = await requested();
    const proposed = await app.admin(admin, 'POST', `/resell/${id}/propose`, {
      body: { listing_price: 1_200_000 },
    });
    expect(proposed.body).toMatchObject({ status: 'waiting_for_confirmation', can_confirm: true });
    expect((await app.admin(operator, 'GET', `/resell/${id}`)).body.listing_price).toBe(1_200_000);
    const missingReason = await app.admin(operator, 'POST', `/resell/${id}/reject`, { body: {} });
    expect(missingReason.status).toBe(400);
    const rejected = await app.admin(operator, 'POST', `/resell/${id}/reject`, {
      body: { reason: 'Condition does not match the photos' },
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Condition does not match the photos',
    });
    expectError(await app.confirm(owner, id), 409, resaleMessages.wrongStatus);
    expect((await auditOf(id)).map((e) => e.action)).toEqual(['resale.reject', 'resale.propose']);
  });

  it('refuses a bad price with 400', async () => {
    const { id } = await requested();
    for (const listing_price of [0, 'abc', 1.5, 5_000]) {
      const response = await app.admin(operator, 'POST', `/resell/${id}/approve`, {
        body: { listing_price },
      });
      expect(response.status, String(listing_price)).toBe(400);
    }
  });
});

describe('a partner’s received offers', () => {
  it('lists the gallery’s offers and accepts one through the store’s accept', async () => {
    const { artworkId, editionIds } = await app.biddingArtwork({ priceKrw: 1_000_000 });
    const first = await app.customer();
    const second = await app.customer();
    const a = await app.bid(
      first,
      { artwork_id: artworkId, amount: 700_000 },
      {
        headers: { 'x-currency': 'krw' },
      },
    );
    const b = await app.bid(
      second,
      { artwork_id: artworkId, amount: 800_000 },
      {
        headers: { 'x-currency': 'krw' },
      },
    );
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const listed = await app.admin(partner, 'GET', '/offers?limit=50', {
      headers: { 'x-currency': 'krw' },
    });
    const ids = listed.body.bids.map((bid: { id: string }) => bid.id);
    expect(ids).toEqual(expect.arrayContaining([a.body.id, b.body.id]));
    const mine = listed.body.bids.find((bid: { id: string }) => bid.id === b.body.id);
    expect(mine).toMatchObject({ can_accept: true, bidder_name: expect.any(String) });

    const accepted = await app.admin(partner, 'POST', `/offers/${b.body.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await editionRow(editionIds[0]!)).status).toBe('reserved');
    const other = await app.call('GET', `/v3/store/artwork/bids/offered`, {
      token: first.accessToken,
    });
    expect(other.body.bids.find((bid: { id: string }) => bid.id === a.body.id).status).toBe(
      'declined',
    );
    expectError(
      await app.admin(partner, 'POST', `/offers/${b.body.id}/accept`),
      409,
      bidMessages.notPending,
    );
    const [entry] = await auditOf(b.body.id);
    expect(entry).toMatchObject({
      action: 'offer.accept',
      actor_email: partner.email,
      before: { status: 'pending' },
      after: { status: 'accepted' },
    });
  });

  it('declines an offer; another gallery’s offer is 404', async () => {
    const { artworkId } = await app.biddingArtwork();
    const bidder = await app.customer();
    const bid = await app.bid(
      bidder,
      { artwork_id: artworkId, amount: 600_000 },
      {
        headers: { 'x-currency': 'krw' },
      },
    );
    const stranger = await app.staff('partner', 'in_2');
    expectError(
      await app.admin(stranger, 'POST', `/offers/${bid.body.id}/accept`),
      404,
      bidMessages.bidNotFound,
    );
    expect((await app.admin(stranger, 'GET', '/offers')).body.bids).toEqual([]);
    const declined = await app.admin(partner, 'POST', `/offers/${bid.body.id}/decline`);
    expect(declined.body.status).toBe('declined');
  });
});

describe('audit log and staff (admins)', () => {
  it('lists entries newest first, filtered by target type', async () => {
    const list = await app.admin(admin, 'GET', '/audit?target_type=order&limit=3');
    expect(list.status).toBe(200);
    expect(list.body.limit).toBe(3);
    expect(list.body.count).toBeGreaterThan(0);
    expect(list.body.entries.every((e: { target_type: string }) => e.target_type === 'order')).toBe(
      true,
    );
    const times = list.body.entries.map((e: { created_at: string }) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await app.admin(admin, 'GET', '/audit?limit=abc')).status).toBe(400);
  });

  it('grants, lists and removes a staff role by e-mail; an admin cannot lower their own', async () => {
    const person = await app.customer();
    expect((await app.admin(person, 'GET', '/me')).status).toBe(404);
    const granted = await app.admin(admin, 'PUT', '/staff', {
      body: { email: person.email, role: 'operator' },
    });
    expect(granted.body).toEqual({
      customer_id: person.customerId,
      email: person.email,
      role: 'operator',
    });
    expect((await app.admin(person, 'GET', '/dashboard')).status).toBe(200);
    const staff = await app.admin(admin, 'GET', '/staff');
    expect(staff.body.staff).toContainEqual(
      expect.objectContaining({ email: person.email, role: 'operator' }),
    );
    await app.admin(admin, 'PUT', '/staff', { body: { email: person.email, role: 'none' } });
    expect((await app.admin(person, 'GET', '/dashboard')).status).toBe(404);
    const [entry] = await auditOf(person.customerId);
    expect(entry).toMatchObject({
      action: 'staff.set_role',
      after: { role_before: 'operator', role: null },
    });
    expectError(
      await app.admin(admin, 'PUT', '/staff', { body: { email: admin.email, role: 'operator' } }),
      409,
      bo.ownRole,
    );
    expect(
      (await app.admin(admin, 'PUT', '/staff', { body: { email: 'not-an-email', role: 'admin' } }))
        .status,
    ).toBe(400);
    expect(
      (await app.admin(admin, 'PUT', '/staff', { body: { email: person.email, role: 'king' } }))
        .status,
    ).toBe(400);
  });

  it('admin:create’s step makes a new account an admin who can sign in to the back office', async () => {
    const email = `first-admin-${Date.now()}@example.com`;
    const result = await ensureStaffAccount(app.app.ctx.db, { email, role: 'admin' }, app.now());
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(/^[0-9a-f]{16}Ab$/);
    const signIn = await app.signIn(email, result.generatedPassword!, { ip: '198.51.100.7' });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const me = await app.admin({ accessToken: signIn.body.accessToken }, 'GET', '/me');
    expect(me.body.roles).toEqual(['operator', 'admin']);
    const again = await ensureStaffAccount(app.app.ctx.db, { email, role: 'operator' }, app.now());
    expect(again).toMatchObject({ created: false, previousRole: 'admin', generatedPassword: null });
    await expect(
      ensureStaffAccount(
        app.app.ctx.db,
        { email: 'x@example.com', password: 'short', role: 'admin' },
        app.now(),
      ),
    ).rejects.toThrow();
  });
});

describe('exchange rates and the outbox', () => {
  it('sets a rate by hand: prices in that currency follow at once, audited', async () => {
    const { handle } = await app.artwork({ priceKrw: 1_300_000 });
    const set = await app.admin(operator, 'PUT', '/exchange-rates/usd', {
      body: { krw_per_unit: 1300 },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ currency_code: 'usd', krw_per_unit: 1300, source: 'manual' });
    const rates = await app.admin(operator, 'GET', '/exchange-rates');
    expect(rates.body.exchange_rates).toContainEqual(
      expect.objectContaining({ currency_code: 'usd', krw_per_unit: 1300 }),
    );
    const page = await app.call('GET', `/v3/store/artwork/${handle}`, {
      headers: { 'x-currency': 'usd' },
    });
    expect(page.body.price.display).toEqual({ amount: 100_000, currency: 'usd' });
    const [entry] = await auditOf('usd');
    expect(entry).toMatchObject({ action: 'exchange_rate.set', after: { krw_per_unit: 1300 } });
    for (const [currency, body] of [
      ['krw', { krw_per_unit: 1 }],
      ['usd', { krw_per_unit: 0 }],
      ['usd', { krw_per_unit: 'lots' }],
    ] as const) {
      const response = await app.admin(operator, 'PUT', `/exchange-rates/${currency}`, { body });
      expect(response.status, `${currency} ${JSON.stringify(body)}`).toBe(400);
    }
  });

  it('lists deliveries of the outbox without their content', async () => {
    const me = await app.customer();
    const sent = await app.call('POST', '/v3/store/customer/send-reset-verification-code', {
      body: { email: me.email },
      ip: '198.51.100.20',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const outbox = await app.admin(operator, 'GET', `/outbox?recipient=${me.email}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.count).toBeGreaterThan(0);
    const [message] = outbox.body.messages;
    expect(message).toMatchObject({ recipient: me.email, channel: 'email' });
    expect(message).not.toHaveProperty('payload');
    expect(message).not.toHaveProperty('text');
    expect(JSON.stringify(outbox.body)).not.toMatch(/\b\d{6}\b/);
  });
});

describe('customers and badges', () => {
  it('finds a customer and grants then revokes pink_rock, which the customer info shows', async () => {
    const me = await app.customer();
    const found = await app.admin(operator, 'GET', `/customers?q=${encodeURIComponent(me.email)}`);
    expect(found.body.customers).toEqual([
      expect.objectContaining({ id: me.customerId, email: me.email, badges: [] }),
    ]);
    const granted = await app.admin(
      operator,
      'PUT',
      `/customers/${me.customerId}/badges/pink_rock`,
    );
    expect(granted.body).toEqual({ customer_id: me.customerId, badges: ['pink_rock'] });
    const info = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(JSON.stringify(info.body)).toContain('pink_rock');
    const revoked = await app.admin(
      operator,
      'DELETE',
      `/customers/${me.customerId}/badges/pink_rock`,
    );
    expect(revoked.body.badges).toEqual([]);
    expect((await auditOf(me.customerId)).map((e) => e.action)).toEqual([
      'customer.revoke_badge',
      'customer.grant_badge',
    ]);
    expect(
      (await app.admin(operator, 'PUT', `/customers/${me.customerId}/badges/gold_star`)).status,
    ).toBe(400);
  });
});
