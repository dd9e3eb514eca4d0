// Journeys of the back office (issue 10): an operator confirms a virtual-account deposit and
// moves the order to delivered, with what fulfilling it needs on the order page (issue 19: the
// address, phone, frame, installation and extra works); sees a consignment's photos and note;
// approves a resale request at a price that then shows on the artwork page; the demo partner (a
// gallery's seller) accepts an offer on the gallery's work. The screens are shot on a desktop in
// English (and Korean for issue 19's) and on a phone in Korean.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import enAdmin from '../locales/en/admin.json';
import enOrders from '../locales/en/orders.json';
import koAdmin from '../locales/ko/admin.json';
import koCommon from '../locales/ko/common.json';
import enCommon from '../locales/en/common.json';
import { ADMIN, OPERATOR, PARTNER, signIn } from './back-office-helpers';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.12' } });

const krw = { 'x-currency': 'krw' };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/back-office-${name}.png`, fullPage: true });

async function signUp(request: APIRequestContext, first: string) {
  const response = await request.post('/v3/store/customer/sign-up', {
    data: {
      first_name: first,
      last_name: 'Kim',
      email: `${first.toLowerCase()}.${Date.now()}@example.com`,
      password: 'gallery2026',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const token = ((await response.json()) as { accessToken: string }).accessToken;
  const headers = { ...krw, authorization: `Bearer ${token}` };
  const address = await request.post('/v3/store/customer/shipping-address', {
    headers,
    data: {
      postal_code: '04524',
      street_address: '110 Sejong-daero, Jung-gu, Seoul',
      detail_address: '3F',
      phone_number: '01012345678',
    },
  });
  expect(address.ok(), await address.text()).toBe(true);
  return headers;
}

/**
 * The checkout's calls as the purchase page makes them: the order; `services` are the frame and
 * installation chosen on the way.
 */
async function buy(
  request: APIRequestContext,
  headers: Record<string, string>,
  payMethod: string,
  services?: { frame: string; installation: string; extra_installs: number },
) {
  const list = await request.get(
    '/v3/store/artwork?purchase_statuses=on_sale&order=price_asc&limit=40',
    {
      headers,
    },
  );
  const { artworks } = (await list.json()) as { artworks: { id: string; handle: string }[] };
  for (const artwork of artworks) {
    const cart = await request.post('/v3/store/cart/artwork', {
      headers,
      data: { artwork_id: artwork.id },
    });
    if (!cart.ok()) continue;
    const { cart_id } = (await cart.json()) as { cart_id: string };
    if (services) {
      const chosen = await request.put(`/v3/store/cart/${cart_id}/frame-service`, {
        headers,
        data: services,
      });
      expect(chosen.ok(), await chosen.text()).toBe(true);
    }
    const session = await request.post(`/v3/store/cart/payment-session/${cart_id}`, {
      headers,
      data: {
        pay_method: payMethod,
        order_consent: true,
      },
    });
    // The buyer's own resale listing is on sale too, but not to them.
    if (session.status() === 409) continue;
    expect(session.ok(), await session.text()).toBe(true);
    const { payment_session } = (await session.json()) as { payment_session: { id: string } };
    const complete = await request.get(
      `/v3/store/cart/${cart_id}/complete/krw?payment_session_id=${payment_session.id}`,
      { headers },
    );
    expect(complete.ok(), await complete.text()).toBe(true);
    const order = (await complete.json()) as {
      id: string;
      order_number: string;
      edition_id?: string;
    };
    return { order, handle: artwork.handle };
  }
  throw new Error('no work to buy');
}

test('an operator confirms a deposit and delivers the order, then approves a resale that goes on sale', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const buyer = await browser.newContext();
  const headers = await signUp(buyer.request, 'Dohyun');
  const { order } = await buy(buyer.request, headers, 'vbank', {
    frame: 'premium',
    installation: 'rail_wire',
    extra_installs: 2,
  });

  const operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(operatorContext, OPERATOR.email, OPERATOR.password);
  const page = await operatorContext.newPage();
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: enAdmin.dashboard.title, level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('tile-deposits_awaiting')).toBeVisible();
  await shot(page, 'dashboard-en-1440');

  // The order awaiting its deposit: confirm it, then move it along the delivery track.
  await page.getByRole('link', { name: enAdmin.nav.orders }).click();
  await page.getByRole('tab', { name: enAdmin.orders.tabs.awaiting_deposit }).click();
  await page.getByRole('link', { name: order.order_number }).click();
  await expect(page.getByTestId('order-status')).toHaveText(enOrders.status.awaiting_deposit);
  // What fulfilling it needs, at a glance: where it goes, what goes with it, who to call.
  await expect(page.getByTestId('fulfil-address')).toContainText('110 Sejong-daero');
  await expect(page.getByTestId('fulfil-address')).toContainText('South Korea');
  await expect(page.getByTestId('fulfil-destination')).toContainText('01012345678');
  const services = page.getByTestId('fulfil-services');
  await expect(services).toContainText(enOrders.shipping.frames.premium);
  await expect(services).toContainText(enOrders.shipping.installations.rail_wire);
  await expect(services).toContainText(
    enOrders.shipping.extraInstalls_other.replace('{{count}}', '2'),
  );
  await expect(page.getByTestId('fulfil-customer')).toContainText('dohyun.');
  await shot(page, 'order-fulfil-en-1440');
  await page.getByLabel(enAdmin.order.depositNote).fill('Shinhan statement');
  await page.getByRole('button', { name: enAdmin.order.confirmDeposit }).click();
  // Irreversible: it asks first, saying what it will do (rules §4.52).
  const asked = page.getByRole('dialog');
  await expect(asked).toContainText('The order becomes paid, the work is sold');
  await asked.getByRole('button', { name: enAdmin.order.confirmDeposit }).click();
  await expect(page.getByTestId('order-status')).toHaveText(enOrders.status.paid);
  const statuses = enOrders.shipping.statuses;
  for (const next of [
    statuses.ready_for_shipping,
    statuses.shipped,
    statuses.out_for_delivery,
    statuses.delivered,
  ]) {
    const advance = enAdmin.order.advance.replace('{{status}}', next);
    // The shipped step names its carrier and tracking number (rules §4.46).
    if (next === statuses.shipped) {
      await page.getByLabel(enAdmin.order.ship.carrier).selectOption('cj');
      await page.getByLabel(enAdmin.order.ship.trackingNumber).fill('6789 1234 5678');
    }
    await page.getByRole('button', { name: advance }).click();
    await page.getByRole('dialog').getByRole('button', { name: advance }).click();
    await expect(page.locator('[aria-current="step"]')).toHaveText(next);
  }
  await expect(page.getByText(enAdmin.order.trackDone)).toBeVisible();
  await shot(page, 'order-delivered-en-1440');

  // A collector who owns a work asks to resell it; the operator approves it at a price.
  const owner = await browser.newContext();
  const ownerHeaders = await signUp(owner.request, 'Eunji');
  const owned = await buy(owner.request, ownerHeaders, 'card_kr');
  const works = await (
    await owner.request.get('/v3/store/customer/my-work', { headers: ownerHeaders })
  ).json();
  const editionId = works.works[0].edition_id as string;
  const registered = await owner.request.post('/v2/store/resell/register', {
    headers: ownerHeaders,
    data: { edition_id: editionId, desired_price: 2_500_000 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto('/admin/resale');
  const request = page.getByTestId('resale-request').filter({ hasText: '₩2,500,000' }).first();
  await expect(request).toHaveAttribute('data-status', 'reviewing');
  await request.getByLabel(enAdmin.resale.price).fill('2700000');
  await shot(page, 'resale-en-1440');
  await request.getByRole('button', { name: enAdmin.resale.approve }).click();
  // Listing at once is irreversible: it asks first (rules §4.52).
  await expect(page.getByRole('dialog')).toContainText(
    'The work goes on sale at once at ₩2,700,000',
  );
  await page.getByRole('dialog').getByRole('button', { name: enAdmin.resale.approve }).click();
  await expect(page.getByText(enAdmin.resale.approved)).toBeVisible();

  // The owner consigns a second work with two photos and a note; the operator sees them and
  // opens one larger.
  await buy(owner.request, ownerHeaders, 'card_kr');
  const owns = (await (
    await owner.request.get('/v3/store/customer/my-work', { headers: ownerHeaders })
  ).json()) as { works: { edition_id: string; can_resell: boolean }[] };
  const consignable = owns.works.find((work) => work.can_resell)!;
  const photos: string[] = [];
  for (const background of ['#b85c38', '#2f4858']) {
    const picture = await sharp({
      create: { width: 900, height: 700, channels: 3, background },
    })
      .png()
      .toBuffer();
    const uploaded = await owner.request.post('/v3/store/upload/artwork/image', {
      headers: ownerHeaders,
      multipart: { file: { name: 'condition.png', mimeType: 'image/png', buffer: picture } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    photos.push(((await uploaded.json()) as { image: { url: string } }).image.url);
  }
  const conditionNote = 'A hairline scratch on the lower left corner of the frame';
  const consigned = await owner.request.post(
    `/v3/store/artwork/consign/${consignable.edition_id}`,
    {
      headers: ownerHeaders,
      data: {
        desired_price: 3_200_000,
        condition: 'good',
        condition_note: conditionNote,
        photos,
        handover: 'delivery',
      },
    },
  );
  expect(consigned.ok(), await consigned.text()).toBe(true);
  await page.goto('/admin/resale');
  const consignment = page.getByTestId('resale-request').filter({ hasText: conditionNote });
  await expect(consignment.getByTestId('consign-note')).toContainText(conditionNote);
  const thumbnails = consignment.getByTestId('consign-photos').getByRole('img');
  await expect(thumbnails).toHaveCount(2);
  await expect
    .poll(() => thumbnails.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await consignment.scrollIntoViewIfNeeded();
  await shot(page, 'consignment-en-1440');
  await consignment.getByTestId('consign-photos').getByRole('button').first().click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('img')).toHaveAttribute('src', photos[0]!);
  await expect
    .poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(900);
  await shot(page, 'consignment-photo-en-1440');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await page.goto('/ko/admin/resale');
  await expect(
    page
      .getByTestId('resale-request')
      .filter({ hasText: conditionNote })
      .getByTestId('consign-photos'),
  ).toBeVisible();
  await shot(page, 'consignment-ko-1440');
  await page.goto(`/ko/admin/orders/${order.id}`);
  await expect(page.getByTestId('fulfil-address')).toContainText('대한민국');
  await shot(page, 'order-fulfil-ko-1440');

  // The marketplace shows it on sale at that price (public reads are cached for 5 s, ADR 0006).
  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto(`/ko/work/${owned.handle}`);
    await expect(visitor.getByText('₩2,700,000').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // The catalogue (an artwork open for editing, with its editions) and the rates and outbox.
  await page.goto('/admin/catalogue');
  await page
    .getByTestId('admin-artwork')
    .first()
    .getByRole('button', { name: enAdmin.catalogue.edit })
    .click();
  await expect(page.getByTestId('artwork-form')).toBeVisible();
  await expect(page.getByTestId('admin-edition').first()).toBeVisible();
  await shot(page, 'catalogue-en-1440');
  await page.goto('/admin/settings');
  await expect(page.getByTestId('rate-usd')).toBeVisible();
  await shot(page, 'settings-en-1440');

  await page.goto('/admin/customers');
  await expect(page.getByTestId('admin-customer').first()).toBeVisible();
  await shot(page, 'customers-en-1440');

  // An admin reads the audit log: the operator's changes, before and after.
  const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(adminContext, ADMIN.email, ADMIN.password);
  const audit = await adminContext.newPage();
  await audit.goto('/admin/audit');
  await expect(
    audit
      .getByTestId('audit-entry')
      .filter({ hasText: enAdmin.audit.actions.order.confirm_deposit }),
  ).toBeVisible();
  await expect(
    audit.getByTestId('audit-entry').filter({ hasText: enAdmin.audit.actions.resale.approve }),
  ).toBeVisible();
  await shot(audit, 'audit-en-1440');
  await audit.setViewportSize({ width: 390, height: 844 });
  await audit.goto('/ko/admin/audit');
  await expect(audit.getByRole('heading', { name: koAdmin.audit.title, level: 1 })).toBeVisible();
  await shot(audit, 'audit-ko-390');
  await adminContext.close();

  // The same screens on a phone, in Korean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ko/admin/orders');
  await expect(page.getByRole('heading', { name: koAdmin.orders.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-order').first()).toBeVisible();
  await shot(page, 'orders-ko-390');
  await page.goto(`/ko/admin/orders/${order.id}`);
  await expect(page.getByText(koAdmin.order.trackDone)).toBeVisible();
  await expect(page.getByTestId('fulfil-address')).toBeVisible();
  await shot(page, 'order-ko-390');
  await page.goto('/ko/admin/resale?status=reviewing');
  await expect(page.getByTestId('consign-photos').first()).toBeVisible();
  await shot(page, 'consignment-ko-390');
  await page.goto('/ko/admin/audit');
  // The audit log is the admins': an operator gets the site's 404 there.
  await expect(page.getByText(koCommon.error.notFound)).toBeVisible();
  await buyer.close();
  await owner.close();
  await operatorContext.close();
});

test('the demo partner accepts an offer on the gallery’s work; a customer finds no back office', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const partner = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const partnerToken = await signIn(partner, PARTNER.email, PARTNER.password);
  // A work of the partner's gallery taking offers, and a collector's offer on it.
  const list = await (
    await partner.request.get('/v3/store/artwork?order=ending_soon&view_status=ongoing&limit=50')
  ).json();
  let work: { id: string; title: string; handle: string } | undefined;
  for (const artwork of list.artworks as { id: string; title: string; handle: string }[]) {
    const status = await (
      await partner.request.get(`/v3/store/artwork/bid/status/${artwork.id}`, {
        headers: { authorization: `Bearer ${partnerToken}`, ...krw },
      })
    ).json();
    if (status.input?.visitor?.sells && status.state.primary === 'buy_now') {
      work = artwork;
      break;
    }
  }
  expect(work, 'a work of the demo gallery taking offers').toBeDefined();
  const collector = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const headers = await signUp(collector.request, 'Gayoung');
  const detail = await (
    await collector.request.get(`/v3/store/artwork/${work!.handle}`, { headers })
  ).json();
  const price = detail.price.display.amount as number;
  const bid = await collector.request.post('/v3/store/artwork/bid', {
    headers,
    data: { artwork_id: work!.id, amount: Math.ceil((price * 0.8) / 1000) * 1000 },
  });
  expect(bid.ok(), await bid.text()).toBe(true);
  const bidId = ((await bid.json()) as { id: string }).id;

  const page = await partner.newPage();
  // /admin opens on the partner portal's home; the offers are a section of it.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/partner$/);
  await page.goto('/admin/offers');
  const offer = page
    .locator(`[data-testid="partner-offer"]`)
    .filter({ hasText: work!.title })
    .first();
  await expect(offer).toHaveAttribute('data-status', 'pending');
  await shot(page, 'offers-en-1440');
  await offer.getByRole('button', { name: enAdmin.offers.accept }).click();
  // Accepting asks first, saying what it does.
  await page.getByTestId('confirm-action').click();
  await expect(offer).toHaveAttribute('data-status', 'accepted');
  const offered = await (
    await collector.request.get('/v3/store/artwork/bids/offered', { headers })
  ).json();
  expect(offered.bids.find((b: { id: string }) => b.id === bidId).status).toBe('accepted');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ko/admin/offers');
  await expect(page.getByRole('heading', { name: koAdmin.offers.title, level: 1 })).toBeVisible();
  await shot(page, 'offers-ko-390');

  // A customer with no role: the site's 404; a signed-out visitor: sign-in.
  const customerPage = await collector.newPage();
  await customerPage.goto('/admin');
  await expect(customerPage.getByText(enCommon.error.notFound)).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/admin/orders');
  await expect(visitor).toHaveURL(/\/sign-in\?before=%2Fadmin%2Forders$/);
  await partner.close();
  await collector.close();
});
