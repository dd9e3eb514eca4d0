// Journey: a first-time visitor opens the home page in English and in Korean.
import { expect, test, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCheckout from '../locales/en/checkout.json';
import enCommon from '../locales/en/common.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koCheckout from '../locales/ko/checkout.json';
import koCommon from '../locales/ko/common.json';
import koWorks from '../locales/ko/works.json';
import { failOnPolicyViolations } from './csp-guard';

// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.18' } });

failOnPolicyViolations();

async function expectImagesLoaded(page: Page, minimum: number) {
  // Scroll through the page so lazy images load, then count the ones that decoded.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.$$eval(
        'img[src*="/media/"]',
        (imgs) =>
          (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length,
      ),
    )
    .toBeGreaterThanOrEqual(minimum);
}

test('the English home page shows real demo content, images and menus from app initialisation', async ({
  page,
  request,
}) => {
  const init = await (
    await request.get('/v3/store/app/initialize/KOR', { headers: { 'accept-language': 'en' } })
  ).json();
  expect(init.artwork_categories.length).toBeGreaterThanOrEqual(6);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join' })).toBeVisible();

  // Marketplace: one submenu entry per category from app initialisation.
  await nav.getByRole('button', { name: 'Marketplace' }).click();
  for (const category of init.artwork_categories) {
    await expect(
      page.locator(`a[href$="/works?group_handle=${category.handle}"]`).first(),
    ).toBeVisible();
  }
  await page.keyboard.press('Escape');

  // Exhibitions: the header exhibitions from app initialisation, plus All Exhibitions.
  await nav.getByRole('button', { name: 'Exhibitions' }).click();
  const first = init.headers_exhibitions.exhibitions[0];
  await expect(page.getByRole('link', { name: first.short_title }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /All Exhibitions/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Featured artists from app initialisation are on the page.
  await expect(page.getByText(init.featured_artists[0].name).first()).toBeVisible();
  // At least 7: an earlier journey (the back office's editorial) may lead the carousel with a
  // banner of its own that has no picture.
  await expectImagesLoaded(page, 7);
  await page.screenshot({ path: 'test-results/home-en.png', fullPage: true });
});

test('the Korean home page speaks Korean and offers KRW', async ({ page }) => {
  await page.goto('/ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  const nav = page.getByRole('navigation', { name: '주 메뉴' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /언어 및 통화: 한국어, KRW/ })).toBeVisible();
  await expectImagesLoaded(page, 8);
  await page.screenshot({ path: 'test-results/home-ko.png', fullPage: true });
});

test('the rolling banners stand still until swiper arrives, then slide to the banner chosen', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured' });
  // Swiper's code comes after hydration, in its own chunk; it takes over the server's slides.
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(1);
  const pause = carousel.getByRole('button', { name: 'Pause' });
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Play' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const second = carousel.getByRole('button', { name: /^Show banner 2: / });
  const title = (await second.getAttribute('aria-label'))!.replace(/^Show banner 2: /, '');
  await second.click();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(carousel.locator('.swiper-slide-active')).toContainText(title);
  await expect(carousel.locator('.swiper-slide-active a')).toHaveAttribute('tabindex', '0');
});

test('an unknown page says it is not found and leads back to the root', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page is not found')).toBeVisible();
  await expect(page).toHaveTitle('Page is not found — Artmarket');
  await page.getByRole('link', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the web view hides header and footer with hideHeaderFooter=true', async ({ page }) => {
  await page.goto('/?hideHeaderFooter=true');
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});

for (const l of [
  { name: 'en', prefix: '', a: enAccount, w: enWorks, k: enCheckout, c: enCommon, pick: 44 },
  { name: 'ko', prefix: '/ko', a: koAccount, w: koWorks, k: koCheckout, c: koCommon, pick: 45 },
] as const) {
  test(`${l.name}: a web-view visit on a phone stays without header and footer however the visitor navigates`, async ({
    browser,
    request,
  }) => {
    test.slow();
    const email = `web.view.${l.name}.${Date.now()}@example.com`;
    const signedUp = await request.post('/v3/store/customer/sign-up', {
      data: { first_name: 'Yuna', last_name: 'Han', email, password: 'gallery2026' },
    });
    expect(signedUp.ok(), await signedUp.text()).toBe(true);
    const onSale = (await (
      await request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=60')
    ).json()) as { artworks: { handle: string }[] };
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const { prefix } = l;

    await page.goto(`${prefix}/works`);
    await expect(page.getByRole('banner')).toHaveCount(1); // the landmark the steps look for
    const steps: string[] = [];
    const bare = async (step: string) => {
      await page.waitForLoadState('networkidle');
      // The site's header and footer (or the home page's legal line) are the page's banner and
      // contentinfo landmarks.
      await expect(page.getByRole('banner'), step).toHaveCount(0);
      await expect(page.getByRole('contentinfo'), step).toHaveCount(0);
      await expect(page.locator('#__next > header, #__next > footer'), step).toHaveCount(0);
      steps.push(step);
    };
    await page.goto(`${prefix}/?hideHeaderFooter=true`);
    await bare('the home page opened with the query');
    await page.locator('main a[href*="/work/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/work/`));
    await bare('a work, by a link');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`:\\d+${prefix}/?(\\?hideHeaderFooter=true)?$`));
    await bare('back');
    await page.goto(`${prefix}/artists`);
    await bare('a new page load without the query');
    await page.locator('main a[href*="/artist?"]').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/artist\\?`));
    await bare('an artist, by a link');

    // A form: the search page's own box, submitted with Enter.
    await page.goto(`${prefix}/works-search`);
    await bare('the search page');
    const box = page.getByRole('main').getByRole('searchbox', { name: l.c.search.label });
    await box.fill('blue');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/works-search\\?q=blue`));
    await bare('the search results, by the form');

    // A guard sends the visitor to sign in; signed in, they land back where they were going.
    await page.goto(`${prefix}/my-page/info`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/sign-in\\?before=`));
    await bare('the sign-in page after a guard redirect');
    await page.getByLabel(l.a.signIn.email).fill(email);
    await page.getByLabel(l.a.signIn.password).fill('gallery2026');
    await page.getByRole('button', { name: l.a.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/my-page/info$`));
    await bare('back on my page, signed in');

    // Checkout: Buy now on a work opens the cart's checkout. The sticky buy and pay bars are the
    // page's own actions, not the site's chrome: the web view keeps them.
    await page.goto(`${prefix}/work/${onSale.artworks[l.pick]!.handle}`);
    await bare('a work, signed in');
    await expect(page.getByRole('region', { name: l.w.artwork.buy.barLabel })).toBeVisible();
    await page.getByRole('button', { name: l.w.artwork.buy.buy_now }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/purchase/[\\w-]+$`));
    await expect(page.getByRole('heading', { name: l.k.title, level: 1 })).toBeVisible();
    await bare('the checkout');
    await expect(page.getByRole('region', { name: l.k.payBar.label })).toBeVisible();

    await page.goto(`${prefix}/no-such-page`);
    await bare('the not-found page');
    // The prerendered not-found page hides the chrome from its first paint, before React runs.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto(`${prefix}/no-such-page-either`);
    await expect(page.locator('#__next > header').first()).toBeHidden();
    await expect(page.locator('html')).toHaveClass(/\bweb-view\b/);
    await page.unroute('**/_next/static/**/*.js');
    expect(steps.length).toBeGreaterThanOrEqual(5);

    // `hideHeaderFooter=false` ends the web view.
    await page.goto(`${prefix}/works?hideHeaderFooter=false`);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await page.goto(`${prefix}/faq`);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    await context.close();
  });
}

test('the home page, which has no footer, ends with the company details, the terms and the privacy policy', async ({
  page,
}) => {
  for (const [prefix, c, name] of [
    ['', enCommon, 'Artmarket Inc.'],
    ['/ko', koCommon, '(주)아트마켓'],
  ] as const) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix}/`);
      const legal = page.getByRole('contentinfo');
      await expect(legal).toHaveCount(1);
      // The compact line, not the full footer.
      await expect(legal.getByRole('navigation')).toHaveCount(0);
      await expect(legal).toContainText(name);
      for (const line of ['representative', 'businessNumber'] as const) {
        await expect(legal).toContainText(c.footer.companyInfo[line].label);
        await expect(legal).toContainText(c.footer.companyInfo[line].value);
      }
      await expect(legal).toContainText(c.footer.companyInfo.address.label);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.screenshot({
        path: test.info().outputPath(`home-legal-${prefix ? 'ko' : 'en'}-${viewport.width}.png`),
        fullPage: false,
      });
      await expect(legal.getByRole('link', { name: c.footer.terms })).toHaveAttribute(
        'href',
        `${prefix}/terms-of-service`,
      );
      await expect(legal.getByRole('link', { name: c.footer.privacy })).toHaveAttribute(
        'href',
        `${prefix}/privacy-policy`,
      );
    }
  }
  await page.getByRole('contentinfo').getByRole('link', { name: koCommon.footer.terms }).click();
  await expect(page).toHaveURL(/\/ko\/terms-of-service$/);
});

