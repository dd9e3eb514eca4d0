// Journey (issue 5, the order screens): a new customer buys a work through the store API with a
// virtual account, sees the account to pay on the order detail, pays through the development
// deposit route, then finds the order in my page's history, its detail with the shipping track,
// the printable sale slip, and cancels it before shipment with a refund account; screenshots at
// 1440 and 390 px in English and Korean.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enOrders from '../locales/en/orders.json';
import koOrders from '../locales/ko/orders.json';

import { fromThisMachine } from './collector-month-helpers';
// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.19' } });

const password = 'gallery2026';
const krw = { 'x-currency': 'krw' };

async function shoot(page: Page, file: string) {
  await page.screenshot({ path: test.info().outputPath(`${file}.png`), fullPage: true });
}

/** The printed amounts add up on their face (issue 19): the lines to the total. */
async function expectAmountsAddUp(page: Page) {
  const won = (text: string) =>
    (text.trim().startsWith('−') ? -1 : 1) * Number(text.replace(/\D/g, ''));
  const list = page.getByTestId('order-amounts').locator('dl').first();
  const lines = (await list.locator('[data-kind] dd').allTextContents()).map(won);
  const total = won((await page.getByTestId('amount-total').locator('dd').textContent())!);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.reduce((a, b) => a + b, 0)).toBe(total);
}

