// Delivered cost before checkout (issue 32, rules §4.77–4.80, §9.27–9.28, ADR 0081), in both
// languages on a 1440 px desktop and a 390 px phone: on a work's page "Delivery to" the United
// States shows the delivery, the insurance and the duties in dollars with the won beside, Germany
// in euros; the choice is remembered on the next work's page; checkout to a US address charges the
// same delivery and insurance, says the duties are the buyer's on import, and the order page adds
// up with the insurance as a line of its own.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCheckout from '../locales/en/checkout.json';
import enOrders from '../locales/en/orders.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koCheckout from '../locales/ko/checkout.json';
import koOrders from '../locales/ko/orders.json';
import koWorks from '../locales/ko/works.json';
import { readPrintedAmount } from '../rules/order-lines';
import { addsUp, escape, mail, retried } from './collector-month-helpers';
import { layoutShift } from './layout-shift';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.44' } });

const languages = [
  {
    language: 'en',
    prefix: '',
    a: enAccount,
    k: enCheckout,
    o: enOrders,
    w: enWorks,
    // English visitors see dollars by default; they pay by a card from abroad in dollars.
    sign: '≈',
    currencySymbol: '$',
    card: enCheckout.payment.methods.card_intl,
  },
  {
    language: 'ko',
    prefix: '/ko',
    a: koAccount,
    k: koCheckout,
    o: koOrders,
    w: koWorks,
    // Korean mode pays in won (rules §4); the estimate abroad is still in the destination's money.
    sign: '약',
    currencySymbol: '₩',
    card: koCheckout.payment.methods.card_kr,
  },
] as const;
type Words = (typeof languages)[number];

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const taken = new Set<string>();

/** A unique work a visitor can buy now that no other test of this file took (dearest first). */
async function workToBuy(request: APIRequestContext) {
  const list = await request.get(
    '/v3/store/artwork?purchase_statuses=on_sale&order=price_desc&limit=80',
    retried,
  );
  expect(list.ok()).toBe(true);
  const { artworks } = (await list.json()) as {
    artworks: { id: string; handle: string; edition_type: string; release_at: string | null }[];
  };
  for (const artwork of artworks) {
    if (taken.has(artwork.handle) || artwork.edition_type !== 'unique' || artwork.release_at) {
      continue;
    }
    const status = await (
      await request.get(`/v3/store/artwork/bid/status/${artwork.id}`, retried)
    ).json();
    if (status.state?.primary !== 'buy_now') continue;
    taken.add(artwork.handle);
    return { handle: artwork.handle, other: artworks.find((a) => a.handle !== artwork.handle)! };
  }
  throw new Error('no unique work to buy now');
}

/** A row of the estimate as printed: "≈ $531 · ₩750,000" → its parts. */
async function estimateRow(page: Page, row: string) {
  const text = (await page.getByTestId(`delivered-${row}`).innerText()).trim();
  const [shown, won] = text.split(' · ');
  return { text, shown: shown!, won: readPrintedAmount(won ?? shown!, 'krw') };
}

async function chooseDestination(page: Page, w: Words['w'], code: string) {
  const select = page.getByLabel(w.artwork.delivered.deliveryTo);
  // The section hydrates after the buy panel (a lazily hydrated part): a choice made on the
  // server-drawn select before then is made again once the page listens.
  await expect(async () => {
    await select.selectOption(code);
    await expect(page.getByTestId('delivered-cost')).toHaveAttribute('data-destination', code, {
      timeout: 1_000,
    });
  }).toPass();
}

