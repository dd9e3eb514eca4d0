// Journeys (issue 31): an offer on an edition of a gallery without a partner account is answered
// by the operator from the offers queue in /admin (a confirmation first); the bidder is told by
// e-mail and pays. A bidder who buys the work herself with Buy now — adding her address at the
// checkout, which never shows a raw field name and says what Pay waits for — finds her offer
// closed as "Bought" and gets no mail about it. English at 1440 px, Korean on a 390 px phone;
// the bid dialog and the operator's queue are shot in both.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enAdmin from '../locales/en/admin.json';
import enBids from '../locales/en/bids.json';
import enCheckout from '../locales/en/checkout.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koAdmin from '../locales/ko/admin.json';
import koBids from '../locales/ko/bids.json';
import koCheckout from '../locales/ko/checkout.json';
import koWorks from '../locales/ko/works.json';
import { OPERATOR, signIn } from './back-office-helpers';
import { findWorkByOfferStatus } from './offer-helpers';
import { escape, mail, outbox } from './collector-month-helpers';

// This journey's visitors speak for an address of their own, so its sign-ups do not spend the
// per-address limits of the journeys after it (the outbox is read as the machine's own).
const visitor = { 'x-forwarded-for': '198.51.100.35' };

const journeys = [
  {
    name: 'English at 1440 px',
    tag: 'en-1440',
    prefix: '',
    viewport: { width: 1440, height: 900 },
    currency: 'usd',
    a: enAccount,
    ad: enAdmin,
    b: enBids,
    k: enCheckout,
    w: enWorks,
    card: enCheckout.payment.methods.card_intl,
  },
  {
    name: 'Korean on a 390 px phone',
    tag: 'ko-390',
    prefix: '/ko',
    viewport: { width: 390, height: 844 },
    currency: 'krw',
    a: koAccount,
    ad: koAdmin,
    b: koBids,
    k: koCheckout,
    w: koWorks,
    card: koCheckout.payment.methods.card_kr,
  },
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/offers-${name}.png`, fullPage: true });

async function signUp(request: APIRequestContext, first: string, withAddress: boolean) {
  const email = `${first.toLowerCase()}.${Date.now()}@example.com`;
  const response = await request.post('/v3/store/customer/sign-up', {
    data: { first_name: first, last_name: 'Kim', email, password: 'gallery2026' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const token = ((await response.json()) as { accessToken: string }).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  if (withAddress) {
    const address = await request.post('/v3/store/customer/shipping-address', {
      headers,
      data: {
        postal_code: '04524',
        street_address: '110 Sejong-daero, Jung-gu, Seoul',
        phone_number: '01012345678',
      },
    });
    expect(address.ok(), await address.text()).toBe(true);
  }
  return { email, headers };
}

interface Found {
  id: string;
  handle: string;
  title: string;
  price: number;
}

/** A work the customer may offer on and buy, whose offers `kind` answers (store: the operators). */
async function workAnsweredBy(
  request: APIRequestContext,
  headers: Record<string, string>,
  kind: 'store' | 'gallery',
  currency: string,
): Promise<Found> {
  const work = await findWorkByOfferStatus(
    request,
    { ...headers, 'x-currency': currency },
    (status) =>
      status.answerer?.kind === kind &&
      status.state?.primary === 'buy_now' &&
      status.state?.secondary === 'place_a_bid',
    `one taking offers answered by ${kind}`,
  );
  const detail = await (
    await request.get(`/v3/store/artwork/${work.handle}`, { headers: { 'x-currency': currency } })
  ).json();
  return { ...work, price: detail.price.display.amount as number };
}

/** Pays the open checkout with the journey's card. */
async function pay(page: Page, l: (typeof journeys)[number]) {
  await page.getByRole('radio', { name: new RegExp(escape(l.card)) }).check();
  const testCard = page.getByLabel(l.k.payment.testCard);
  if (await testCard.isVisible()) await testCard.fill('4242424242424242');
  await page.getByLabel(l.k.consent.label).check();
  await page
    .getByRole('button', { name: new RegExp(escape(l.k.pay).replace('\\{\\{amount\\}\\}', '.+')) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: l.k.complete.title })).toBeVisible({
    timeout: 30_000,
  });
}

for (const l of journeys) {
  test(`an offer on a gallery without a partner account is answered by the operator from the queue, and the bidder pays (${l.name})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const collector = await browser.newContext({ extraHTTPHeaders: visitor, viewport: l.viewport });
    // A name of her own (letters only), to find her offer in the queue.
    const bidder = `Seoyun${Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const { email, headers } = await signUp(collector.request, bidder, true);
    const work = await workAnsweredBy(collector.request, headers, 'store', l.currency);

    // The bidder offers from the artwork page: the dialog says Artmarket answers for the gallery.
    const c = await collector.newPage();
    await c.goto(`${l.prefix}/work/${work.handle}`);
    await c.getByRole('button', { name: l.w.artwork.buy.place_a_bid }).first().click();
    const dialog = c.getByRole('dialog', { name: l.b.dialog.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(l.prefix ? '아트마켓이' : 'Artmarket answers for');
    await expect(dialog).not.toContainText(l.prefix ? '갤러리가 입찰' : 'The gallery answers');
    // In the dialog's major units: won, or dollars.
    const amount =
      l.currency === 'krw'
        ? Math.ceil((work.price * 0.8) / 1000) * 1000
        : Math.ceil((work.price * 0.8) / 100);
    await dialog
      .getByLabel(l.b.dialog.amount.replace('{{currency}}', l.currency.toUpperCase()))
      .fill(String(amount));
    await shot(c, `dialog-${l.tag}`);
    await dialog.getByRole('button', { name: l.b.dialog.submit }).click();
    await expect(dialog).toBeHidden();

    // The operator answers it from the queue of offers Artmarket answers.
    const operator = await browser.newContext({ extraHTTPHeaders: visitor, viewport: l.viewport });
    await signIn(operator, OPERATOR.email, OPERATOR.password);
    const o = await operator.newPage();
    await o.goto(`${l.prefix}/admin`);
    await o.getByTestId('tile-pending_offers').getByRole('link').click();
    await expect(o).toHaveURL(/\/admin\/offers\?/);
    await expect(o.getByRole('heading', { name: l.ad.offers.title, level: 1 })).toBeVisible();
    // Hers among the pending ones (the work's title is in the page's language).
    const row = o.getByTestId('partner-offer').filter({ hasText: bidder }).first();
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('offer-amount')).toContainText('₩');
    await shot(o, `queue-${l.tag}`);
    await row.getByRole('button', { name: l.ad.offers.accept }).click();
    const confirm = o.getByRole('dialog');
    await expect(confirm).toContainText(l.prefix ? '48시간' : '48 hours');
    await shot(o, `queue-confirm-${l.tag}`);
    await o.getByTestId('confirm-action').click();
    // Answered, it leaves the pending queue; the Accepted tab has it.
    await expect(row).toBeHidden();
    await o.getByRole('tab', { name: l.b.offer.status.accepted }).click();
    await expect(row).toHaveAttribute('data-status', 'accepted');

    // The bidder is told by e-mail, then pays from My page › Offer.
    const told = await mail(
      collector.request,
      email,
      (m) => m.template === 'offer-answered' && m.payload.answer === 'accepted',
    );
    expect((told.payload.answerer as { kind: string }).kind).toBe('store');
    await c.goto(`${l.prefix}/my-page/offer`);
    // Her only offer.
    const mine = c.getByTestId('offer').first();
    await expect(mine.getByTestId('offer-status')).toHaveText(l.b.offer.status.accepted);
    await mine.getByRole('link', { name: l.b.offer.pay }).click();
    await expect(c).toHaveURL(/\/purchase\/[\w-]+$/);
    await pay(c, l);
    await c.goto(`${l.prefix}/my-page/offer`);
    await expect(c.getByTestId('offer').first().getByTestId('offer-status')).toHaveText(
      l.b.offer.status.ordered,
    );
    await operator.close();
    await collector.close();
  });

  test(`a bidder who buys the work herself with Buy now sees her offer closed as bought and gets no mail about it (${l.name})`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const collector = await browser.newContext({ extraHTTPHeaders: visitor, viewport: l.viewport });
    // No address yet: she adds it at the checkout.
    const { email, headers } = await signUp(collector.request, 'Haneul', false);
    const work = await workAnsweredBy(collector.request, headers, 'gallery', l.currency);
    const amount =
      l.currency === 'krw'
        ? Math.ceil((work.price * 0.8) / 1000) * 1000
        : Math.ceil(work.price * 0.8);
    const offered = await collector.request.post('/v3/store/artwork/bid', {
      headers: { ...headers, 'x-currency': l.currency },
      data: { artwork_id: work.id, amount },
    });
    expect(offered.ok(), await offered.text()).toBe(true);

    const c = await collector.newPage();
    await c.goto(`${l.prefix}/work/${work.handle}`);
    await c.getByRole('button', { name: l.w.artwork.buy.buy_now }).first().click();
    await expect(c).toHaveURL(/\/purchase\/[\w-]+$/);

    // The address is added at the checkout: chosen at once, no refusal, no raw field name.
    await c.getByRole('button', { name: l.k.address.add }).click();
    await c.getByLabel(l.a.address.postalCode).fill('04524');
    await c.getByLabel(l.a.address.street).fill('110 Sejong-daero, Jung-gu, Seoul');
    await c.getByLabel(l.a.address.phone).fill('01012345678');
    await c.getByRole('button', { name: l.a.address.save }).click();
    await expect(c.getByRole('radio', { name: /110 Sejong-daero/ })).toBeChecked();
    await expect(c.getByTestId('pay-blocked').first()).toHaveText(l.k.payBlocked.payMethod);
    await expect(c.locator('body')).not.toContainText('shipping_address_id');
    await shot(c, `checkout-address-${l.tag}`);
    await pay(c, l);

    // Her own offer closed silently: "Bought" on My page, no mail about it.
    await c.goto(`${l.prefix}/my-page/offer`);
    // Her only offer.
    const status = c.getByTestId('offer').first().getByTestId('offer-status');
    await expect(status).toHaveText(l.b.offer.closed.bought);
    await expect(status).toHaveAttribute('data-close-reason', 'bought');
    await shot(c, `bought-${l.tag}`);
    // The order's own mail has come by now; nothing about the offer came with it.
    await mail(collector.request, email, (m) => m.template === 'order-placed');
    const mails = await outbox(collector.request, email);
    expect(mails.filter((m) => m.template === 'offer-answered')).toEqual([]);
    await collector.close();
  });
}
