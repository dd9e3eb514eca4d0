// Journeys (issue 5) beyond the plain purchase: an international buyer (an address in Japan)
// picks the work up and leaves a contact request; a Korean buyer applies both welcome coupons;
// a buyer on a 390 px phone names a delivery date (rules §9 extra charge) and pays.
import { expect, test, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCheckout from '../locales/en/checkout.json';
import enOrders from '../locales/en/orders.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koCheckout from '../locales/ko/checkout.json';
import koOrders from '../locales/ko/orders.json';
import koWorks from '../locales/ko/works.json';
import { specifiedDateRange } from '../rules/checkout-rules';
import { retried } from './collector-month-helpers';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.14' } });

const en = { a: enAccount, k: enCheckout, o: enOrders, w: enWorks, prefix: '' };
const ko = { a: koAccount, k: koCheckout, o: koOrders, w: koWorks, prefix: '/ko' };
type Words = typeof en | typeof ko;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const payButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(label.replace('{{amount}}', '.+')) });

async function signUp(page: Page, { a, prefix }: Words, first: string, last: string) {
  await page.goto(`${prefix}/sign-up`);
  await page.getByLabel(a.signUp.firstName).fill(first);
  await page.getByLabel(a.signUp.lastName).fill(last);
  await page
    .getByLabel(a.signUp.email)
    .fill(`buyer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel(a.signUp.password, { exact: true }).fill('gallery2026');
  await page.getByLabel(a.signUp.confirmPassword).fill('gallery2026');
  await page.getByRole('button', { name: a.signUp.submit }).click();
  await expect(page).toHaveURL(`${prefix}/my-page/info`);
}

/** Buy now on the `index`-th work on sale (each test its own, so none is held by another). */
async function buyNow(page: Page, { k, w, prefix }: Words, index: number) {
  const response = await page.request.get(
    '/v3/store/artwork?purchase_statuses=on_sale&limit=40',
    retried,
  );
  const { artworks } = (await response.json()) as { artworks: { handle: string }[] };
  await page.goto(`${prefix}/work/${artworks[index]!.handle}`);
  await page.getByRole('button', { name: w.artwork.buy.buy_now }).first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
  await expect(page.getByRole('heading', { name: k.title, level: 1 })).toBeVisible();
}

async function addAddress(
  page: Page,
  { a, k }: Words,
  address: { nickname: string; country?: string; postal: string; street: string; phone: string },
) {
  await page.getByRole('button', { name: k.address.add }).click();
  const form = page.getByRole('form', { name: k.address.add });
  await form.getByLabel(a.address.nickname).fill(address.nickname);
  if (address.country) await form.getByLabel(a.address.country).selectOption(address.country);
  await form.getByLabel(a.address.postalCode).fill(address.postal);
  await form.getByLabel(a.address.street).fill(address.street);
  await form.getByLabel(a.address.phone).fill(address.phone);
  await form.getByRole('button', { name: a.address.save }).click();
  await expect(page.getByRole('radio', { name: new RegExp(address.nickname) })).toBeChecked();
}

async function payByCard(page: Page, { k }: Words, method: string) {
  await page.getByRole('radio', { name: new RegExp(escape(method)) }).check();
  await page.getByLabel(k.payment.testCard).fill('4242424242424242');
  await page.getByLabel(k.consent.label).check();
  await payButton(page, k.pay).click();
  await expect(page.getByRole('heading', { name: k.complete.title })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(k.complete.statuses.paid);
  return (await page.locator('[data-order-id]').getAttribute('data-order-id'))!;
}

test('an international buyer picks the work up with a contact request, paying in USD', async ({
  page,
}) => {
  const { k, o } = en;
  await signUp(page, en, 'Haruka', 'Sato');
  await buyNow(page, en, 10);
  await addAddress(page, en, {
    nickname: 'Tokyo',
    country: 'JP',
    postal: '100-0001',
    street: '1-1 Chiyoda, Chiyoda-ku, Tokyo',
    phone: '0312345678',
  });
  // Normal delivery is for Korea only; the reason is shown and the work goes to storage.
  const delivery = page.getByRole('radio', { name: new RegExp(k.shipping.delivery) });
  await expect(delivery).toBeDisabled();
  await expect(page.getByText(k.messages.domesticDeliveryOnly)).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(k.shipping.storage) })).toBeChecked();

  await page.getByRole('radio', { name: new RegExp(k.shipping.pickup) }).check();
  // The request is required.
  await page.getByRole('button', { name: k.shipping.save }).click();
  await expect(page.getByText(k.messages.pickupContactRequired)).toBeVisible();
  const request = 'I am in Seoul 14–18 December; my courier Nippon Express can collect.';
  await page.getByLabel(k.shipping.pickupContact).fill(request);
  await page.getByRole('button', { name: k.shipping.save }).click();
  await expect(page.getByText(k.messages.pickupContactRequired)).toHaveCount(0);
  await expect(page.getByRole('radio', { name: new RegExp(k.shipping.pickup) })).toBeChecked();

  await page.getByLabel(k.currency.label).selectOption('usd');
  await expect(page.getByTestId('order-totals').getByText('$').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/checkout-pickup-en-desktop.png', fullPage: true });
  const orderId = await payByCard(page, en, k.payment.methods.card_intl);

  await page.goto(`/order-detail/${orderId}`);
  await expect(page.getByText(o.shipping.methods.pickup).first()).toBeVisible();
  await expect(page.getByText(request)).toBeVisible();
  await expect(page.getByText(o.shipping.statuses.preparing_for_pick_up).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/order-pickup-en-desktop.png', fullPage: true });
});

test('Korean: both welcome coupons come off the order at checkout', async ({ page }) => {
  const { k, o, prefix } = ko;
  await signUp(page, ko, '서연', '최');
  await buyNow(page, ko, 12);
  await addAddress(page, ko, {
    nickname: '집',
    postal: '06236',
    street: '서울 강남구 테헤란로 152',
    phone: '01012345678',
  });
  const totals = page.getByTestId('order-totals');
  const total = async () => (await totals.getByTestId('amount-total').locator('dd').textContent())!;
  const before = await total();
  const discounts = totals.locator('[data-kind="discount"]');
  await expect(discounts).toHaveCount(0);

  // The artwork coupon (5%, up to ₩200,000) and the additional coupon (₩30,000).
  const artworkCoupon = page.getByLabel(k.coupon.artwork);
  const collector = artworkCoupon.locator('option', { hasText: '컬렉터 쿠폰' });
  await artworkCoupon.selectOption((await collector.getAttribute('value'))!);
  await page.getByLabel(k.coupon.additional).selectOption({ index: 1 });
  await page.getByRole('button', { name: k.coupon.apply }).click();
  // Each coupon is its own line, once (issue 19).
  await expect(discounts).toHaveCount(2);
  await expect.poll(total).not.toBe(before);
  const won = (text: string) => Number(text.replace(/[^\d]/g, ''));
  const discount = (await discounts.locator('dd').allTextContents())
    .map(won)
    .reduce((a, b) => a + b, 0);
  expect(discount).toBeGreaterThan(30_000);
  expect(won(before) - won(await total())).toBe(discount);
  await page.screenshot({ path: 'test-results/checkout-coupons-ko-desktop.png', fullPage: true });

  const orderId = await payByCard(page, ko, k.payment.methods.card_kr);
  await page.goto(`${prefix}/order-detail/${orderId}`);
  await expect(page.getByTestId('amount-artworkCoupon')).toBeVisible();
  await expect(page.getByTestId('amount-additionalCoupon')).toContainText('30,000');
  await expect(page.locator('[data-kind="discount"]')).toHaveCount(2);
  const printed = (await page.locator('[data-kind="discount"] dd').allTextContents()).map(won);
  expect(printed.reduce((a, b) => a + b, 0)).toBe(discount);
  await expect(page.getByText(o.amounts.artworkCoupon)).toBeVisible();
  // Used coupons are not offered again: this buyer has none left for the next work.
  await buyNow(page, ko, 13);
  await expect(page.getByText(k.messages.noCoupons)).toBeVisible();
  await expect(page.getByLabel(k.coupon.additional)).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the checkout fits the screen, and a named delivery date costs its fee', async ({
    page,
  }) => {
    const { k, o } = en;
    await signUp(page, en, 'Mina', 'Yoon');
    await buyNow(page, en, 14);
    await addAddress(page, en, {
      nickname: 'Studio',
      postal: '04524',
      street: '110 Sejong-daero, Jung-gu, Seoul',
      phone: '01098765432',
    });
    // KRW first: changing the currency reloads the cart, which must not cross the changes below.
    await page.getByLabel(k.currency.label).selectOption('krw');
    await expect(page.getByTestId('order-totals').getByText('₩').first()).toBeVisible();
    const delivery = page.getByRole('radio', { name: new RegExp(k.shipping.delivery) });
    // The new address is saved on the cart first (the choices wait meanwhile); the choice shows
    // once the cart has answered, so click rather than check.
    await expect(delivery).toBeEnabled();
    await delivery.click();
    await expect(delivery).toBeChecked();

    await page.getByRole('checkbox', { name: new RegExp(k.shipping.dateChoose) }).check();
    const { earliest } = specifiedDateRange(new Date());
    await page.getByLabel(k.shipping.dateLabel).fill(earliest);
    await page.getByRole('button', { name: k.shipping.dateSave }).click();
    await expect(page.getByTestId('specified-date')).toBeVisible();
    const totals = page.getByTestId('order-totals');
    await expect(totals.getByTestId('amount-specifiedDate')).toContainText('₩50,000');

    // Nothing spills sideways at 390 px.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/checkout-en-mobile.png', fullPage: true });

    const orderId = await payByCard(page, en, k.payment.methods.card_kr);
    await page.screenshot({ path: 'test-results/checkout-complete-en-mobile.png', fullPage: true });
    await page.goto(`/order-detail/${orderId}`);
    await expect(page.getByTestId('amount-specifiedDate')).toContainText('₩50,000');
    await expect(page.getByText(o.shipping.specifiedDate)).toBeVisible();
    await page.screenshot({ path: 'test-results/order-detail-en-mobile.png', fullPage: true });
    await page.goto(`/sale-slip/${orderId}`);
    await expect(page.getByTestId('amount-specifiedDate')).toContainText('₩50,000');
    await page.screenshot({ path: 'test-results/sale-slip-en-mobile.png', fullPage: true });
  });
});
