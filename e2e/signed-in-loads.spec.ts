// Journey (issue 30, ADR 0070): a signed-in customer's full page loads make no failing call. The
// session hint makes the page refresh first, once, and only then send customer/info and the other
// signed-in calls: across twelve full loads in both languages (the marketplace, the 3D room, the
// fair, search, my page, an order and its sale slip) no response is 4xx, the console has no error
// and the header greets the customer by name. A slow refresh shows the greeting's skeleton, then
// the name. Screenshots of the header at 1440 and 390 px in both languages.
import { expect, test, type Page } from '@playwright/test';
import enCommon from '../locales/en/common.json';
import enOrders from '../locales/en/orders.json';
import koCommon from '../locales/ko/common.json';
import koOrders from '../locales/ko/orders.json';
import { buyWithCard, retried, signUp } from './collector-month-helpers';
import { failOnPolicyViolations } from './csp-guard';
import { ONVIEW_ROOM, webglLaunchOptions } from './webgl';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.22' } });

failOnPolicyViolations();

// The 3D room is one of the pages: WebGL on SwiftShader, as clean-console.spec.ts runs it.
test.use({ launchOptions: webglLaunchOptions });

const FIRST_NAME = 'Haneul';
const greeting = {
  en: enCommon.auth.welcome.replace('{{name}}', FIRST_NAME),
  ko: koCommon.auth.welcome.replace('{{name}}', FIRST_NAME),
};

/** Every failing response and every console error of the page, from now on. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console on ${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`${page.url()}: ${String(error)}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
}

/** The header's greeting (the desktop bar shows it from 1280 px). */
const headerGreeting = (page: Page, language: 'en' | 'ko') =>
  page.getByRole('banner').getByRole('button', { name: greeting[language] });

test('ten and more signed-in full page loads in both languages answer no 4xx and greet the customer', async ({
  context,
  page,
}) => {
  test.slow();
  const { token } = await signUp(context, FIRST_NAME, 'en');
  const order = await buyWithCard(context.request, token, '');
  const init = (await (
    await context.request.get('/v3/store/app/initialize/KOR', retried)
  ).json()) as { fairs: { token: string }[] };
  const fair = init.fairs[0]!.token;

  const failures = watchFailures(page);
  const loads: { path: string; language: 'en' | 'ko'; content?: (page: Page) => Promise<void> }[] =
    [
      { path: '/works', language: 'en' },
      { path: '/ko/works', language: 'ko' },
      { path: `/onview/${ONVIEW_ROOM}`, language: 'en' },
      { path: `/${fair}`, language: 'en' },
      { path: '/works-search?q=blue%20abstract', language: 'en' },
      { path: `/ko/works-search?q=${encodeURIComponent('추상화')}`, language: 'ko' },
      { path: '/my-page/info', language: 'en' },
      {
        path: `/order-detail/${order.id}`,
        language: 'en',
        content: (p) =>
          expect(p.getByRole('heading', { name: enOrders.detail.title })).toBeVisible(),
      },
      {
        path: `/sale-slip/${order.id}`,
        language: 'en',
        content: (p) => expect(p.getByTestId('document-number')).toBeVisible(),
      },
      {
        path: `/ko/order-detail/${order.id}`,
        language: 'ko',
        content: (p) =>
          expect(p.getByRole('heading', { name: koOrders.detail.title })).toBeVisible(),
      },
      {
        path: `/ko/sale-slip/${order.id}`,
        language: 'ko',
        content: (p) => expect(p.getByTestId('document-number')).toBeVisible(),
      },
      { path: '/ko/my-page/info', language: 'ko' },
      { path: `/ko/${fair}`, language: 'ko' },
    ];

  for (const load of loads) {
    const refreshes: number[] = [];
    const countRefresh = (response: { url(): string; status(): number }) => {
      if (response.url().includes('/v3/store/customer/refresh')) refreshes.push(response.status());
    };
    page.on('response', countRefresh);
    await page.goto(load.path);
    await expect(headerGreeting(page, load.language), load.path).toBeVisible();
    await load.content?.(page);
    await page.waitForLoadState('networkidle');
    // Still the name at network idle: no spinner, no skeleton left behind.
    await expect(headerGreeting(page, load.language), load.path).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status')).toHaveCount(0);
    page.off('response', countRefresh);
    expect(refreshes, `${load.path}: one refresh per full load`).toEqual([200]);
  }
  expect(failures).toEqual([]);
});

test('a slow refresh shows the greeting’s skeleton, then the name; the header at 1440 and 390 px', async ({
  context,
  page,
}) => {
  await signUp(context, FIRST_NAME, 'en');
  const failures = watchFailures(page);
  // The refresh is held until the test has seen the skeleton: a timer would race the page's own
  // load on a busy machine (the load event can come after a 2.5 s delay has already run out).
  let delayed = 0;
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v3/store/customer/refresh', async (route) => {
    delayed += 1;
    await held;
    await route.continue();
  });

  for (const language of ['en', 'ko'] as const) {
    held = new Promise<void>((resolve) => (release = resolve));
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(language === 'ko' ? '/ko/works' : '/works', { waitUntil: 'domcontentloaded' });
    const skeleton = page.getByTestId('account-checking').getByRole('status');
    await expect(skeleton).toBeVisible({ timeout: 15_000 });
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => delayed, 'the refresh is on its way').toBe(language === 'en' ? 1 : 2);
    await page
      .getByRole('banner')
      .screenshot({ path: test.info().outputPath(`header-skeleton-${language}-1440.png`) });
    release();
    await expect(headerGreeting(page, language)).toBeVisible({ timeout: 15_000 });
    await expect(skeleton).toHaveCount(0);
    await page
      .getByRole('banner')
      .screenshot({ path: test.info().outputPath(`header-${language}-1440.png`) });

    // 390 px: the name is in the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    const common = language === 'ko' ? koCommon : enCommon;
    await page.getByRole('button', { name: common.nav.openMenu }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText(greeting[language])).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`menu-${language}-390.png`) });
    await menu.getByRole('button', { name: common.nav.closeMenu }).click();
    await page.screenshot({ path: test.info().outputPath(`header-${language}-390.png`) });
  }
  expect(delayed).toBe(2);
  expect(failures).toEqual([]);
});
