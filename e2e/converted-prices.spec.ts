// Journey (issue 21, ADR 0052): prices a collector trusts. In English a visitor switches the display
// currency from KRW to US dollars: the artwork page then reads "≈ $12,743 · ₩17,000,000" (whole
// dollars, the work's KRW price beside), the cards "≈ $12,743"; at checkout the money is locked, so
// it is exact to the cent with the rate and the moment it was locked, and the order keeps them.
// In Korean (KRW only, rules §4) every price is the work's own, exact, with no sign and no rate.
// Each at 1440 × 900 and 390 × 844.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCheckout from '../locales/en/checkout.json';
import enOrders from '../locales/en/orders.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koCheckout from '../locales/ko/checkout.json';
import koOrders from '../locales/ko/orders.json';
import koWorks from '../locales/ko/works.json';
import { formatMoney, type Money } from '../rules/money';
import {
  formatIndicative,
  formatLockedRate,
  formatPriceWithReference,
} from '../rules/price-display';
import type { CartDto } from '../schemas/checkout-dto';
import { failOnPolicyViolations } from './csp-guard';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.17' } });

failOnPolicyViolations();

const viewports = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

const words = {
  en: {
    a: enAccount,
    k: enCheckout,
    o: enOrders,
    w: enWorks,
    prefix: '',
    first: 'Maya',
    last: 'Lin',
  },
  ko: {
    a: koAccount,
    k: koCheckout,
    o: koOrders,
    w: koWorks,
    prefix: '/ko',
    first: '수아',
    last: '정',
  },
} as const;

type ListedPrice = { krw: number; display: Money };

/** A whole number of units with thousands separators, after the currency's symbol. */
const WHOLE_DOLLARS = /^≈ \$\d{1,3}(,\d{3})*$/;
const EXACT_WON = /^₩\d{1,3}(,\d{3})*$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const payButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(escape(label).replace('\\{\\{amount\\}\\}', '.+')) });

/** The `index`-th work on sale, with the price of the edition its page offers, in `currency`. */
async function workOnSale(
  request: APIRequestContext,
  index: number,
  language: 'en' | 'ko',
  currency: 'usd' | 'krw',
) {
  const headers = { 'accept-language': language, 'x-currency': currency };
  const list = await request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=40', {
    headers,
  });
  expect(list.ok()).toBe(true);
  const { artworks } = (await list.json()) as { artworks: { handle: string }[] };
  const handle = artworks[index]!.handle;
  const detail = (await (await request.get(`/v3/store/artwork/${handle}`, { headers })).json()) as {
    price: ListedPrice;
    editions: { next_edition: { price: ListedPrice | null } | null };
  };
  return { handle, price: detail.editions.next_edition?.price ?? detail.price };
}

