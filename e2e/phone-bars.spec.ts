// Journey (issue 21): on a 390 px phone the first screen of a work offers to buy it, and the
// checkout shows what the buyer will pay from its first screen: a bar at the foot of the screen
// with the price and Buy now, and on the checkout the total and Pay, which pays. Both languages;
// the same pages at 1440 px show no bar.
import { expect, test, type Locator, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCheckout from '../locales/en/checkout.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koCheckout from '../locales/ko/checkout.json';
import koWorks from '../locales/ko/works.json';
import { addSeoulAddressForDelivery } from './checkout-helpers';
import { failOnPolicyViolations } from './csp-guard';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.20' } });

failOnPolicyViolations();

const locales = [
  { name: 'en', prefix: '', a: enAccount, k: enCheckout, w: enWorks, pick: 40 },
  { name: 'ko', prefix: '/ko', a: koAccount, k: koCheckout, w: koWorks, pick: 41 },
] as const;

const phone = { width: 390, height: 844 };

interface Listed {
  handle: string;
  image: { width: number; height: number } | null;
}

async function onSaleWorks(page: Page): Promise<Listed[]> {
  const response = await page.request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=60');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { artworks: Listed[] }).artworks;
}

/** The element lies wholly inside the first screen (the window, unscrolled). */
async function expectInFirstScreen(page: Page, element: Locator, what: string) {
  await expect(element, what).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await element.boundingBox())!;
      const { height } = page.viewportSize()!;
      return box.y >= 0 && box.y + box.height <= height + 0.5;
    }, what)
    .toBe(true);
}

const shot = (page: Page, file: string) =>
  page.screenshot({ path: test.info().outputPath(`${file}.png`) });

for (const l of locales) {
  test(`${l.name}: the first screen of a work on a phone offers its price and Buy now; none at 1440 px`, async ({
    page,
  }) => {
    // A portrait work: its picture fills the first screen of a phone, as most do.
    const works = await onSaleWorks(page);
    // The tallest first: which works are on sale changes with the demo's offers and sales.
    const portrait = works
      .filter((w) => w.image && w.image.height > w.image.width * 1.2)
      .sort((a, b) => b.image!.height / b.image!.width - a.image!.height / a.image!.width);
    await page.setViewportSize(phone);
    // The first whose panel's own button is below a phone's fold (a small edition whose title
    // takes one line may show its button on the first screen, and needs no bar).
    const panelButton = page.locator('[data-action="buy_now"]').first();
    let handle: string | undefined;
    for (const candidate of portrait.slice(0, 8)) {
      await page.goto(`${l.prefix}/work/${candidate.handle}`);
      await expect(page.getByTestId('buy-price')).toBeVisible();
      const button = (await panelButton.boundingBox())!;
      if (button.y + button.height > phone.height) {
        handle = candidate.handle;
        break;
      }
    }
    expect(handle, 'a portrait work whose Buy now is below the fold').toBeDefined();
    const handles = [handle!];
    const bar = page.getByRole('region', { name: l.w.artwork.buy.barLabel });
    // The panel's own button is below the fold: the bar is what the first screen offers.
    await expectInFirstScreen(page, bar, 'the bar');
    // The bar carries the panel's price; the panel adds the KRW reference after " · ".
    const panelPrice = (await page.getByTestId('buy-price').innerText()).split(' · ')[0]!;
    await expect(bar.getByText(panelPrice, { exact: true })).toBeVisible();
    const buy = bar.getByRole('link', { name: l.w.artwork.buy.buy_now });
    await expect(buy).toHaveAttribute('href', (await panelButton.getAttribute('href'))!);
    await shot(page, `artwork-bar-${l.name}-390`);

    // The page keeps room for the bar at its foot: its last line is never under it.
    const room = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.body).paddingBottom),
    );
    expect(room).toBeGreaterThanOrEqual((await bar.boundingBox())!.height - 0.5);

    // With the panel's buttons in view the bar steps aside, and comes back once they leave.
    await panelButton.evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const stepped = page.getByTestId('sticky-buy-bar');
    await expect(stepped).not.toHaveAttribute('data-visible');
    await expect(stepped).toHaveAttribute('inert', ''); // out of the accessibility tree
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();

    // Pressed, it does what the panel's button does: a signed-out visitor goes to sign in and back.
    await buy.click();
    await expect(page).toHaveURL(
      new RegExp(`${l.prefix}/sign-in\\?before=${encodeURIComponent(`/work/${handles[0]}`)}`),
    );

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${l.prefix}/work/${handles[0]}`);
    await expect(page.getByTestId('buy-price')).toBeVisible();
    await expect(page.getByTestId('sticky-buy-bar')).toBeHidden();
    await expectInFirstScreen(page, panelButton, 'the panel’s Buy now at 1440 px');
    await shot(page, `artwork-${l.name}-1440`);
  });

  test(`${l.name}: the checkout on a phone shows the total and Pay from its first screen, and that Pay pays`, async ({
    page,
    request,
  }) => {
    test.slow();
    const email = `phone.bar.${l.name}.${Date.now()}@example.com`;
    const signedUp = await request.post('/v3/store/customer/sign-up', {
      data: { first_name: 'Dana', last_name: 'Cho', email, password: 'gallery2026' },
    });
    expect(signedUp.ok(), await signedUp.text()).toBe(true);
    await page.setViewportSize(phone);
    await page.goto(`${l.prefix}/sign-in`);
    await page.getByLabel(l.a.signIn.email).fill(email);
    await page.getByLabel(l.a.signIn.password).fill('gallery2026');
    await page.getByRole('button', { name: l.a.signIn.submit, exact: true }).click();
    await expect(page).not.toHaveURL(/sign-in/);

    const works = await onSaleWorks(page);
    await page.goto(`${l.prefix}/work/${works[l.pick]!.handle}`);
    await page.getByRole('button', { name: l.w.artwork.buy.buy_now }).first().click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/purchase/[\\w-]+$`));
    await expect(page.getByRole('heading', { name: l.k.title, level: 1 })).toBeVisible();
    await addSeoulAddressForDelivery(page, l.a, l.k);
    if (l.prefix === '') await page.getByLabel(l.k.currency.label).selectOption('krw');
    await expect(page.getByTestId('order-totals').getByText('₩').first()).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = page.getByRole('region', { name: l.k.payBar.label });
    await expectInFirstScreen(page, bar, 'the pay bar');
    // The total in the cart's currency, the one the summary's Pay names.
    const total = (await bar.getByTestId('pay-bar-total').innerText()).trim();
    expect(total).toMatch(/^₩[\d,]+$/);
    await expect(
      page.getByRole('button', { name: l.k.pay.replace('{{amount}}', total), exact: true }),
    ).toHaveCount(1);
    await shot(page, `checkout-bar-${l.name}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.getByTestId('checkout-pay-bar')).toBeHidden();
    await shot(page, `checkout-${l.name}-1440`);
    await page.setViewportSize(phone);

    // The bar's Pay without the consent takes the buyer to the box; with it, it pays.
    await page.getByRole('radio', { name: new RegExp(l.k.payment.methods.vbank) }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: l.k.payBar.pay, exact: true }).click();
    await expect(page.getByLabel(l.k.consent.label)).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: l.k.consent.required })).toBeVisible();
    await page.getByLabel(l.k.consent.label).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.getByRole('button', { name: l.k.payBar.pay, exact: true }).click();
    await expect(page.getByRole('heading', { name: l.k.complete.vbankTitle })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(
      l.k.complete.statuses.awaiting_deposit,
    );
  });
}