test('pages, files and the API answer with the security headers, and a page’s scripts carry its nonce (ADR 0045)', async ({
  page,
  request,
}) => {
  const expectHeaders = (headers: Record<string, string>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toContain('camera=()');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], what).toBeUndefined(); // http
  };
  const response = (await page.goto('/'))!;
  const headers = response.headers();
  expectHeaders(headers, 'page');
  const policy = headers['content-security-policy']!;
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
  // Every script of the document but the data blocks carries the nonce.
  const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  const executable = scripts.filter(
    (attributes) => !/type="application\/(ld\+)?json"/.test(attributes),
  );
  expect(executable.length).toBeGreaterThan(1);
  for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);
  // A fresh nonce for every page.
  const again = (await request.get('/')).headers()['content-security-policy']!;
  expect(again).not.toContain(nonce);

  const script = /src="([^"]+\.js)"/.exec(scripts.join(' '))![1]!;
  expectHeaders((await request.get(script)).headers(), 'a Next.js file');
  expectHeaders((await request.get('/v3/store/app/initialize/KOR')).headers(), 'an API answer');
  const picture = await page.locator('img[src*="/media/"]').first().getAttribute('src');
  expectHeaders((await request.get(picture!)).headers(), 'a media file');

  // The prerendered 404 page has no nonce: its first-paint script passes by its hash (and the
  // policy watch of this file fails the test if it did not).
  await page.goto('/no-such-page-at-all');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--vh')))
    .toMatch(/px$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header opens a full-screen menu with the categories from app initialisation', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    expect(box.height).toBeGreaterThanOrEqual(800);
    // Galleries shows on a mobile device (rules §2).
    await expect(menu.getByRole('link', { name: 'Galleries' }).first()).toBeVisible();
    await menu.getByRole('button', { name: 'Marketplace' }).click();
    await expect(menu.locator('a[href$="/works?group_handle=painting"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/mobile-menu.png' });
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});
