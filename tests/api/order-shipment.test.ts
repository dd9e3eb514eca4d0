// The seller's side of fulfilment (issue 31, rules §4.46-4.51) over HTTP on a real database: the
// back office's shipped step names its carrier and tracking number, checked per carrier and per
// destination, in the staff member's words; the buyer's order page and shipping notice carry them
// with the carrier's tracking link, in English and Korean; the virtual account's holder is named
// in the reader's language and a refund account is masked the one way.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/server/db/schema';
import { backOfficeMessages as bo } from '@/schemas/back-office';
import { shipmentMessages } from '@/rules/carriers';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let operator: Buyer;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the outbox answers loosely typed JSON
type Mail = Record<string, any>;
const mailsTo = async (email: string, template: string): Promise<Mail[]> =>
  (await app.outbox(email)).filter((m: Mail) => m.template === template);

beforeAll(async () => {
  operator = await app.staff('operator');
});

async function inKorean(me: Buyer) {
  const updated = await app.call('PUT', '/v3/store/customer', {
    token: me.accessToken,
    body: { language: 'ko' },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
}

/** A paid delivery order one step before "shipped". */
async function readyToShip() {
  const order = await app.paidOrder();
  const ready = await app.admin(operator, 'POST', `/orders/${order.orderId}/shipping`, {
    body: { shipping_status: 'ready_for_shipping' },
  });
  expect(ready.status, JSON.stringify(ready.body)).toBe(200);
  return order;
}

const ship = (orderId: string, body: Record<string, unknown>) =>
  app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
    body: { shipping_status: 'shipped', ...body },
  });