/** Both widths and both languages of one screen. */
async function shootAll(
  page: Page,
  path: string,
  file: string,
  ready: (lng: 'en' | 'ko') => Promise<void>,
) {
  for (const lng of ['en', 'ko'] as const) {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${lng === 'ko' ? '/ko' : ''}${path}`);
      await ready(lng);
      await shoot(page, `${file}-${lng}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The store calls of the checkout, as the purchase page makes them (tests/api/checkout.test.ts). */
async function buyWithVirtualAccount(request: APIRequestContext, email: string) {
  const signIn = await request.post('/v3/store/customer/sign-in', {
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { ...krw, authorization: `Bearer ${accessToken}` };

  const address = await request.post('/v3/store/customer/shipping-address', {
    headers,
    data: {
      postal_code: '04524',
      street_address: '110 Sejong-daero, Jung-gu, Seoul',
      detail_address: '3F',
      phone_number: '01012345678',
    },
  });
  expect(address.status(), await address.text()).toBe(200);

  const list = await request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=40', {
    headers,
  });
  expect(list.status()).toBe(200);
  const { artworks } = (await list.json()) as { artworks: { id: string; title: string }[] };
  let cart: { cart_id: string } | undefined;
  for (const artwork of artworks) {
    const response = await request.post('/v3/store/cart/artwork', {
      headers,
      data: { artwork_id: artwork.id },
    });
    if (response.status() === 200) {
      cart = (await response.json()) as { cart_id: string };
      break;
    }
  }
  expect(cart, 'an artwork on sale with an edition available').toBeDefined();

  const session = await request.post(`/v3/store/cart/payment-session/${cart!.cart_id}`, {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}` },
    data: { pay_method: 'vbank', order_consent: true },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { payment_session } = (await session.json()) as { payment_session: { id: string } };

  const complete = await request.get(
    `/v3/store/cart/${cart!.cart_id}/complete/krw?payment_session_id=${payment_session.id}`,
    { headers },
  );
  expect(complete.status(), await complete.text()).toBe(200);
  return (await complete.json()) as {
    id: string;
    order_number: string;
    status: string;
    account_number: string;
    total: number;
  };
}

test('buy by virtual account, pay, see history, order detail and sale slip, cancel with a refund', async ({
  page,
}) => {
  // The longest journey (a purchase, a deposit, a cancellation, 22 screenshots in two languages
  // and two widths): 44 s alone, over a minute beside the API runs of `npm test`.
  test.slow();
  const email = `orders.${Date.now()}@example.com`;
  const a = enAccount;
  const o = enOrders;

  // Sign up in the browser: its session opens the order screens.
  await page.goto('/sign-up');
  await page.getByLabel(a.signUp.firstName).fill('Minji');
  await page.getByLabel(a.signUp.lastName).fill('Kim');
  await page.getByLabel(a.signUp.email).fill(email);
  await page.getByLabel(a.signUp.password, { exact: true }).fill(password);
  await page.getByLabel(a.signUp.confirmPassword).fill(password);
  await page.getByRole('button', { name: a.signUp.submit }).click();
  await expect(page).toHaveURL('/my-page/info');

  const order = await buyWithVirtualAccount(page.request, email);
  expect(order.status).toBe('awaiting_deposit');

  // Awaiting the deposit: the account to pay and its deadline.
  await page.goto(`/order-detail/${order.id}`);
  await expect(page.getByRole('heading', { name: o.detail.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(o.status.awaiting_deposit);
  await expect(page.getByTestId('vbank-account')).toHaveText(order.account_number);
  await expect(page.getByText(o.payment.deadline)).toBeVisible();
  await shootAll(page, `/order-detail/${order.id}`, 'order-detail-awaiting', async (lng) => {
    await expect(page.getByTestId('vbank-account')).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(
      (lng === 'ko' ? koOrders : enOrders).status.awaiting_deposit,
    );
  });

  // Paid through the development deposit route.
  const deposit = await page.request.post(`/v3/dev/payments/${order.id}/deposit`, {
    headers: fromThisMachine,
  });
  expect(deposit.status(), await deposit.text()).toBe(200);

  // History: the purchased tab counts it and links to its detail.
  await page.goto('/my-page/history');
  await expect(page.getByRole('heading', { name: o.history.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('history-count-paid')).toHaveText('1');
  await expect(page.getByTestId('history-count-awaiting_deposit')).toHaveText('0');
  const row = page.getByRole('link', { name: new RegExp(order.order_number) });
  await expect(row).toBeVisible();
  await shootAll(page, '/my-page/history', 'history', async () => {
    await expect(page.getByRole('link', { name: new RegExp(order.order_number) })).toBeVisible();
  });
  await page.goto('/my-page/history');
  await page.getByRole('link', { name: new RegExp(order.order_number) }).click();
  await expect(page).toHaveURL(`/order-detail/${order.id}`);

  // The detail: paid, on the delivery track's first step, the sale slip linked.
  await expect(page.getByTestId('order-status')).toHaveText(o.status.paid);
  const track = page.getByRole('list', { name: o.shipping.status });
  await expect(track.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('amount-total')).toContainText('₩');
  await expectAmountsAddUp(page);
  const slipNumber = (await page.getByTestId('document-number').textContent())!;
  expect(slipNumber).toMatch(/^AM-\d{4}-\d{6}$/);
  await shootAll(page, `/order-detail/${order.id}`, 'order-detail-paid', async (lng) => {
    await expect(page.getByTestId('order-status')).toHaveText(
      (lng === 'ko' ? koOrders : enOrders).status.paid,
    );
  });

  // The sale slip: the store, the buyer, the amounts; printed without the site's header.
  await page.goto(`/sale-slip/${order.id}`);
  await expect(page.getByRole('heading', { name: o.slip.title, level: 1 })).toBeVisible();
  await expect(page.getByText(order.order_number)).toBeVisible();
  await expect(page.getByText('Minji Kim', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('amount-total')).toBeVisible();
  await expectAmountsAddUp(page);
  await expect(page.getByTestId('document-number')).toHaveText(slipNumber);
  const issuedAt = await page.getByTestId('document-issued-at').textContent();
  await page.reload();
  await expect(page.getByTestId('document-issued-at')).toHaveText(issuedAt!);
  await shootAll(page, `/sale-slip/${order.id}`, 'sale-slip', async () => {
    await expect(page.getByTestId('amount-total')).toBeVisible();
  });
  await page.emulateMedia({ media: 'print' });
  for (const lng of ['en', 'ko'] as const) {
    await page.goto(`${lng === 'ko' ? '/ko' : ''}/sale-slip/${order.id}`);
    await expect(page.getByTestId('amount-total')).toBeVisible();
    await expect(
      page
        .locator('header')
        .filter({ has: page.locator('nav') })
        .first(),
    ).toBeHidden();
    await expect(
      page.getByRole('button', { name: (lng === 'ko' ? koOrders : enOrders).slip.print }),
    ).toBeHidden();
    await shoot(page, `sale-slip-print-${lng}`);
  }
  await page.emulateMedia({ media: 'screen' });

  // My coupons: the welcome coupons a new customer is given, and the works one applies to.
  await shootAll(page, '/my-page/coupons', 'coupons', async () => {
    await expect(page.getByTestId('coupon').first()).toBeVisible();
  });
  await page.goto('/my-page/coupons');
  const selected = page
    .getByTestId('coupon')
    .filter({ has: page.locator('button[aria-expanded]') })
    .first();
  await selected.getByRole('button', { name: o.coupons.showArtworks }).click();
  await expect(selected.getByRole('button', { name: o.coupons.hideArtworks })).toBeVisible();
  await expect(selected.getByRole('link').first()).toHaveAttribute('href', /^\/work\//);

  // Cancel before shipment: a paid virtual account names the refund account.
  await page.goto(`/order-detail/${order.id}`);
  await page.getByRole('button', { name: o.cancel.action }).click();
  await page.getByRole('button', { name: o.cancel.confirm }).click();
  await expect(page.getByText(o.cancel.errors.bank)).toBeVisible();
  await page.getByLabel(o.cancel.bank).fill('Kookmin Bank');
  await page.getByLabel(o.cancel.accountNumber).fill('123-456-789012');
  await page.getByLabel(o.cancel.holder).fill('Minji Kim');
  await page.getByRole('button', { name: o.cancel.confirm }).click();
  await expect(page.getByTestId('order-status')).toHaveText(o.status.refunded);
  await expect(page.getByTestId('cancel-details')).toContainText('Kookmin Bank');
  await shoot(page, 'order-detail-refunded-en-1440');
});
