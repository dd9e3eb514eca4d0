// Journey (issue 5): a new customer buys two works from the artwork page. The first with a
// virtual account in KRW: the completion shows the deposit details, the test pays the account
// through the dev deposit notification and the order shows paid. The second with a declined test
// card (to /purchase-error and back), then the test card 4242… in USD (English) or KRW (Korean).
// The browser is in New York: the deposit deadline reads the same Korea time on the completion
// page, the order page and the e-mail (ADR 0038).
import { expect, test, type Page } from '@playwright/test';
import { formatDateTime } from '../rules/business-time';
import enAccount from '../locales/en/account.json';
import enCheckout from '../locales/en/checkout.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koCheckout from '../locales/ko/checkout.json';
import koWorks from '../locales/ko/works.json';
import { failOnPolicyViolations } from './csp-guard';
import { addSeoulAddressForDelivery } from './checkout-helpers';

import { fromThisMachine } from './collector-month-helpers';
// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.15' } });

failOnPolicyViolations();

const locales = [
  {
    name: 'English',
    prefix: '',
    a: enAccount,
    k: enCheckout,
    w: enWorks,
    first: 'Jiwoo',
    last: 'Park',
    cardCurrency: 'usd',
    cardMethod: enCheckout.payment.methods.card_intl,
    bank: 'Shinhan Bank',
    pick: [0, 1],
  },
  {
    name: 'Korean',
    prefix: '/ko',
    a: koAccount,
    k: koCheckout,
    w: koWorks,
    first: '지우',
    last: '박',
    cardCurrency: 'krw',
    cardMethod: koCheckout.payment.methods.card_kr,
    bank: '신한은행',
    pick: [2, 3],
  },
] as const;

test.use({ timezoneId: 'America/New_York' });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Pay button, whatever the amount it shows. */
const payButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(label.replace('{{amount}}', '.+')) });

async function onSaleHandles(page: Page): Promise<string[]> {
  const response = await page.request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=24');
  expect(response.ok()).toBe(true);
  const { artworks } = (await response.json()) as { artworks: { handle: string }[] };
  return artworks.map((artwork) => artwork.handle);
}

