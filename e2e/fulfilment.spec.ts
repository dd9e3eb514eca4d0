// Journey (issue 31, the seller's side of fulfilment), in English and Korean, at 1440 px and on a
// 390 px phone: an operator ships a delivery from /admin — every move asks first, the shipped step
// asks for the carrier and tracking number — and the buyer finds the carrier, the number and the
// tracking link on the order page and in the shipping e-mail; an order the operator refunds is
// stamped on its sale slip with refund lines that leave nothing, and its order page shows no
// shipping progress (rules §4.46-4.52).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enAdmin from '../locales/en/admin.json';
import koAdmin from '../locales/ko/admin.json';
import enOrders from '../locales/en/orders.json';
import koOrders from '../locales/ko/orders.json';
import { OPERATOR, signIn } from './back-office-helpers';
import { mail, password, retried, signUp } from './collector-month-helpers';

// This journey's visitors speak for an address of their own, so its sign-ups do not spend the
// per-address limits of the journeys after it (the outbox is read as the machine's own).
const visitor = { 'x-forwarded-for': '198.51.100.37' };

const words = {
  en: { ad: enAdmin, o: enOrders, prefix: '', carrier: 'CJ Logistics' },
  ko: { ad: koAdmin, o: koOrders, prefix: '/ko', carrier: 'CJ대한통운' },
} as const;

const TRACKING = '678912345678';
const TRACKING_URL = `https://trace.cjlogistics.com/next/tracking.html?wblNo=${TRACKING}`;

async function shoot(page: Page, file: string) {
  await page.screenshot({ path: test.info().outputPath(`${file}.png`), fullPage: true });
}

