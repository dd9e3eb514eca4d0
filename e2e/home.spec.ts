// Journey: a first-time visitor opens the home page in English and in Korean.
import { expect, test, type Page } from '@playwright/test';

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
  await page.getByRole('link', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the web view hides header and footer with hideHeaderFooter=true', async ({ page }) => {
  await page.goto('/?hideHeaderFooter=true');
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
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
    // Galleries shows on a mobile device (SPEC §2).
    await expect(menu.getByRole('link', { name: 'Galleries' }).first()).toBeVisible();
    await menu.getByRole('button', { name: 'Marketplace' }).click();
    await expect(menu.locator('a[href$="/works?group_handle=painting"]')).toBeVisible();
    await page.screenshot({ path: 'test-results/mobile-menu.png' });
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});