for (const l of locales) {
  test(`${l.name}: buy with a virtual account and with a test card`, async ({ page }) => {
    // Two purchases, the order page and the outbox between them, four screenshots: over a minute
    // when the machine is shared.
    test.slow();
    const { a, k, w, prefix } = l;
    const email = `buyer.${l.name.toLowerCase()}.${Date.now()}@example.com`;
    const password = 'gallery2026';

    await page.goto(`${prefix}/sign-up`);
    await page.getByLabel(a.signUp.firstName).fill(l.first);
    await page.getByLabel(a.signUp.lastName).fill(l.last);
    await page.getByLabel(a.signUp.email).fill(email);
    await page.getByLabel(a.signUp.password, { exact: true }).fill(password);
    await page.getByLabel(a.signUp.confirmPassword).fill(password);
    await page.getByRole('button', { name: a.signUp.submit }).click();
    await expect(page).toHaveURL(`${prefix}/my-page/info`);

    const handles = await onSaleHandles(page);
    expect(handles.length).toBeGreaterThanOrEqual(4);

    // Buy now opens the cart's checkout.
    await page.goto(`${prefix}/work/${handles[l.pick[0]]}`);
    await page.getByRole('button', { name: w.artwork.buy.buy_now }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
    await expect(page.getByRole('heading', { name: k.title, level: 1 })).toBeVisible();

    // A Korean address, added on the checkout, is chosen; normal delivery becomes available.
    await addSeoulAddressForDelivery(page, a, k);
    const totals = page.getByTestId('order-totals');
    await expect(totals.getByTestId('amount-delivery')).toBeVisible();

    // A virtual account is a KRW method.
    if (prefix === '') await page.getByLabel(k.currency.label).selectOption('krw');
    await expect(totals.getByText('₩').first()).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(k.payment.methods.vbank) }).check();

    // The consent is required.
    await payButton(page, k.pay).click();
    await expect(page.getByRole('alert').filter({ hasText: k.consent.required })).toBeVisible();
    await page.getByLabel(k.consent.label).check();
    await payButton(page, k.pay).click();

    // The deposit details, then the deposit arrives and the order is paid.
    await expect(page.getByRole('heading', { name: k.complete.vbankTitle })).toBeVisible();
    const completion = page.locator('[data-order-id]');
    // The bank in the page's language (the gateway reported "Shinhan Bank").
    await expect(completion).toContainText(l.bank);
    await expect(completion).toContainText(/5620\d+/);
    await expect(page.getByTestId('order-status')).toHaveText(k.complete.statuses.awaiting_deposit);
    const orderId = await completion.getAttribute('data-order-id');

    // One clock (ADR 0038): with the browser in New York, the deadline is the Korea time of the
    // e-mail's, on the completion page and on the order page alike.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'America/New_York',
    );
    const language = prefix === '/ko' ? 'ko' : 'en';
    let placed: { text: string; payload: { deposit_deadline: string } } | undefined;
    await expect
      .poll(async () => {
        const outbox = await page.request.get(
          `/v3/dev/outbox?recipient=${encodeURIComponent(email)}&limit=50`,
          { headers: fromThisMachine },
        );
        const { messages } = (await outbox.json()) as {
          messages: { template: string; text: string; payload: { deposit_deadline: string } }[];
        };
        placed = messages.find((message) => message.template === 'order-placed');
        return placed?.payload.deposit_deadline;
      })
      .toBeTruthy();
    const deadline = formatDateTime(placed!.payload.deposit_deadline, language);
    expect(deadline).toMatch(/ \d{2}:\d{2} KST$/);
    expect(placed!.text).toContain(deadline);
    const deadlineRow = completion.locator('div').filter({
      has: page.getByText(k.complete.deadline, { exact: true }),
    });
    await expect(deadlineRow.locator('dd')).toHaveText(deadline);
    await page.screenshot({
      path: test.info().outputPath(`completion-vbank-${language}-1440.png`),
      fullPage: true,
    });
    await page.getByRole('link', { name: k.complete.orderDetail }).click();
    await expect(page).toHaveURL(`${prefix}/order-detail/${orderId}`);
    await expect(page.getByText(deadline, { exact: true })).toBeVisible();
    await page.screenshot({
      path: test.info().outputPath(`order-awaiting-${language}-1440.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: test.info().outputPath(`order-awaiting-${language}-390.png`),
      fullPage: true,
    });
    await page.goBack();
    await expect(page.getByTestId('order-status')).toHaveText(k.complete.statuses.awaiting_deposit);
    await expect(completion.locator('div').filter({ hasText: k.complete.deadline })).toContainText(
      deadline,
    );
    await page.screenshot({
      path: test.info().outputPath(`completion-vbank-${language}-390.png`),
      fullPage: true,
    });
    await page.setViewportSize({ width: 1440, height: 900 });

    const deposit = await page.request.post(`/v3/dev/payments/${orderId}/deposit`, {
      headers: fromThisMachine,
    });
    expect(deposit.ok()).toBe(true);
    await page.getByRole('button', { name: k.complete.refresh }).click();
    await expect(page.getByTestId('order-status')).toHaveText(k.complete.statuses.paid);

    // Second work: a declined card first, then the approving test card.
    await page.goto(`${prefix}/work/${handles[l.pick[1]]}`);
    await page.getByRole('button', { name: w.artwork.buy.buy_now }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
    if (prefix === '') await page.getByLabel(k.currency.label).selectOption(l.cardCurrency);
    const method = page.getByRole('radio', { name: new RegExp(escape(l.cardMethod)) });
    await method.check();
    if (l.cardCurrency === 'usd') {
      await expect(page.getByText(k.messages.nonKoreanCardNotice)).toBeVisible();
      await expect(
        page.getByRole('radio', { name: new RegExp(k.payment.methods.vbank) }),
      ).toHaveCount(0);
    }
    await page.getByLabel(k.payment.testCard).fill('4000000000000002');
    await page.getByLabel(k.consent.label).check();
    await payButton(page, k.pay).click();
    await expect(page).toHaveURL(/\/purchase-error\?/);
    await expect(page.getByRole('heading', { name: k.error.title })).toBeVisible();
    await expect(page.getByText(k.error.declines.card_declined)).toBeVisible();
    await page.getByRole('link', { name: k.error.retry }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
    await page.getByRole('radio', { name: new RegExp(escape(l.cardMethod)) }).check();
    await page.getByLabel(k.payment.testCard).fill('4242424242424242');
    await page.getByLabel(k.consent.label).check();
    await payButton(page, k.pay).click();
    await expect(page.getByRole('heading', { name: k.complete.title })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(k.complete.statuses.paid);
    await expect(page.locator('[data-order-id]')).toContainText(k.complete.approval);
  });
}
