// Journey (issue 6, ADR 0025): collector B buys an edition with the test card, finds it in my
// works and requests resale; the demo operator proposes a price through the back office; B confirms
// and it is on sale again; collector C buys it from the artwork page; B sees it sold, with the
// proceeds after commission and royalty, on the sold tab and the sale slip. Screens in English
// on a desktop and in Korean on a phone.
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import enCheckout from '../locales/en/checkout.json';
import enOrders from '../locales/en/orders.json';
import enResale from '../locales/en/resale.json';
import enWorks from '../locales/en/works.json';
import koResale from '../locales/ko/resale.json';
import koWorks from '../locales/ko/works.json';
import sharp from 'sharp';
import { proposeAsOperator } from './back-office-helpers';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.21' } });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/resale-${name}.png`, fullPage: true });

/** Signs a new customer up in `context` (its refresh cookie lands there): the access token. */
async function signUp(context: BrowserContext, first: string): Promise<string> {
  const response = await context.request.post('/v3/store/customer/sign-up', {
    data: {
      first_name: first,
      last_name: 'Kim',
      email: `${first.toLowerCase()}.${Date.now()}@example.com`,
      password: 'gallery2026',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The owner's state shows once the page knows who is signed in (a refresh on a busy machine). */
const signedIn = { timeout: 30_000 };

/** The artwork page's price: the buy panel's and the details table's say the same. */
async function onePrice(page: Page, label: string): Promise<string> {
  const headline = (await page.getByTestId('buy-price').innerText()).trim();
  const row = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  await expect(row.locator('dd')).toHaveText(headline);
  return headline;
}

/** A work anyone may buy now, with an edition free. */
async function buyableWork(request: APIRequestContext) {
  const list = await (
    await request.get('/v3/store/artwork?view_status=ongoing&order=price_asc&limit=50')
  ).json();
  for (const artwork of list.artworks as { id: string; handle: string; title: string }[]) {
    const status = await (await request.get(`/v3/store/artwork/bid/status/${artwork.id}`)).json();
    if (status.state?.primary === 'buy_now') return artwork;
  }
  throw new Error('no work to buy now');
}

/** From the artwork page: buy now, pay with the test card, see the order paid. */
async function buyFromArtworkPage(page: Page, handle: string) {
  const buyNow = page.getByRole('button', { name: enWorks.artwork.buy.buy_now }).first();
  // Every write is seen by the next read (ADR 0039): a relisted edition is buyable at once.
  await page.goto(`/work/${handle}`);
  await expect(buyNow).toBeVisible();
  await buyNow.click();
  await expect(page).toHaveURL(/\/purchase\/[\w-]+$/);
  await page
    .getByRole('radio', { name: new RegExp(escape(enCheckout.payment.methods.card_intl)) })
    .check();
  await page.getByLabel(enCheckout.payment.testCard).fill('4242424242424242');
  await page.getByLabel(enCheckout.consent.label).check();
  await page
    .getByRole('button', { name: new RegExp(enCheckout.pay.replace('{{amount}}', '.+')) })
    .click();
  await expect(page.getByRole('heading', { name: enCheckout.complete.title })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(enCheckout.complete.statuses.paid);
}

test('B buys, requests resale, the operator proposes, B confirms, C buys it, B sees it sold with the proceeds', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const desktop = { viewport: { width: 1440, height: 900 } };
  const bContext = await browser.newContext(desktop);
  const cContext = await browser.newContext(desktop);
  const bToken = await signUp(bContext, 'Bora');
  await signUp(cContext, 'Chaeyoung');
  const work = await buyableWork(bContext.request);

  // B buys the edition with the test card and finds it in my works.
  const b = await bContext.newPage();
  await buyFromArtworkPage(b, work.handle);
  // At once, B sees the work as theirs: no "Buy now", the request for sale and a note.
  await b.goto(`/work/${work.handle}`);
  await expect(b.getByTestId('buy-note')).toHaveText(enWorks.artwork.buy.owned, signedIn);
  await expect(
    b.getByRole('button', { name: enWorks.artwork.buy.request_for_sale }).first(),
  ).toBeVisible();
  await expect(b.getByRole('button', { name: enWorks.artwork.buy.buy_now })).toHaveCount(0);
  await shot(b, 'artwork-owned-desktop');
  const bPhone = await bContext.newPage();
  await bPhone.setViewportSize({ width: 390, height: 844 });
  await bPhone.goto(`/ko/work/${work.handle}`);
  await expect(bPhone.getByTestId('buy-note')).toHaveText(koWorks.artwork.buy.owned, signedIn);
  await shot(bPhone, 'artwork-owned-ko-phone');
  await b.goto('/my-page/works');
  await expect(b.getByRole('heading', { name: enResale.works.title, level: 1 })).toBeVisible();
  const row = b.getByTestId('work').filter({ hasText: work.title });
  await expect(row).toHaveAttribute('data-status', 'owned');
  await shot(b, 'works-desktop');

  // B requests resale at a desired price.
  await row.getByRole('button', { name: enResale.works.resell }).click();
  await row.getByLabel(enResale.works.priceLabel).fill('3000000');
  await row.getByRole('button', { name: enResale.works.submit }).click();
  await expect(row).toHaveAttribute('data-status', 'reviewing');

  // The operator proposes the listing price through the back office’s review call.
  const requests = await (
    await bContext.request.get('/v2/store/resell?status=reviewing', {
      headers: { authorization: `Bearer ${bToken}` },
    })
  ).json();
  const resale = requests.resell[0] as { id: string; edition_id: string };
  await proposeAsOperator(baseURL, resale.id, {
    listing_price: 2_800_000,
    note: 'Recent sales of this artist',
  });

  // B confirms the proposed price: it is on sale.
  await b.reload();
  await expect(row).toHaveAttribute('data-status', 'waiting_for_confirmation');
  await expect(row.getByTestId('proposed-price')).toContainText('₩2,800,000');
  await shot(b, 'works-proposed-desktop');
  await row.getByRole('button', { name: enResale.works.confirm }).click();
  await expect(row).toHaveAttribute('data-status', 'on_sale');
  await b.getByRole('tab', { name: enResale.works.tabs.requests }).click();
  await expect(b.getByTestId('resale-request').first()).toHaveAttribute('data-status', 'on_sale');
  await shot(b, 'requests-desktop');

  // On the artwork page B sees their own listing, one price, never "Buy now"; C sees it on sale
  // at that price at once, with nothing of the gallery's earlier offers.
  await b.goto(`/work/${work.handle}`);
  await expect(b.getByTestId('buy-note')).toHaveText(enWorks.artwork.buy.listed, signedIn);
  await expect(b.getByRole('button', { name: enWorks.artwork.buy.buy_now })).toHaveCount(0);
  const ownerPrice = await onePrice(b, enWorks.artwork.details.price);
  await shot(b, 'artwork-listed-owner-desktop');
  await bPhone.goto(`/ko/work/${work.handle}`);
  await expect(bPhone.getByTestId('buy-note')).toHaveText(koWorks.artwork.buy.listed, signedIn);
  await expect(await onePrice(bPhone, koWorks.artwork.details.price)).toBe('₩2,800,000');
  await shot(bPhone, 'artwork-listed-owner-ko-phone');
  await bPhone.close();
  const c = await cContext.newPage();
  await c.goto(`/work/${work.handle}`);
  await expect(c.getByRole('button', { name: enWorks.artwork.buy.buy_now }).first()).toBeVisible();
  expect(await onePrice(c, enWorks.artwork.details.price)).toBe(ownerPrice);
  await expect(c.getByText(new RegExp(escape(enWorks.artwork.details.lastBid)))).toHaveCount(0);
  await shot(c, 'artwork-resale-desktop');
  const cPhone = await cContext.newPage();
  await cPhone.setViewportSize({ width: 390, height: 844 });
  await cPhone.goto(`/ko/work/${work.handle}`);
  await expect(
    cPhone.getByRole('button', { name: koWorks.artwork.buy.buy_now }).first(),
  ).toBeVisible();
  expect(await onePrice(cPhone, koWorks.artwork.details.price)).toBe('₩2,800,000');
  await shot(cPhone, 'artwork-resale-ko-phone');
  await cPhone.close();

  // C buys it from the artwork page.
  await buyFromArtworkPage(c, work.handle);
  await c.goto('/my-page/works');
  await expect(c.getByTestId('work').filter({ hasText: work.title })).toBeVisible();

  // B sees it sold, with the proceeds, and the sale slip's settlement.
  await b.goto('/my-page/history?status=sold');
  await expect(b.getByTestId('history-count-sold')).toHaveText('1');
  const sold = b.getByTestId('sold-order').filter({ hasText: work.title });
  await expect(sold.getByTestId('sold-proceeds')).toContainText(enResale.sold.proceeds);
  await shot(b, 'sold-desktop');
  await sold.getByRole('link').click();
  await expect(b).toHaveURL(/\/sale-slip\//);
  await expect(b.getByTestId('seller-proceeds')).toBeVisible();
  await expect(b.getByTestId('settlement')).toContainText(enResale.sold.commission);
  await shot(b, 'sale-slip-desktop');
  await b.goto('/my-page/works');
  await expect(b.getByTestId('works-empty')).toBeVisible();
  await b.getByRole('tab', { name: enResale.works.tabs.requests }).click();
  await expect(b.getByTestId('resale-request').first()).toHaveAttribute('data-status', 'sold');

  // C may consign it in turn: the consign form.
  await c.goto(`/consign/${resale.edition_id}`);
  await expect(c.getByRole('heading', { name: enResale.consign.title, level: 1 })).toBeVisible();
  await shot(c, 'consign-desktop');

  // The same screens on a phone, in Korean.
  await c.setViewportSize({ width: 390, height: 844 });
  await c.goto(`/ko/consign/${resale.edition_id}`);
  await expect(c.getByRole('heading', { name: koResale.consign.title, level: 1 })).toBeVisible();
  await c.getByLabel(koResale.consign.priceLabel).fill('3500000');
  await c.getByRole('radio', { name: koResale.consign.conditions.good }).check();
  await c.getByRole('radio', { name: koResale.consign.handovers.delivery }).check();
  // A photo from the phone goes through the upload call and shows as a thumbnail.
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#b85c38' },
  })
    .png()
    .toBuffer();
  await c
    .getByLabel(koResale.consign.photosLabel)
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
  const thumbnail = c.getByTestId('consign-photos').getByRole('img');
  await expect(thumbnail).toHaveCount(1);
  // Its 200 px variant is served: the picture shows, not only its box.
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await shot(c, 'consign-ko-phone');
  await c.getByRole('button', { name: koResale.consign.submit }).click();
  await expect(c.getByTestId('consign-sent')).toBeVisible();
  await c.goto('/ko/my-page/works');
  await expect(c.getByTestId('work').first()).toHaveAttribute('data-status', 'reviewing');
  await shot(c, 'works-ko-phone');
  await b.setViewportSize({ width: 390, height: 844 });
  await b.goto('/ko/my-page/history?status=sold');
  await expect(b.getByTestId('sold-order').first()).toBeVisible();
  await shot(b, 'sold-ko-phone');
  await b.goto('/ko/my-page/works');
  await expect(b.getByTestId('works-empty')).toBeVisible();
  await shot(b, 'works-empty-ko-phone');
  expect(enOrders.history.tabs.sold).toBe('Sold');
  await bContext.close();
  await cContext.close();
});
