// The collector's month journey's helpers (collector-month.spec.ts): its two locales, the dev
// outbox's mails, the checks that an order page or sale slip adds up, and the API steps (sign-up,
// a unique work on sale, a card purchase, a consignment photo).
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { currencies, type CurrencyCode } from '../rules/money';
import { readPrintedAmount } from '../rules/order-lines';
import enAccount from '../locales/en/account.json';
import enAdmin from '../locales/en/admin.json';
import enCheckout from '../locales/en/checkout.json';
import enOrders from '../locales/en/orders.json';
import enResale from '../locales/en/resale.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koAdmin from '../locales/ko/admin.json';
import koCheckout from '../locales/ko/checkout.json';
import koOrders from '../locales/ko/orders.json';
import koResale from '../locales/ko/resale.json';
import koWorks from '../locales/ko/works.json';

/**
 * Reads are sent again on a network error: a keep-alive connection the server closed just as the
 * request reused it (Node's 5 s idle timeout) is ECONNRESET, not a product failure.
 */
export const retried = { maxRetries: 2 };

/**
 * Development routes (`/v3/dev/*`) answer this machine only (ADR 0045): a journey that speaks
 * from an address of its own calls them from 127.0.0.1.
 */
export const fromThisMachine = { 'x-forwarded-for': '127.0.0.1' };

export const locales = [
  {
    name: 'English',
    language: 'en',
    prefix: '',
    a: enAccount,
    ad: enAdmin,
    k: enCheckout,
    o: enOrders,
    r: enResale,
    w: enWorks,
    first: 'Minji',
    second: 'Taeyang',
    // The second customer pays in their own currency with a card from abroad.
    card: enCheckout.payment.methods.card_intl,
    // The refund: an operator's, from the back office.
    refundBy: 'operator',
  },
  {
    name: 'Korean',
    language: 'ko',
    prefix: '/ko',
    a: koAccount,
    ad: koAdmin,
    k: koCheckout,
    o: koOrders,
    r: koResale,
    w: koWorks,
    first: '민지',
    second: '태양',
    card: koCheckout.payment.methods.card_kr,
    // The refund: the customer's own cancel on the order page.
    refundBy: 'customer',
  },
] as const;

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const password = 'gallery2026';
/** The owner's state shows once the page knows who is signed in (a refresh on a busy machine). */
export const signedIn = { timeout: 30_000 };

export interface OutboxMessage {
  template: string;
  subject: string;
  text: string;
  locale: string;
  payload: Record<string, unknown>;
}