/** A card order of a work on sale, delivered to a Seoul address: its id. */
async function deliveryOrder(request: APIRequestContext, token: string, skip: string[]) {
  const headers = { authorization: `Bearer ${token}`, 'x-currency': 'krw' };
  const added = await request.post('/v3/store/customer/shipping-address', {
    headers,
    data: {
      postal_code: '04524',
      street_address: '110 Sejong-daero, Jung-gu, Seoul',
      detail_address: '3F',
      phone_number: '01012345678',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { shipping_address } = (await added.json()) as { shipping_address: { id: string } };
  const list = await request.get(
    '/v3/store/artwork?purchase_statuses=on_sale&order=price_asc&limit=40',
    { headers, ...retried },
  );
  const { artworks } = (await list.json()) as { artworks: { id: string }[] };
  for (const artwork of artworks) {
    if (skip.includes(artwork.id)) continue;
    const cart = await request.post('/v3/store/cart/artwork', {
      headers,
      data: { artwork_id: artwork.id },
    });
    if (!cart.ok()) continue;
    const { cart_id } = (await cart.json()) as { cart_id: string };
    const put = (path: string, data: object) =>
      request.put(`/v3/store/cart/${cart_id}/${path}`, { headers, data });
    const address = await put('shipping-address', { shipping_address_id: shipping_address.id });
    expect(address.ok(), await address.text()).toBe(true);
    const method = await put('shipping-method', { shipping_method: 'delivery' });
    expect(method.ok(), await method.text()).toBe(true);
    const session = await request.post(`/v3/store/cart/payment-session/${cart_id}`, {
      headers,
      data: { pay_method: 'card_kr', order_consent: true },
    });
    if (session.status() === 409) continue;
    expect(session.ok(), await session.text()).toBe(true);
    const { payment_session } = (await session.json()) as { payment_session: { id: string } };
    const complete = await request.get(
      `/v3/store/cart/${cart_id}/complete/krw?payment_session_id=${payment_session.id}`,
      { headers },
    );
    expect(complete.ok(), await complete.text()).toBe(true);
    skip.push(artwork.id);
    return ((await complete.json()) as { id: string }).id;
  }
  throw new Error('no work to buy');
}

for (const lng of ['en', 'ko'] as const) {
  const { ad, o, prefix, carrier } = words[lng];

  test(`ships with a tracking number and refunds with a stamp (${lng})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const customer = await browser.newContext({
      extraHTTPHeaders: visitor,
      viewport: { width: 1440, height: 900 },
    });
    const buyer = await signUp(customer, lng === 'ko' ? '지우' : 'Jiwoo', lng);
    const bought: string[] = [];
    const shippedId = await deliveryOrder(customer.request, buyer.token, bought);
    const refundedId = await deliveryOrder(customer.request, buyer.token, bought);

    // The operator ships the first: each move asks first; the shipped step names the carrier.
    const operator = await browser.newContext({
      extraHTTPHeaders: visitor,
      viewport: { width: 1440, height: 900 },
    });
    await signIn(operator, OPERATOR.email, OPERATOR.password);
    const desk = await operator.newPage();
    await desk.goto(`${prefix}/admin/orders/${shippedId}`);
    await expect(desk.getByTestId('order-status')).toHaveText(o.status.paid);
    const advance = (status: string) => ad.order.advance.replace('{{status}}', status);
    const current = desk.getByTestId('shipping-track').locator('[aria-current="step"]');
    const ready = o.shipping.statuses.ready_for_shipping;
    await desk.getByRole('button', { name: advance(ready) }).click();
    await desk
      .getByRole('dialog')
      .getByRole('button', { name: advance(ready) })
      .click();
    await expect(current).toHaveText(ready);

    const shipped = o.shipping.statuses.shipped;
    await desk.getByRole('button', { name: advance(shipped) }).click();
    await expect(desk.getByText(ad.order.ship.carrierRequired)).toBeVisible();
    await expect(desk.getByRole('dialog')).toHaveCount(0);
    await desk.getByLabel(ad.order.ship.carrier).selectOption('cj');
    await desk.getByLabel(ad.order.ship.trackingNumber).fill('6789-1234-5678');
    await desk.getByRole('button', { name: advance(shipped) }).click();
    const asked = desk.getByRole('dialog');
    await expect(asked.getByTestId('confirm-shipment')).toContainText(carrier);
    await expect(asked.getByTestId('confirm-shipment')).toContainText(TRACKING);
    await shoot(desk, `admin-ship-confirm-${lng}-1440`);
    await asked.getByRole('button', { name: advance(shipped) }).click();
    await expect(current).toHaveText(shipped);
    await expect(desk.getByTestId('admin-shipment')).toContainText(TRACKING);
    await shoot(desk, `admin-shipped-${lng}-1440`);

    // The operator refunds the second, after saying what it will do.
    await desk.goto(`${prefix}/admin/orders/${refundedId}`);
    await expect(desk.getByTestId('order-status')).toHaveText(o.status.paid);
    await desk.getByLabel(ad.order.reason).fill(lng === 'ko' ? '액자 파손' : 'Frame damaged');
    await desk.getByRole('button', { name: ad.order.refund }).click();
    await expect(desk.getByRole('dialog')).toContainText(
      lng === 'ko' ? '환불' : 'refunded in full',
    );
    await shoot(desk, `admin-refund-confirm-${lng}-1440`);
    await desk.getByRole('dialog').getByRole('button', { name: ad.order.refund }).click();
    await expect(desk.getByTestId('order-status')).toHaveText(o.status.refunded);

    // The buyer, on a desk and on a phone.
    const phone = await browser.newContext({
      extraHTTPHeaders: visitor,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // Its own session (a refresh token copied from the desk would be rotated away under it).
    await signIn(phone, buyer.email, password);
    for (const [context, width] of [
      [customer, 1440],
      [phone, 390],
    ] as const) {
      const page = await context.newPage();
      await page.goto(`${prefix}/order-detail/${shippedId}`);
      await expect(page.getByTestId('tracking-number')).toHaveText(TRACKING);
      await expect(page.getByText(carrier, { exact: true })).toBeVisible();
      await expect(page.getByTestId('tracking-link')).toHaveAttribute('href', TRACKING_URL);
      await shoot(page, `order-shipped-${lng}-${width}`);

      await page.goto(`${prefix}/order-detail/${refundedId}`);
      await expect(page.getByTestId('stopped-stamp')).toContainText(o.stopped.stamp.refunded);
      await expect(page.getByTestId('no-shipping')).toHaveText(o.stopped.noShipping);
      await expect(page.getByRole('list', { name: o.shipping.status })).toHaveCount(0);
      await shoot(page, `order-refunded-${lng}-${width}`);

      await page.goto(`${prefix}/sale-slip/${refundedId}`);
      await expect(page.getByTestId('stopped-stamp')).toContainText(o.stopped.stamp.refunded);
      await expect(page.getByTestId('refund-line-balance')).toContainText('₩0');
      await expect(page.getByTestId('refund-line-refund')).toContainText('−₩');
      await expect(page.getByTestId('slip-stopped-note')).toBeVisible();
      await shoot(page, `slip-refunded-${lng}-${width}`);
      await page.close();
    }

    // The shipping e-mail names the carrier in the buyer's language, the number and the link.
    const notice = await mail(
      customer.request,
      buyer.email,
      (m) => m.template === 'shipping-status' && m.payload.shipping_status === 'shipped',
    );
    expect(notice.locale).toBe(lng);
    expect(notice.text).toContain(carrier);
    expect(notice.text).toContain(TRACKING);
    expect(notice.text).toContain(TRACKING_URL);
    await Promise.all([customer.close(), operator.close(), phone.close()]);
  });
}
