// Journey (issue 19, "one truth across screens, documents, caches and messages"): a collector's
// month, in English and in Korean, with the browser in New York. A new customer buys a work with
// a virtual account: the deadline reads the same on the completion, the order page and the
// e-mail; the deposit arrives and the order is paid, with its notice. An operator ships it step by
// step from /admin, each step mailed to the customer and shown on their order page. The customer
// consigns the work with photos and a note; the operator sees them and lists it; a second customer
// finds it on sale at once and buys it; the first hears of the sale with the proceeds. A card order
// is cancelled and refunded, with its notice and amount. Every order page and sale slip on the
// way adds up on its face.
import { expect, test } from '@playwright/test';
import { formatDateTime } from '../rules/business-time';
import { formatMoney, type Money } from '../rules/money';
import { formatIndicative, formatPriceWithReference } from '../rules/price-display';
import { OPERATOR, signIn } from './back-office-helpers';
import { addSeoulAddressForDelivery } from './checkout-helpers';
import {
  addsUp,
  buyWithCard,
  escape,
  fromThisMachine,
  locales,
  mail,
  outbox,
  password,
  photo,
  retried,
  settlementAddsUp,
  signedIn,
  signUp,
  uniqueWorkOnSale,
} from './collector-month-helpers';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.16' } });

test.use({ timezoneId: 'America/New_York' });