describe('the shipped step names its carrier and tracking number (rules §4.46)', () => {
  it('refuses "shipped" without a carrier or a number, with 400 naming the missing field', async () => {
    const { orderId } = await readyToShip();
    const none = await ship(orderId, {});
    expectError(none, 400, shipmentMessages.carrierRequired);
    expect(none.body.fields).toMatchObject({
      carrier: shipmentMessages.carrierRequired,
      tracking_number: shipmentMessages.carrierRequired,
    });
    const noNumber = await ship(orderId, { carrier: 'cj' });
    expectError(noNumber, 400, shipmentMessages.carrierRequired);
    expect(Object.keys(noNumber.body.fields)).toEqual(['tracking_number']);
    expectError(
      await ship(orderId, { tracking_number: '678912345678' }),
      400,
      shipmentMessages.carrierRequired,
    );
    // Nothing moved, nothing was sent.
    const order = await app.admin(operator, 'GET', `/orders/${orderId}`);
    expect(order.body).toMatchObject({ shipping_status: 'ready_for_shipping', shipment: null });
  });

  it('refuses an unknown carrier and a number that is not one of the carrier’s', async () => {
    const { orderId } = await readyToShip();
    const unknown = await ship(orderId, { carrier: 'pigeon', tracking_number: '1' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.carrier).toMatch(/carrier must be one of cj, hanjin/);
    const wrong = await ship(orderId, { carrier: 'epost', tracking_number: '678912345678' });
    expectError(wrong, 400, shipmentMessages.trackingNumberInvalid);
    expect(wrong.body.fields).toEqual({ tracking_number: shipmentMessages.trackingNumberInvalid });
    expectError(
      await ship(orderId, { carrier: 'ups', tracking_number: 'x'.repeat(41) }),
      400,
      shipmentMessages.trackingNumberInvalid,
    );
  });

  it('refuses a Korean parcel service for an address abroad; a courier abroad ships it', async () => {
    const { orderId } = await readyToShip();
    const [row] = await app.app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    await app.app.ctx.db
      .update(orders)
      .set({
        shippingAddress: { ...(row!.shippingAddress as Record<string, unknown>), country: 'US' },
      })
      .where(eq(orders.id, orderId));
    expectError(
      await ship(orderId, { carrier: 'cj', tracking_number: '678912345678' }),
      400,
      shipmentMessages.domesticCarrierAbroad,
    );
    const sent = await ship(orderId, { carrier: 'dhl', tracking_number: '12 3456 7890' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.shipment).toEqual({
      carrier: 'dhl',
      tracking_number: '1234567890',
      tracking_url:
        'https://www.dhl.com/kr-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    });
  });

  it('takes a carrier on the shipped step only; the other steps refuse one', async () => {
    const { orderId } = await app.paidOrder();
    expectError(
      await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
        body: { shipping_status: 'ready_for_shipping', carrier: 'cj', tracking_number: '1' },
      }),
      400,
      shipmentMessages.notOnShippedStep,
    );
    // A state refusal still comes first for a step that cannot follow (409 as before).
    expectError(
      await ship(orderId, { carrier: 'cj', tracking_number: '678912345678' }),
      409,
      bo.shippingStepNotAllowed,
    );
  });

  it('keeps the number as carriers print it, shows it on the buyer’s order page, audits it', async () => {
    const { orderId, buyer } = await readyToShip();
    const sent = await ship(orderId, { carrier: 'cj', tracking_number: '6789-1234-5678' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({
      shipping_status: 'shipped',
      shipment: {
        carrier: 'cj',
        tracking_number: '678912345678',
        tracking_url: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=678912345678',
      },
    });
    const mine = await app.call('GET', `/v3/store/orders/${orderId}`, { token: buyer.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body.shipment).toEqual(sent.body.shipment);
    // The next steps keep it; the audit log has it.
    const out = await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
      body: { shipping_status: 'out_for_delivery' },
    });
    expect(out.body.shipment.tracking_number).toBe('678912345678');
    const audit = await app.admin(operator, 'GET', `/audit?target_id=${orderId}`);
    expect(audit.status).toBe(403); // an operator does not read the audit log; an admin does
    const admin = await app.staff('admin');
    const entries = (await app.admin(admin, 'GET', `/audit?target_id=${orderId}`)).body.entries;
    expect(entries.find((e: Mail) => e.after.shipping_status === 'shipped').after.shipment).toEqual(
      sent.body.shipment,
    );
  });
});

describe('the shipping notice carries the carrier, the number and the link (rules §4.47)', () => {
  it('in English', async () => {
    const { orderId, buyer } = await readyToShip();
    await ship(orderId, { carrier: 'hanjin', tracking_number: '512345678901' });
    const [mail] = (await mailsTo(buyer.email, 'shipping-status')).filter(
      (m) => m.payload.shipping_status === 'shipped',
    );
    expect(mail).toBeDefined();
    expect(mail!.payload.shipment).toEqual({ carrier: 'hanjin', tracking_number: '512345678901' });
    expect(mail!.text).toContain('Carrier: Hanjin Express');
    expect(mail!.text).toContain('Tracking number: 512345678901');
    expect(mail!.text).toContain(
      'Track the parcel: https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=512345678901',
    );
    // A later step names them again; an earlier one had none.
    await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
      body: { shipping_status: 'out_for_delivery' },
    });
    const all = await mailsTo(buyer.email, 'shipping-status');
    const byStep = Object.fromEntries(all.map((m) => [m.payload.shipping_status, m]));
    expect(byStep.out_for_delivery.text).toContain('Tracking number: 512345678901');
    expect(byStep.ready_for_shipping.text).not.toContain('Tracking number');
    expect(all.filter((m) => m.payload.shipping_status === 'shipped')).toHaveLength(1);
  });

  it('in Korean', async () => {
    const { orderId, buyer } = await app.paidOrder();
    await inKorean(buyer);
    await app.admin(operator, 'POST', `/orders/${orderId}/shipping`, {
      body: { shipping_status: 'ready_for_shipping' },
    });
    const sent = await ship(orderId, { carrier: 'epost', tracking_number: '6012345678901' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = (await mailsTo(buyer.email, 'shipping-status')).filter(
      (m) => m.payload.shipping_status === 'shipped',
    );
    expect(mail!.locale).toBe('ko');
    expect(mail!.text).toContain('택배사: 우체국택배');
    expect(mail!.text).toContain('운송장 번호: 6012345678901');
    expect(mail!.text).toContain(
      '배송 조회: https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6012345678901',
    );
  });
});

describe('the account holder and the refund account (rules §4.50-4.51)', () => {
  it('names the store’s virtual account holder in the page’s language', async () => {
    const { orderId, buyer } = await app.vbankOrder();
    const en = await app.call('GET', `/v3/store/orders/${orderId}`, { token: buyer.accessToken });
    expect(en.body.account_name).toBe('Artmarket Inc.');
    const ko = await app.call('GET', `/v3/store/orders/${orderId}`, {
      token: buyer.accessToken,
      headers: { 'accept-language': 'ko' },
    });
    expect(ko.body.account_name).toBe('(주)아트마켓');
    await inKorean(buyer);
  });

  it('masks the refund account the same way in the e-mail as on the order page', async () => {
    const { orderId, buyer } = await app.vbankOrder();
    await app.admin(operator, 'POST', `/orders/${orderId}/confirm-deposit`, { body: {} });
    const refunded = await app.admin(operator, 'POST', `/orders/${orderId}/cancel`, {
      body: {
        reason: 'Damaged in the frame shop',
        refund_account: { bank: '88', account_number: '110-123-455678', holder: 'Minji Kim' },
      },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const [mail] = await mailsTo(buyer.email, 'order-refunded');
    expect(mail!.text).toContain('Refund account: Shinhan Bank ***-***-**5678 (Minji Kim)');
    expect(mail!.text).not.toContain('455678');
  });
});