async function signUp(page: Page, language: 'en' | 'ko') {
  const { a, prefix, first, last } = words[language];
  await page.goto(`${prefix}/sign-up`);
  await page.getByLabel(a.signUp.firstName).fill(first);
  await page.getByLabel(a.signUp.lastName).fill(last);
  await page
    .getByLabel(a.signUp.email)
    .fill(`prices.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel(a.signUp.password, { exact: true }).fill('gallery2026');
  await page.getByLabel(a.signUp.confirmPassword).fill('gallery2026');
  await page.getByRole('button', { name: a.signUp.submit }).click();
  await expect(page).toHaveURL(`${prefix}/my-page/info`);
}

/** The price row of the artwork's details list. */
const detailsPrice = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** Opens the checkout from the artwork page and answers the cart the page was given. */
async function checkoutFrom(page: Page, language: 'en' | 'ko'): Promise<CartDto> {
  const { k, w, prefix } = words[language];
  let cart: CartDto | undefined;
  page.on('response', async (response) => {
    if (!/\/v3\/store\/cart\//.test(response.url()) || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as Partial<CartDto> | null;
    if (body?.cart_id && body.exchange_rate && body.amounts) cart = body as CartDto;
  });
  await page.getByRole('button', { name: w.artwork.buy.buy_now }).first().click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
  await expect(page.getByRole('heading', { name: k.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-totals').getByTestId('amount-total')).toBeVisible();
  await expect.poll(() => cart?.cart_id).toBeTruthy();
  return cart!;
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

viewports.forEach((viewport, v) => {
  test.describe(`${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`English: switched to US dollars, prices are "≈" whole dollars beside the KRW price; the checkout and the order are exact with the rate (${viewport.name})`, async ({
      page,
      context,
    }) => {
      test.slow();
      const { k, o, w } = words.en;
      const { handle, price } = await workOnSale(page.request, 20 + v, 'en', 'usd');
      expect(price.display.currency).toBe('usd');
      const won = formatMoney({ amount: price.krw, currency: 'krw' }, 'en');

      // In won, the price is the work's own: exact, no sign, no reference.
      await signUp(page, 'en');
      await context.addCookies([
        { name: 'Currency', value: 'krw', url: new URL(page.url()).origin },
      ]);
      await page.goto(`/work/${handle}`);
      await expect(page.getByTestId('buy-price')).toHaveText(won);

      // The visitor switches to US dollars.
      if (viewport.width >= 1024) {
        await page.getByRole('button', { name: /Language and currency: English, KRW/ }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: 'USD $' }).check({ force: true });
        await dialog.getByRole('button', { name: 'Apply' }).click();
        await expect(dialog).toBeHidden();
      } else {
        await context.addCookies([
          { name: 'Currency', value: 'usd', url: new URL(page.url()).origin },
        ]);
        await page.reload();
      }
      const indicative = formatPriceWithReference(price, 'en');
      expect(indicative).toMatch(/^≈ \$\d{1,3}(,\d{3})* · ₩\d{1,3}(,\d{3})*$/);
      await expect(page.getByTestId('buy-price')).toHaveText(indicative);
      await expect(detailsPrice(page, w.artwork.details.price)).toHaveText(indicative);
      await shot(page, `artwork-en-usd-${viewport.name}`);

      // The cards: "≈" and whole dollars, never cents.
      await page.goto('/works');
      const prices = page.locator('main article [data-status="price"]');
      await expect(prices.first()).toBeVisible();
      const texts = await prices.allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text.trim()).toMatch(WHOLE_DOLLARS);
      await shot(page, `works-en-usd-${viewport.name}`);

      // The checkout: the cart locked its rate, so the money is exact, with the rate and its moment.
      await page.goto(`/work/${handle}`);
      await expect(page.getByTestId('buy-price')).toHaveText(indicative);
      const cart = await checkoutFrom(page, 'en');
      expect(cart.currency_code).toBe('usd');
      const totals = page.getByTestId('order-totals');
      const total = formatMoney({ amount: cart.amounts.total, currency: 'usd' }, 'en');
      expect(total).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
      await expect(totals.getByTestId('amount-total')).toHaveText(`${o.amounts.total}${total}`);
      await expect(totals.getByTestId('amount-artPrice')).toHaveText(
        `${o.amounts.artPrice}${formatMoney({ amount: cart.amounts.art_price, currency: 'usd' }, 'en')}`,
      );
      // Same work, same rate: the indication is the locked price rounded to the dollar.
      expect(formatIndicative({ amount: cart.amounts.art_price, currency: 'usd' }, 'en')).toBe(
        formatIndicative(price.display, 'en'),
      );
      const rate = formatLockedRate(
        'usd',
        cart.exchange_rate.krw_per_unit,
        cart.exchange_rate.locked_at,
        'en',
      );
      expect(rate).toMatch(/^1 USD = [\d,.]+ KRW · rate of \d{1,2} \w{3} \d{4}, \d{2}:\d{2} KST$/);
      await expect(totals.getByTestId('locked-rate')).toHaveText(rate);
      // The reference is the work's own KRW price, the one its page showed.
      expect(cart.art_price_krw).toBe(price.krw);
      await expect(totals.getByTestId('krw-reference')).toHaveText(
        o.amounts.artPriceKrw.replace('{{amount}}', won),
      );
      await expect(payButton(page, k.pay)).toHaveText(k.pay.replace('{{amount}}', total));
      await shot(page, `checkout-en-usd-${viewport.name}`);

      // Paid in dollars: the completion and the order print the same exact total and rate.
      await page
        .getByRole('radio', { name: new RegExp(escape(k.payment.methods.card_intl)) })
        .check();
      await page.getByLabel(k.payment.testCard).fill('4242424242424242');
      await page.getByLabel(k.consent.label).check();
      await payButton(page, k.pay).click();
      await expect(page.getByRole('heading', { name: k.complete.title })).toBeVisible();
      await expect(page.getByTestId('amount-total')).toHaveText(`${o.amounts.total}${total}`);
      await expect(page.getByTestId('locked-rate')).toHaveText(rate);
      const orderId = await page.locator('[data-order-id]').getAttribute('data-order-id');
      await page.goto(`/order-detail/${orderId}`);
      await expect(page.getByTestId('amount-total')).toHaveText(`${o.amounts.total}${total}`);
      await expect(page.getByTestId('locked-rate')).toHaveText(rate);
      await shot(page, `order-en-usd-${viewport.name}`);
    });

    test(`Korean: prices are the works' own won, exact, with no sign, no reference and no rate (${viewport.name})`, async ({
      page,
      context,
    }) => {
      test.slow();
      const { o, w } = words.ko;
      const { handle, price } = await workOnSale(page.request, 22 + v, 'ko', 'krw');
      const won = formatMoney({ amount: price.krw, currency: 'krw' }, 'ko');
      expect(formatPriceWithReference(price, 'ko')).toBe(won);

      // A dollar cookie left from English does not convert Korean pages (rules §4).
      await signUp(page, 'ko');
      await context.addCookies([
        { name: 'Currency', value: 'usd', url: new URL(page.url()).origin },
      ]);
      await page.goto(`/ko/work/${handle}`);
      await expect(page.getByTestId('buy-price')).toHaveText(won);
      await expect(detailsPrice(page, w.artwork.details.price)).toHaveText(won);
      await shot(page, `artwork-ko-${viewport.name}`);

      await page.goto('/ko/works');
      const prices = page.locator('main article [data-status="price"]');
      await expect(prices.first()).toBeVisible();
      for (const text of await prices.allInnerTexts()) expect(text.trim()).toMatch(EXACT_WON);
      await expect(page.locator('main')).not.toContainText('약 $');
      await expect(page.locator('main')).not.toContainText('≈');
      await shot(page, `works-ko-${viewport.name}`);

      await page.goto(`/ko/work/${handle}`);
      const cart = await checkoutFrom(page, 'ko');
      expect(cart.currency_code).toBe('krw');
      const totals = page.getByTestId('order-totals');
      await expect(totals.getByTestId('amount-total')).toHaveText(
        `${o.amounts.total}${formatMoney({ amount: cart.amounts.total, currency: 'krw' }, 'ko')}`,
      );
      await expect(totals.getByTestId('locked-rate')).toHaveCount(0);
      await expect(totals.getByTestId('krw-reference')).toHaveCount(0);
      await shot(page, `checkout-ko-${viewport.name}`);
    });
  });
});