for (const l of locales) {
  test(`${l.name}: a collector's month`, async ({ browser, page }) => {
    test.setTimeout(240_000);
    const { a, ad, k, o, r, w, prefix, language } = l;
    const money = (value: Money) => formatMoney(value, language);
    const started = Date.now();
    const lap = (step: string) =>
      test
        .info()
        .annotations.push({ type: 'step', description: `${step}: ${Date.now() - started} ms` });

    // 1. A new customer signs up and buys a unique work with a virtual account in KRW.
    const email = `collector.${language}.${Date.now()}@example.com`;
    await page.goto(`${prefix}/sign-up`);
    await page.getByLabel(a.signUp.firstName).fill(l.first);
    await page.getByLabel(a.signUp.lastName).fill('Yoon');
    await page.getByLabel(a.signUp.email).fill(email);
    await page.getByLabel(a.signUp.password, { exact: true }).fill(password);
    await page.getByLabel(a.signUp.confirmPassword).fill(password);
    await page.getByRole('button', { name: a.signUp.submit }).click();
    await expect(page).toHaveURL(`${prefix}/my-page/info`);

    const work = await uniqueWorkOnSale(page.request);
    await page.goto(`${prefix}/work/${work.handle}`);
    await page.getByRole('button', { name: w.artwork.buy.buy_now }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
    await addSeoulAddressForDelivery(page, a, k);
    if (prefix === '') await page.getByLabel(k.currency.label).selectOption('krw');
    await expect(page.getByTestId('order-totals').getByText('₩').first()).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(k.payment.methods.vbank) }).check();
    await page.getByLabel(k.consent.label).check();
    await page.getByRole('button', { name: new RegExp(k.pay.replace('{{amount}}', '.+')) }).click();

    await expect(page.getByRole('heading', { name: k.complete.vbankTitle })).toBeVisible();
    const completion = page.locator('[data-order-id]');
    await expect(page.getByTestId('order-status')).toHaveText(k.complete.statuses.awaiting_deposit);
    const orderId = (await completion.getAttribute('data-order-id'))!;
    const orderPage = `${prefix}/order-detail/${orderId}`;
    const completed = await addsUp(page, 'completion', { taxSplit: false });

    // One clock: the deadline is the Korea time of the e-mail's, on the completion and order page.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    const placed = await mail(page.request, email, (m) => m.template === 'order-placed');
    expect(placed.locale).toBe(language);
    const deadline = formatDateTime(placed.payload.deposit_deadline as string, language);
    expect(deadline).toMatch(/ \d{2}:\d{2} KST$/);
    expect(placed.text).toContain(deadline);
    const deadlineRow = completion.locator('div').filter({
      has: page.getByText(k.complete.deadline, { exact: true }),
    });
    await expect(deadlineRow.locator('dd')).toHaveText(deadline);
    await page.getByRole('link', { name: k.complete.orderDetail }).click();
    await expect(page).toHaveURL(orderPage);
    await expect(page.getByText(deadline, { exact: true })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(o.status.awaiting_deposit);
    // The order page and the e-mail print the completion's money, line by line.
    const awaiting = await addsUp(page, 'order page, awaiting deposit');
    expect(awaiting).toEqual(completed);
    for (const line of [...awaiting.lines, `${o.amounts.total}: ${awaiting.total}`]) {
      expect(placed.text).toContain(line);
    }
    lap('1. bought with a virtual account');

    // 2. The deposit arrives: the order page shows it paid, and the notice says so.
    const deposit = await page.request.post(`/v3/dev/payments/${orderId}/deposit`, {
      headers: fromThisMachine,
    });
    expect(deposit.ok(), await deposit.text()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('order-status')).toHaveText(o.status.paid);
    await expect(page.getByText(deadline, { exact: true })).toHaveCount(0);
    const received = await mail(page.request, email, (m) => m.template === 'payment-received');
    expect(received.text).toContain(`${o.amounts.total}: ${awaiting.total}`);
    expect(await addsUp(page, 'order page, paid')).toEqual(awaiting);
    // The sale slip is the order page's document: one number, the same lines.
    const documentNumber = page.getByTestId('document-number');
    await expect(documentNumber).toHaveText(/\S+/);
    const slipNumber = (await documentNumber.innerText()).trim();
    await page.getByRole('link', { name: o.detail.saleSlip }).click();
    await expect(page).toHaveURL(`${prefix}/sale-slip/${orderId}`);
    await expect(page.getByTestId('document-number')).toHaveText(slipNumber);
    expect(await addsUp(page, 'sale slip')).toEqual(awaiting);
    lap('2. deposit received');

    // 3. An operator ships it through every step from the back office; each step is mailed.
    const operator = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signIn(operator, OPERATOR.email, OPERATOR.password);
    const desk = await operator.newPage();
    await desk.goto(`${prefix}/admin/orders/${orderId}`);
    await expect(desk.getByTestId('order-status')).toHaveText(o.status.paid);
    expect(await addsUp(desk, 'back office order')).toEqual(awaiting);
    const track = desk.getByTestId('shipping-track').locator('li');
    const steps = (await track.allInnerTexts()).map((text) => text.trim());
    expect(steps.at(-1)).toBe(o.shipping.statuses.delivered);
    const current = desk.getByTestId('shipping-track').locator('[aria-current="step"]');
    const from = steps.indexOf((await current.innerText()).trim());
    expect(from).toBeGreaterThanOrEqual(0);
    const shipped = steps.slice(from + 1);
    expect(shipped.length).toBeGreaterThanOrEqual(3);
    for (const next of shipped) {
      const advance = ad.order.advance.replace('{{status}}', next);
      // The shipped step names its carrier and tracking number (rules §4.46).
      if (next === o.shipping.statuses.shipped) {
        await desk.getByLabel(ad.order.ship.carrier).selectOption('cj');
        await desk.getByLabel(ad.order.ship.trackingNumber).fill('6789 1234 5678');
      }
      await desk.getByRole('button', { name: advance }).click();
      // Each move asks first (rules §4.52).
      await desk.getByRole('dialog').getByRole('button', { name: advance }).click();
      await expect(current).toHaveText(next);
    }
    await expect(desk.getByText(ad.order.trackDone)).toBeVisible();
    // One notice a step, in the customer's language, naming the step as the screens do.
    const labels = o.shipping.statuses as Record<string, string>;
    await expect
      .poll(async () =>
        (await outbox(page.request, email))
          .filter((m) => m.template === 'shipping-status')
          .map((m) => labels[m.payload.shipping_status as string])
          .sort(),
      )
      .toEqual([...shipped].sort());
    for (const m of (await outbox(page.request, email)).filter(
      (message) => message.template === 'shipping-status',
    )) {
      expect(m.text).toContain(labels[m.payload.shipping_status as string]!);
    }
    await page.goto(orderPage);
    await expect(
      page.getByRole('list', { name: o.shipping.status }).locator('[aria-current="step"]'),
    ).toHaveText(o.shipping.statuses.delivered);
    lap('3. shipped and delivered');

    // 4. The owner consigns the work with photos and a note on its condition.
    await page.goto(`${prefix}/work/${work.handle}`);
    await expect(page.getByTestId('buy-note')).toHaveText(w.artwork.buy.owned, signedIn);
    await page.getByRole('button', { name: w.artwork.buy.request_for_sale }).first().click();
    await expect(page).toHaveURL(`${prefix}/my-page/works`);
    const owned = page.getByTestId('work');
    await expect(owned).toHaveCount(1);
    await expect(owned).toHaveAttribute('data-status', 'owned');
    await owned.getByRole('link', { name: r.works.consign }).click();
    await expect(page.getByRole('heading', { name: r.consign.title, level: 1 })).toBeVisible();
    const note = `${l.name}: a hairline scratch on the lower left corner (${Date.now()})`;
    const desired = 1_500_000;
    await page.getByLabel(r.consign.priceLabel).fill(String(desired));
    await page.getByRole('radio', { name: r.consign.conditions.good }).check();
    await page.getByLabel(r.consign.noteLabel).fill(note);
    await page.getByLabel(r.consign.photosLabel).setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#b85c38') },
      { name: 'corner.jpg', mimeType: 'image/jpeg', buffer: await photo('#2f4858') },
    ]);
    await expect(page.getByTestId('consign-photos').getByRole('img')).toHaveCount(2);
    await page.getByRole('radio', { name: r.consign.handovers.delivery }).check();
    await page.getByRole('button', { name: r.consign.submit }).click();
    await expect(page.getByTestId('consign-sent')).toBeVisible();

    // A second customer looks at the work meanwhile: sold, nothing to buy.
    const second = await browser.newContext();
    const buyer = await signUp(second, l.second, language);
    const c = await second.newPage();
    await c.goto(`${prefix}/work/${work.handle}`);
    await expect(c.getByTestId('buy-price')).toHaveText(w.status.sold);
    await expect(c.getByRole('button', { name: w.artwork.buy.buy_now })).toHaveCount(0);

    // The operator sees the photos and the note, and lists it at a price.
    await desk.goto(`${prefix}/admin/resale`);
    const consignment = desk.getByTestId('resale-request').filter({ hasText: note });
    await expect(consignment.getByTestId('consign-note')).toContainText(note);
    const thumbnails = consignment.getByTestId('consign-photos').getByRole('img');
    await expect(thumbnails).toHaveCount(2);
    await expect
      .poll(() => thumbnails.last().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const listing = 1_600_000;
    await consignment.getByLabel(ad.resale.price).fill(String(listing));
    await consignment.getByRole('button', { name: ad.resale.approve }).click();
    await desk.getByRole('dialog').getByRole('button', { name: ad.resale.approve }).click();
    await expect(desk.getByText(ad.resale.approved)).toBeVisible();
    const listedAt = Date.now();
    // The owner heard of the consignment when it was received and when it went on sale.
    const reviewing = await mail(
      page.request,
      email,
      (m) => m.template === 'resale-status' && m.payload.status === 'reviewing',
    );
    expect(reviewing.payload.kind).toBe('consignment');
    const listed = await mail(
      page.request,
      email,
      (m) => m.template === 'resale-status' && m.payload.status === 'on_sale',
    );
    expect(listed.text).toContain(money({ amount: listing, currency: 'krw' }));
    lap('4. consigned and listed');

    // 5. The second customer, who saw it sold, opens it again at once: on sale at the listing
    // price. The first page served after the listing says so (no cache kept the sold page).
    const response = await c.goto(`${prefix}/work/${work.handle}`, {
      waitUntil: 'domcontentloaded',
    });
    const served = await response!.text();
    // Buy now is a sign-in link until the page knows who is signed in, then the button.
    await expect(c.locator('[data-action="buy_now"]').first()).toBeVisible({ timeout: 1_000 });
    const onSale = Date.now() - listedAt;
    const detail = (await (
      await second.request.get(`/v3/store/artwork/${work.handle}`, {
        headers: { 'accept-language': language },
        ...retried,
      })
    ).json()) as {
      editions: { resale: boolean; next_edition: { price: { krw: number; display: Money } } };
    };
    expect(detail.editions.resale).toBe(true);
    expect(detail.editions.next_edition.price.krw).toBe(listing);
    // The listing as the second customer sees it: indicative in dollars beside its KRW price.
    const offered = detail.editions.next_edition.price;
    const price = formatPriceWithReference(offered, language);
    if (language === 'ko') expect(price).toBe(money({ amount: listing, currency: 'krw' }));
    expect(served).toContain(formatIndicative(offered.display, language));
    expect(served).toContain('data-action="buy_now"');
    await expect(c.getByTestId('buy-price')).toHaveText(price);
    const buyNow = c.getByRole('button', { name: w.artwork.buy.buy_now }).first();
    await expect(buyNow).toBeVisible(signedIn);
    test.info().annotations.push({
      type: 'fresh',
      description: `on sale for the second customer ${onSale} ms after listing`,
    });
    await buyNow.click();
    await expect(c).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
    await c.getByRole('radio', { name: new RegExp(escape(l.card)) }).check();
    await c.getByLabel(k.payment.testCard).fill('4242424242424242');
    await c.getByLabel(k.consent.label).check();
    await c.getByRole('button', { name: new RegExp(k.pay.replace('{{amount}}', '.+')) }).click();
    await expect(c.getByRole('heading', { name: k.complete.title })).toBeVisible();
    await expect(c.getByTestId('order-status')).toHaveText(k.complete.statuses.paid);
    const resaleOrderId = (await c.locator('[data-order-id]').getAttribute('data-order-id'))!;
    const bought = await addsUp(c, 'resale completion', { taxSplit: false });
    await c.goto(`${prefix}/order-detail/${resaleOrderId}`);
    await expect(c.getByTestId('order-status')).toHaveText(o.status.paid);
    expect(await addsUp(c, 'resale order page')).toEqual(bought);
    await c.goto(`${prefix}/sale-slip/${resaleOrderId}`);
    expect(await addsUp(c, 'resale sale slip')).toEqual(bought);
    // Its notice prints the same lines, in the buyer's language.
    const boughtMail = await mail(
      c.request,
      buyer.email,
      (m) => m.template === 'order-placed' && m.payload.status === 'paid',
    );
    expect(boughtMail.locale).toBe(language);
    for (const line of [...bought.lines, `${o.amounts.total}: ${bought.total}`]) {
      expect(boughtMail.text).toContain(line);
    }
    lap('5. bought from the resale listing');

    // 6. The first customer hears of the sale, with the proceeds statement of their sale slip.
    const sold = await mail(
      page.request,
      email,
      (m) => m.template === 'resale-status' && m.payload.status === 'sold',
    );
    // In won (rules §4.36); what the buyer paid in their currency is a reference beside it.
    const proceeds = sold.payload.proceeds as {
      order_number: string;
      sale_price: Money;
      seller_proceeds: Money;
      paid_by_buyer: { amount: Money } | null;
    };
    expect(proceeds.seller_proceeds.currency).toBe('krw');
    expect(proceeds).toBeTruthy();
    expect(sold.text).toContain(money(proceeds.sale_price));
    expect(sold.text).toContain(money(proceeds.seller_proceeds));
    // Their sold tab says the same proceeds, and its sale slip settles to them.
    await page.goto(`${prefix}/my-page/history?status=sold`);
    const soldRow = page.getByTestId('sold-order');
    await expect(soldRow).toHaveCount(1);
    await expect(soldRow.getByTestId('sold-proceeds')).toContainText(
      money(proceeds.seller_proceeds),
    );
    await soldRow.getByRole('link').click();
    await expect(page).toHaveURL(`${prefix}/sale-slip/${resaleOrderId}`);
    const sellerSlip = await addsUp(page, "seller's sale slip");
    expect(sellerSlip.amount).toBe(bought.amount);
    const paidByBuyer = proceeds.paid_by_buyer?.amount ?? proceeds.sale_price;
    expect(sellerSlip.lines[0]).toBe(`${o.amounts.artPrice}: ${money(paidByBuyer)}`);
    expect(await settlementAddsUp(page)).toBe(money(proceeds.seller_proceeds));
    lap('6. proceeds notice');

    // 7. Another order, paid by card, is cancelled and refunded; the notice has the amount.
    const refundable = await buyWithCard(second.request, buyer.token, work.handle);
    const refundPage = `${prefix}/order-detail/${refundable.id}`;
    if (l.refundBy === 'operator') {
      await desk.goto(`${prefix}/admin/orders/${refundable.id}`);
      await expect(desk.getByTestId('order-status')).toHaveText(o.status.paid);
      await desk.getByLabel(ad.order.reason).fill('Damaged in the gallery before shipping');
      await desk.getByRole('button', { name: ad.order.refund }).click();
      await desk.getByRole('dialog').getByRole('button', { name: ad.order.refund }).click();
      await expect(desk.getByTestId('order-status')).toHaveText(o.status.refunded);
      await c.goto(refundPage);
    } else {
      await c.goto(refundPage);
      await expect(c.getByTestId('order-status')).toHaveText(o.status.paid);
      await c.getByRole('button', { name: o.cancel.action }).click();
      await c.getByLabel(o.cancel.reason).fill('마음이 바뀌었어요');
      await c.getByRole('button', { name: o.cancel.confirm }).click();
    }
    await expect(c.getByTestId('order-status')).toHaveText(o.status.refunded);
    const refunded = await addsUp(c, 'refunded order page');
    const refundRow = c
      .getByTestId('cancel-details')
      .locator('div')
      .filter({ has: c.locator('dt', { hasText: o.cancel.refundAmount }) });
    await expect(refundRow.locator('dd')).toHaveText(refunded.total);
    const refundMail = await mail(
      c.request,
      buyer.email,
      (m) => m.template === 'order-refunded' && m.payload.order_number === refundable.order_number,
    );
    expect((refundMail.payload.refund as Money).amount).toBe(refunded.amount);
    expect(refundMail.text).toContain(refunded.total);
    lap('7. refunded');

    await second.close();
    await operator.close();
  });
}