async function signUp(page: Page, { a, prefix }: Words, first: string): Promise<string> {
  const email = `delivered.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(`${prefix}/sign-up`);
  await page.getByLabel(a.signUp.firstName).fill(first);
  await page.getByLabel(a.signUp.lastName).fill('Moreau');
  await page.getByLabel(a.signUp.email).fill(email);
  await page.getByLabel(a.signUp.password, { exact: true }).fill('gallery2026');
  await page.getByLabel(a.signUp.confirmPassword).fill('gallery2026');
  await page.getByRole('button', { name: a.signUp.submit }).click();
  await expect(page).toHaveURL(`${prefix}/my-page/info`);
  return email;
}

for (const viewport of viewports) {
  test.describe(`delivered cost (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const words of languages) {
      const { language, prefix, a, k, o, w } = words;
      test(`${language}: Delivery to the US and Germany, remembered, and charged at checkout to a US address`, async ({
        page,
      }) => {
        const shot = (name: string) =>
          page.screenshot({
            path: test.info().outputPath(`${name}-${language}-${viewport.name}.png`),
            fullPage: false,
          });
        const email = await signUp(page, words, language === 'ko' ? '지안' : 'Claire');
        const { handle, other } = await workToBuy(page.request);
        await page.goto(`${prefix}/work/${handle}`);
        const section = page.getByTestId('delivered-cost');
        await section.scrollIntoViewIfNeeded();
        await expect(
          section.getByRole('heading', { name: w.artwork.delivered.title }),
        ).toBeVisible();

        // The United States: dollars with the won beside, duties free.
        await chooseDestination(page, w, 'US');
        const us = {
          delivery: await estimateRow(page, 'delivery'),
          insurance: await estimateRow(page, 'insurance'),
          duties: await estimateRow(page, 'duties'),
        };
        for (const row of Object.values(us)) {
          expect(row.text).toMatch(new RegExp(`^${words.sign} \\$[\\d,]+ · ₩[\\d,]+$`));
        }
        expect(us.delivery.won).toBeGreaterThan(0);
        expect(us.insurance.won).toBeGreaterThanOrEqual(10_000);
        expect(us.duties.won).toBe(0);
        await expect(section.getByText(w.artwork.delivered.insurance)).toBeVisible();
        await expect(section.getByText(w.artwork.delivered.fineAbroad)).toBeVisible();
        await section.scrollIntoViewIfNeeded();
        await shot('delivered-us');

        // Germany: euros with the won beside, and the 7 % import VAT as an estimate.
        await chooseDestination(page, w, 'DE');
        for (const row of ['delivery', 'insurance', 'duties']) {
          const { text, won } = await estimateRow(page, row);
          expect(text).toMatch(new RegExp(`^${words.sign} €[\\d,]+ · ₩[\\d,]+$`));
          expect(won).toBeGreaterThan(0);
        }
        await shot('delivered-de');

        // The choice is remembered on the next work's page, drawn by the server.
        await page.goto(`${prefix}/work/${other.handle}`);
        await expect(page.getByTestId('delivered-cost')).toHaveAttribute('data-destination', 'DE');
        await expect(page.getByLabel(w.artwork.delivered.deliveryTo)).toHaveValue('DE');
        // Drawn on the server as remembered: hydrating it moves nothing (CLS ≤ 0.05).
        const shifted = await layoutShift(page, 1_500);
        expect(shifted, 'cumulative layout shift of the next work’s page').toBeLessThanOrEqual(
          0.05,
        );

        // Back to the work, to the United States, and buy it.
        await page.goto(`${prefix}/work/${handle}`);
        await chooseDestination(page, w, 'US');
        await page.getByRole('button', { name: w.artwork.buy.buy_now }).first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
        await expect(page.getByRole('heading', { name: k.title, level: 1 })).toBeVisible();

        await page.getByRole('button', { name: k.address.add }).click();
        const form = page.getByRole('form', { name: k.address.add });
        await form.getByLabel(a.address.nickname).fill('Brooklyn');
        await form.getByLabel(a.address.country).selectOption('US');
        await form.getByLabel(a.address.postalCode).fill('11201');
        await form.getByLabel(a.address.street).fill('100 Montague St, Brooklyn, NY');
        await form.getByLabel(a.address.phone).fill('7185550100');
        await form.getByRole('button', { name: a.address.save }).click();
        await expect(page.getByRole('radio', { name: /Brooklyn/ })).toBeChecked();

        // Normal delivery keeps its name and stays Korean; international delivery is offered.
        await expect(
          page.getByRole('radio', { name: new RegExp(escape(k.shipping.delivery)) }),
        ).toBeDisabled();
        const abroad = page.getByRole('radio', {
          name: new RegExp(`^${escape(k.shipping.international)}`),
        });
        await abroad.click();
        await expect(abroad).toBeChecked();
        const terms = page.getByTestId('abroad-terms');
        await expect(terms).toBeVisible();
        await expect(terms.getByText(k.shipping.dutiesNote)).toBeVisible();

        // The same delivery and insurance as the page: exact in won, the page's whole dollars in USD.
        const totals = page.getByTestId('order-totals');
        const charged = async (key: string) =>
          (await totals.getByTestId(`amount-${key}`).locator('dd').innerText()).trim();
        await expect(totals.getByTestId('amount-insurance')).toBeVisible();
        const delivery = await charged('delivery');
        const insurance = await charged('insurance');
        if (language === 'ko') {
          expect(readPrintedAmount(delivery, 'krw')).toBe(us.delivery.won);
          expect(readPrintedAmount(insurance, 'krw')).toBe(us.insurance.won);
        } else {
          const whole = (text: string) => Number(text.replace(/[^\d]/g, ''));
          expect(Math.round(readPrintedAmount(delivery, 'usd') / 100)).toBe(
            whole(us.delivery.shown),
          );
          expect(Math.round(readPrintedAmount(insurance, 'usd') / 100)).toBe(
            whole(us.insurance.shown),
          );
        }
        await terms.scrollIntoViewIfNeeded();
        await shot('checkout-international');

        await page.getByRole('radio', { name: new RegExp(escape(words.card)) }).check();
        await page.getByLabel(k.payment.testCard).fill('4242424242424242');
        await page.getByLabel(k.consent.label).check();
        await page
          .getByRole('button', { name: new RegExp(k.pay.replace('{{amount}}', '.+')) })
          .first()
          .click();
        await expect(page.getByRole('heading', { name: k.complete.title })).toBeVisible();
        const orderId = (await page.locator('[data-order-id]').getAttribute('data-order-id'))!;
        const completed = await addsUp(page, 'completion', { taxSplit: false });

        await page.goto(`${prefix}/order-detail/${orderId}`);
        await expect(page.getByText(o.shipping.methods.international).first()).toBeVisible();
        const printed = await addsUp(page, 'order page');
        expect(printed.lines).toEqual(completed.lines);
        expect(printed.lines).toContain(`${o.amounts.delivery}: ${delivery}`);
        expect(printed.lines).toContain(`${o.amounts.insurance}: ${insurance}`);
        await page.getByTestId('order-amounts').first().scrollIntoViewIfNeeded();
        await shot('order-international');
        // The sale slip and the e-mail print the same lines.
        await page.getByRole('link', { name: o.detail.saleSlip }).click();
        await expect(page).toHaveURL(`${prefix}/sale-slip/${orderId}`);
        await expect(page.getByTestId('amount-insurance').first()).toBeVisible();
        expect(await addsUp(page, 'sale slip')).toEqual(printed);
        const paidMail = await mail(page.request, email, (m) => m.template === 'order-placed');
        expect(paidMail.text).toContain(`${o.amounts.insurance}: ${insurance}`);
        expect(paidMail.text).toContain(`${o.amounts.total}: ${printed.total}`);
      });
    }
  });
}