/** The development outbox's messages to `recipient`, newest first. */
export async function outbox(
  request: APIRequestContext,
  recipient: string,
): Promise<OutboxMessage[]> {
  // Read as the person at this machine (the outbox answers no other address, ADR 0045), whatever
  // address the journey's context speaks for.
  const response = await request.get(
    `/v3/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=100`,
    { ...retried, headers: fromThisMachine },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the message to `recipient` that `match` picks (notices are sent after commit). */
export async function mail(
  request: APIRequestContext,
  recipient: string,
  match: (message: OutboxMessage) => boolean,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request, recipient)).find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The currency a printed amount is in, by its symbol. */
export function currencyOf(text: string): CurrencyCode {
  const code = (Object.keys(currencies) as CurrencyCode[]).find((c) =>
    text.includes(currencies[c].symbol),
  );
  expect(code, `a currency symbol in "${text}"`).toBeDefined();
  return code!;
}

/**
 * The money lines as printed on `scope` (order-amounts.tsx): they add up to the printed total on
 * their face, and so does the tax split. Returns the lines as "label: amount" and the total.
 */
export async function addsUp(scope: Page | Locator, what: string, { taxSplit = true } = {}) {
  const table = scope.getByTestId('order-amounts').first();
  const total = table.getByTestId('amount-total');
  await expect(total).toBeVisible();
  const totalText = (await total.locator('dd').innerText()).trim();
  const currency = currencyOf(totalText);
  const lines = table.locator('[data-kind]');
  const labels = (await lines.locator('dt').allInnerTexts()).map((text) => text.trim());
  const amounts = (await lines.locator('dd').allInnerTexts()).map((text) => text.trim());
  expect(amounts.length, `${what}: printed lines`).toBeGreaterThan(0);
  const sum = amounts.reduce((acc, text) => acc + readPrintedAmount(text, currency), 0);
  const totalAmount = readPrintedAmount(totalText, currency);
  expect(sum, `${what}: ${amounts.join(' + ')} = ${totalText}`).toBe(totalAmount);
  if (taxSplit) {
    const tax = table.locator(
      '[data-testid="amount-taxFree"], [data-testid="amount-supply"], [data-testid="amount-vat"]',
    );
    await expect(tax).toHaveCount(3);
    const split = (await tax.locator('dd').allInnerTexts()).map((text) =>
      readPrintedAmount(text, currency),
    );
    expect(
      split.reduce((x, y) => x + y, 0),
      `${what}: the tax split adds up to ${totalText}`,
    ).toBe(totalAmount);
  }
  return {
    lines: labels.map((label, index) => `${label}: ${amounts[index]}`),
    total: totalText,
    amount: totalAmount,
    currency,
  };
}

/** The seller's settlement (resale-settlement.tsx): sale price − commission − royalty = proceeds. */
export async function settlementAddsUp(page: Page) {
  const settlement = page.getByTestId('settlement');
  const values = (await settlement.locator('dd').allInnerTexts()).map((text) => text.trim());
  expect(values).toHaveLength(4);
  const currency = currencyOf(values[0]!);
  const [sale, commission, royalty, proceeds] = values.map((v) => readPrintedAmount(v, currency));
  expect(commission).toBeLessThan(0);
  expect(royalty).toBeLessThan(0);
  expect(sale! + commission! + royalty!, `settlement: ${values.join(', ')}`).toBe(proceeds);
  return values[3]!;
}

/** Signs a new customer up through `context` in `language`: its access token and e-mail. */
export async function signUp(context: BrowserContext, first: string, language: 'en' | 'ko') {
  const email = `${language}.${first.length}.second.${Date.now()}@example.com`;
  const response = await context.request.post('/v3/store/customer/sign-up', {
    data: { first_name: first, last_name: 'Kang', email, password, language },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { token: ((await response.json()) as { accessToken: string }).accessToken, email };
}

/** A unique work a visitor may buy now (its one edition on sale): for a resale at one price. */
export async function uniqueWorkOnSale(request: APIRequestContext) {
  const list = await request.get(
    '/v3/store/artwork?purchase_statuses=on_sale&order=price_asc&limit=60',
    retried,
  );
  expect(list.ok()).toBe(true);
  const { artworks } = (await list.json()) as {
    artworks: { id: string; handle: string; edition_type: string; release_at: string | null }[];
  };
  for (const artwork of artworks) {
    if (artwork.edition_type !== 'unique' || artwork.release_at) continue;
    const status = await (
      await request.get(`/v3/store/artwork/bid/status/${artwork.id}`, retried)
    ).json();
    if (status.state?.primary === 'buy_now') return artwork;
  }
  throw new Error('no unique work to buy now');
}

/** The checkout's calls as the purchase page makes them: a card order of another work, paid. */
export async function buyWithCard(request: APIRequestContext, token: string, not: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-currency': 'krw' };
  const list = await request.get(
    '/v3/store/artwork?purchase_statuses=on_sale&order=price_asc&limit=40',
    { headers, ...retried },
  );
  const { artworks } = (await list.json()) as { artworks: { id: string; handle: string }[] };
  for (const artwork of artworks) {
    if (artwork.handle === not) continue;
    const cart = await request.post('/v3/store/cart/artwork', {
      headers,
      data: { artwork_id: artwork.id },
    });
    if (!cart.ok()) continue;
    const { cart_id } = (await cart.json()) as { cart_id: string };
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
    return (await complete.json()) as { id: string; order_number: string };
  }
  throw new Error('no work to buy');
}

/** A small real picture, as a phone would send it. */
export const photo = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .jpeg()
    .toBuffer();
