// The back office's calls (issue 10) over HTTP on a real database: each runs the store's own
// workflow (orders, resale, bids) and leaves an audit row with who, what, before and after.
// This file: who I am, orders, the dashboard, and the audit log (of those orders) and staff;
// reviews, offers, rates and customers are in back-office-reviews.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffAccount } from '@/server/workflows/staff-accounts';
import { backOfficeMessages as bo } from '@/schemas/back-office';
import { checkoutMessages } from '@/rules/checkout-rules';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { auditEntries, startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
const { editionRow } = app;
let operator: Buyer;
let admin: Buyer;
let partner: Buyer;

beforeAll(async () => {
  operator = await app.staff('operator');
  admin = await app.staff('admin');
  partner = await app.staff('partner');
});

const auditOf = (targetId: string) => auditEntries(app, admin, targetId);
const shipment = { carrier: 'cj', tracking_number: '678912345678' };

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
    // The shipped step names its carrier and tracking number (rules §4.46, order-shipment.test.ts).
    const step = (to: string) =>
      app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
        body: { shipping_status: to, ...(to === 'shipped' ? shipment : {}) },
      });
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
      const moved = await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
        body: { shipping_status: to, ...(to === 'shipped' ? shipment : {}) },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
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
