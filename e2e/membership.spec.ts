// Journey (issue 23, ADR 0059): a new customer opens My Page's membership section, reads what Pink
// Rock brings and pays the annual plan by card through the test gateway (in dollars in English,
// in won in Korean); the section then shows their membership instead of a buy button, the Pink
// Rock badge appears beside My Page's navigation, the payment is mailed, and analytics hears
// user_pink_rock. Screenshots at 1440 and 390 px, before and after paying.
import { expect, test, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCheckout from '../locales/en/checkout.json';
import enCommon from '../locales/en/common.json';
import koAccount from '../locales/ko/account.json';
import koCheckout from '../locales/ko/checkout.json';
import koCommon from '../locales/ko/common.json';
import { COLLECTOR } from './monitoring-config';

// This journey signs up from an address of its own (one proxy hop is trusted in e2e), so the
// per-address sign-up limit of the journeys before it is not spent for it.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.33' } });

const locales = [
  {
    name: 'English',
    lng: 'en',
    prefix: '',
    a: enAccount,
    c: enCommon,
    k: enCheckout,
    first: 'Seoyeon',
    // English pays in dollars: the non-Korean card.
    card: enCheckout.payment.methods.card_intl,
  },
  {
    name: 'Korean',
    lng: 'ko',
    prefix: '/ko',
    a: koAccount,
    c: koCommon,
    k: koCheckout,
    first: '서연',
    card: koCheckout.payment.methods.card_kr,
  },
] as const;

async function shoot(page: Page, file: string) {
  // From the top, so the sticky header is where a visitor sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${file}.png`), fullPage: true });
}

/** Both widths of rules §9.5: the desktop first, then the phone, back to the desktop. */
async function shootBothWidths(page: Page, file: string) {
  await shoot(page, `${file}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, `${file}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

interface AmplitudeEvent {
  event_type: string;
  user_properties?: { $set?: Record<string, unknown> };
}

async function identified(page: Page): Promise<Record<string, unknown>[]> {
  const collected = (await (await page.request.get(`${COLLECTOR}/collected`)).json()) as {
    path: string;
    body: string;
  }[];
  return collected
    .filter((c) => c.path.startsWith('/2/httpapi'))
    .flatMap((c) => (JSON.parse(c.body) as { events: AmplitudeEvent[] }).events)
    .filter((e) => e.event_type === '$identify')
    .map((e) => e.user_properties?.$set ?? {});
}

for (const { name, lng, prefix, a, c, k, first, card } of locales) {
  test(`${name}: pay the Pink Rock plan by card on My Page and carry the member badge`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const m = a.membership;
    const email = `pink.${lng}.${Date.now()}@example.com`;

    await page.goto(`${prefix}/sign-up`);
    await page.getByLabel(a.signUp.firstName).fill(first);
    await page.getByLabel(a.signUp.lastName).fill('Han');
    await page.getByLabel(a.signUp.email).fill(email);
    await page.getByLabel(a.signUp.password, { exact: true }).fill('gallery2026');
    await page.getByLabel(a.signUp.confirmPassword).fill('gallery2026');
    await page.getByRole('button', { name: a.signUp.submit }).click();
    await expect(page).toHaveURL(`${prefix}/my-page/info`);

    // The section is in My Page's navigation.
    const nav = page.getByRole('navigation', { name: c.myPage.title });
    await nav.getByRole('link', { name: c.myPage.membership }).click();
    await expect(page).toHaveURL(`${prefix}/my-page/membership`);
    await expect(page.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: c.myPage.membership })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The plan the server keeps, what it brings, and the methods that pay at once.
    const plan = page.getByTestId('pink-rock-plan');
    await expect(plan).toContainText('₩300,000');
    await expect(page.getByText(m.benefits.badge)).toBeVisible();
    await expect(page.getByText(m.benefits.coupons)).toBeVisible();
    await expect(page.getByRole('radio', { name: k.payment.methods.vbank })).toHaveCount(0);
    await expect(nav.getByRole('list', { name: c.badges.label })).toHaveCount(0);
    await shootBothWidths(page, `membership-offer-${lng}`);

    // Pay by card (the test gateway approves its default card).
    await page.getByRole('radio', { name: new RegExp(card.replace(/[()]/g, '\\$&')) }).check();
    const pay = page.getByRole('button', { name: /^(Pay|.+ 결제하기$)/ });
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible({
      timeout: 20_000,
    });

    // The member sees their membership, not a buy button, and the badge beside the navigation.
    const member = page.getByTestId('pink-rock-member');
    await expect(member).toContainText(m.member.status);
    await expect(member).toContainText('KST');
    await expect(page.getByRole('button', { name: /^(Pay|.+ 결제하기$)/ })).toHaveCount(0);
    await expect(
      nav.getByRole('list', { name: c.badges.label }).getByText(c.badges.types.pink_rock),
    ).toBeVisible();
    await shootBothWidths(page, `membership-member-${lng}`);

    // Still a member on the next visit; the badge shows on every My Page section.
    await page.goto(`${prefix}/my-page/info`);
    await expect(
      nav.getByRole('list', { name: c.badges.label }).getByText(c.badges.types.pink_rock),
    ).toBeVisible();
    await page.goto(`${prefix}/my-page/membership`);
    await expect(page.getByTestId('pink-rock-member')).toBeVisible();

    // On a phone My Page's sections are one row that scrolls: the current one is brought into it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/my-page/membership`);
    const current = nav.getByRole('link', { name: c.myPage.membership });
    await expect
      .poll(async () => {
        const [row, link] = [await nav.boundingBox(), await current.boundingBox()];
        return Boolean(row && link && link.x >= row.x && link.x + link.width <= row.x + row.width);
      })
      .toBe(true);
    await page.setViewportSize({ width: 1440, height: 900 });

    // The payment is mailed in the customer's language.
    await expect
      .poll(async () => {
        // Read as the person at this machine: the outbox never answers another address.
        const response = await page.request.get(
          `/v3/dev/outbox?recipient=${encodeURIComponent(email)}`,
          { headers: { 'x-forwarded-for': '127.0.0.1' } },
        );
        const { messages } = (await response.json()) as { messages: { template: string }[] };
        return messages.map((message) => message.template);
      })
      .toContain('membership-paid');

    // Analytics hears the member (rules §3.13), flushed every 10 s.
    await expect
      .poll(async () => (await identified(page)).some((user) => user.user_pink_rock === true), {
        timeout: 30_000,
        intervals: [1000],
      })
      .toBe(true);
  });
}
