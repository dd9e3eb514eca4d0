// Journey (issue 6): collector B offers on an edition from the artwork page, the demo gallery
// seller accepts it in another browser context on /my-page/offer, B goes to the bid checkout,
// pays with the test card, finds the order in the transaction history and the edition in my
// works with its certificate, asks to resell it; the operator proposes a price through the
// back office’s resale review (as the demo operator), B confirms, and the edition is on sale again.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enBids from '../locales/en/bids.json';
import enCheckout from '../locales/en/checkout.json';
import enWorks from '../locales/en/works.json';
import enCoa from '../locales/en/coa.json';
import enResale from '../locales/en/resale.json';
import koBids from '../locales/ko/bids.json';
import { proposeAsOperator } from './back-office-helpers';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.13' } });

const SELLER = { email: 'gallery@example.com', password: 'gallery2026' };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/v3/store/customer/sign-in', {
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A work of the demo seller's gallery taking bids, with an edition free. */
async function sellersBiddingWork(request: APIRequestContext, token: string) {
  const list = await (
    await request.get('/v3/store/artwork?order=ending_soon&view_status=ongoing&limit=50')
  ).json();
  for (const artwork of list.artworks as { id: string; handle: string; title: string }[]) {
    const status = await (
      await request.get(`/v3/store/artwork/bid/status/${artwork.id}`, {
        headers: { authorization: `Bearer ${token}`, 'x-currency': 'usd' },
      })
    ).json();
    if (status.input?.visitor?.sells && status.state.primary === 'buy_now') return artwork;
  }
  throw new Error('no work of the demo gallery takes bids');
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/bids-${name}.png`, fullPage: false });

test('B offers on an edition, the gallery accepts, B pays, owns it with its certificate and puts it back on sale', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const buyer = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const sellerToken = await signIn(seller.request, SELLER.email, SELLER.password);
  const work = await sellersBiddingWork(seller.request, sellerToken);

  // B signs up (the refresh cookie lands in B's browser context) and opens the work.
  const email = `bidder.${Date.now()}@example.com`;
  const signUp = await buyer.request.post('/v3/store/customer/sign-up', {
    data: { first_name: 'Minji', last_name: 'Kim', email, password: 'gallery2026' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const buyerToken = ((await signUp.json()) as { accessToken: string }).accessToken;
  const b = await buyer.newPage();
  await b.goto(`/work/${work.handle}`);
  const place = b.getByRole('button', { name: enWorks.artwork.buy.place_a_bid });
  await place.click();
  const dialog = b.getByRole('dialog', { name: enBids.dialog.title });
  await expect(dialog).toBeVisible();
  const price = await (
    await buyer.request.get(`/v3/store/artwork/${work.handle}`, {
      headers: { 'x-currency': 'usd' },
    })
  ).json();
  const offer = Math.ceil((price.price.display.amount * 0.7) / 100);
  await dialog.getByLabel(enBids.dialog.amount.replace('{{currency}}', 'USD')).fill(String(offer));
  await expect(dialog.getByTestId('bid-krw')).toContainText('₩');
  await expect(dialog.getByText(/Your bid expires/)).toBeVisible();
  await shot(b, 'dialog-desktop');
  await dialog.getByRole('button', { name: enBids.dialog.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(b.getByRole('button', { name: enWorks.artwork.buy.cancel_a_bid })).toBeVisible();
  await expect(b.getByTestId('your-bid')).toContainText(`$${offer.toLocaleString('en-US')}`);
  await shot(b, 'pending-desktop');

  // The gallery seller accepts it in their own browser.
  const a = await seller.newPage();
  // (signed in above: the refresh cookie is in the seller's browser context)
  await a.goto('/my-page/offer');
  await a.getByRole('tab', { name: enBids.offer.tabs.received }).click();
  const row = a.getByTestId('offer').filter({ hasText: work.title }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Minji Kim');
  await shot(a, 'received-desktop');
  await row.getByRole('button', { name: enBids.offer.accept }).click();
  // Accepting asks first and says what it does (rules §4.53).
  const confirm = a.getByRole('dialog', {
    name: new RegExp(`^${escape(enBids.offer.confirm.acceptTitle.split('{{amount}}')[0]!)}`),
  });
  await expect(confirm).toContainText('48 hours');
  await confirm.getByRole('button', { name: enBids.offer.confirm.accept }).click();
  await expect(row).toHaveAttribute('data-status', 'accepted');

  // B goes to the bid checkout and pays with the test card.
  await b.reload();
  await b.getByRole('button', { name: enWorks.artwork.buy.go_to_bid }).click();
  await expect(b).toHaveURL(/\/purchase\/[\w-]+$/);
  await expect(b.getByRole('heading', { name: enCheckout.bid.title, level: 1 })).toBeVisible();
  await shot(b, 'checkout-desktop');
  await b
    .getByRole('radio', { name: new RegExp(escape(enCheckout.payment.methods.card_intl)) })
    .check();
  await b.getByLabel(enCheckout.payment.testCard).fill('4242424242424242');
  await b.getByLabel(enCheckout.consent.label).check();
  await b
    .getByRole('button', { name: new RegExp(enCheckout.pay.replace('{{amount}}', '.+')) })
    .click();
  await expect(b.getByRole('heading', { name: enCheckout.complete.title })).toBeVisible();
  await expect(b.getByTestId('order-status')).toHaveText(enCheckout.complete.statuses.paid);

  // B finds it in the history and among the offers, paid.
  await b.goto('/my-page/history');
  await expect(b.getByText(work.title).first()).toBeVisible();
  await b.goto('/my-page/offer');
  await expect(b.getByTestId('offer').filter({ hasText: work.title }).first()).toHaveAttribute(
    'data-status',
    'ordered',
  );
  await shot(b, 'suggested-desktop');

  // B owns the edition now: it is in my works, with its certificate of authenticity.
  await b.goto('/my-page/works');
  const owned = b.getByTestId('work').filter({ hasText: work.title });
  await expect(owned).toHaveAttribute('data-status', 'owned');
  await owned.getByRole('link', { name: enResale.works.certificate }).click();
  await expect(b).toHaveURL(new RegExp(`/coa/${work.handle}\\?edition=\\d+$`));
  await expect(b.getByRole('heading', { name: enCoa.certificate.title })).toBeVisible();
  await expect(b.getByTestId('certificate-number')).not.toBeEmpty();
  await shot(b, 'coa-desktop');

  // B asks to resell it; the operator proposes a price (through the API); B confirms; on sale.
  await b.goto('/my-page/works');
  await owned.getByRole('button', { name: enResale.works.resell }).click();
  await owned.getByLabel(enResale.works.priceLabel).fill('3000000');
  await owned.getByRole('button', { name: enResale.works.submit }).click();
  await expect(owned).toHaveAttribute('data-status', 'reviewing');
  const requests = await (
    await buyer.request.get('/v2/store/resell?status=reviewing', {
      headers: { authorization: `Bearer ${buyerToken}` },
    })
  ).json();
  const resale = requests.resell[0] as { id: string; edition_id: string };
  await proposeAsOperator(baseURL, resale.id, {
    listing_price: 2_900_000,
    note: 'In line with recent sales',
  });
  await b.reload();
  await expect(owned).toHaveAttribute('data-status', 'waiting_for_confirmation');
  await owned.getByRole('button', { name: enResale.works.confirm }).click();
  await expect(owned).toHaveAttribute('data-status', 'on_sale');
  // On the marketplace again: anyone may buy the edition now.
  await expect(async () => {
    const status = await (
      await seller.request.get(`/v3/store/artwork/bid/status/${work.id}`)
    ).json();
    expect(status.state.primary).toBe('buy_now');
  }).toPass({ timeout: 20_000 });

  // The same screens on a phone, in Korean.
  await b.setViewportSize({ width: 390, height: 844 });
  await b.goto('/ko/my-page/offer');
  await expect(b.getByRole('heading', { name: koBids.offer.title })).toBeVisible();
  await shot(b, 'suggested-ko-phone');
  await a.setViewportSize({ width: 390, height: 844 });
  await a.goto('/ko/my-page/offer');
  await a.getByRole('tab', { name: koBids.offer.tabs.received }).click();
  await expect(a.getByTestId('offer').first()).toBeVisible();
  await shot(a, 'received-ko-phone');
  await seller.close();
  await buyer.close();
});
