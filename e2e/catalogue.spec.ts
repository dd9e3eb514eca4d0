// Journey: a visitor browses the catalogue beyond the marketplace — artists, galleries,
// exhibitions, the FAQ and the information pages — in English and in Korean, on a desktop and
// on a phone; search engines find the sitemap and robots.txt.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BANNER_DELAY_MS } from '../components/home/banner-rules';

function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  // The browser reports a failed request a second time as a console message without its URL.
  return () => errors.filter((e) => !/^Failed to load resource/.test(e));
}

async function first<T>(request: APIRequestContext, path: string, key: string): Promise<T> {
  const response = await request.get(path, { headers: { 'accept-language': 'en' } });
  expect(response.ok(), path).toBeTruthy();
  const body = await response.json();
  expect(body[key]?.length, `${path} ${key}`).toBeGreaterThan(0);
  return body[key][0] as T;
}

interface Handles {
  artist: string;
  gallery: string;
  exhibition: string;
  solo: string;
  fairToken: string;
  fairHandle: string;
}

async function handles(request: APIRequestContext): Promise<Handles> {
  const artist = await first<{ handle: string }>(request, '/v3/store/artists?limit=1', 'artists');
  const gallery = await first<{ handle: string }>(
    request,
    '/v3/store/institution?limit=1',
    'institutions',
  );
  const current = await (await request.get('/v3/store/exhibition?status=current&limit=50')).json();
  const exhibitions = current.exhibitions as { handle: string; type: string }[];
  const init = await (await request.get('/v3/store/app/initialize/KOR')).json();
  return {
    artist: artist.handle,
    gallery: gallery.handle,
    exhibition: exhibitions.find((e) => e.type === 'group')!.handle,
    solo: exhibitions.find((e) => e.type === 'solo')!.handle,
    fairToken: init.fairs[0].token,
    fairHandle: init.fairs[0].handle,
  };
}

async function visit(page: Page, path: string, heading?: RegExp | string) {
  const errors = watchConsole(page);
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lazy images below the fold load as the visitor scrolls.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  await page.waitForLoadState('networkidle');
  expect(errors(), path).toEqual([]);
}

for (const locale of ['en', 'ko'] as const) {
  const prefix = locale === 'ko' ? '/ko' : '';
  const text = {
    en: {
      artists: 'Artists',
      galleries: 'Galleries',
      exhibitions: 'Exhibitions',
      faq: 'Frequently asked questions',
      terms: 'Terms of Service',
      privacy: 'Privacy Policy',
    },
    ko: {
      artists: '작가',
      galleries: '갤러리',
      exhibitions: '전시',
      faq: '자주 묻는 질문',
      terms: '이용약관',
      privacy: '개인정보처리방침',
    },
  }[locale];

  test.describe(`in ${locale}`, () => {
    test('the artist index searches and pages, and an artist shows biography and works', async ({
      page,
      request,
    }) => {
      const h = await handles(request);
      await visit(page, `${prefix}/artists`, text.artists);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const cards = page.locator(`main a[href*="/artist?handle="]`);
      expect(await cards.count()).toBe(20);
      // A part of a name in either language narrows the list; the URL keeps it.
      await page
        .getByRole('searchbox')
        .last()
        .fill(locale === 'ko' ? '서연' : 'Seoyeon');
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(locale === 'ko' ? '한서연' : 'Han Seoyeon');
      // Clearing the search and going to page 2 shows the rest of the index.
      await page.goto(`${prefix}/artists?page=2`);
      expect(await cards.count()).toBeGreaterThan(0);
      await expect(page.locator('main a[aria-current="page"]')).toHaveText('2');
      await visit(page, `${prefix}/artist?handle=${h.artist}`);
      await expect(page.locator('main a[href*="/work/"]').first()).toBeVisible();
      await page.screenshot({
        path: test.info().outputPath(`artist-${locale}.png`),
        fullPage: true,
      });
    });

    test('galleries list and a gallery profile with its exhibitions, artists and works', async ({
      page,
      request,
      baseURL,
    }) => {
      const h = await handles(request);
      await visit(page, `${prefix}/galleries`, text.galleries);
      expect(await page.locator('main a[href*="/gallery/"]').count()).toBeGreaterThanOrEqual(6);
      await visit(page, `${prefix}/gallery/${h.gallery}`);
      // Both languages are announced to search engines, and the shared image is absolute.
      for (const [lang, path] of [
        ['en', `/gallery/${h.gallery}`],
        ['ko', `/ko/gallery/${h.gallery}`],
      ]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          'href',
          `${baseURL}${path}`,
        );
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${prefix}/gallery/${h.gallery}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`^${baseURL}/media/`),
      );
      const works = page.locator('main a[href*="/work/"]');
      await expect(works.first()).toBeVisible();
      // Galleries holding more than a dozen works page through the rest.
      const more = page.getByRole('button', { name: locale === 'ko' ? /더 보기/ : /more work/ });
      if (await more.isVisible()) {
        const before = await works.count();
        await more.click();
        await expect.poll(() => works.count()).toBeGreaterThan(before);
      }
      await page.screenshot({
        path: test.info().outputPath(`gallery-${locale}.png`),
        fullPage: true,
      });
    });

    test('exhibitions by period, an overview, its full text and a solo show', async ({
      page,
      request,
    }) => {
      const h = await handles(request);
      await visit(page, `${prefix}/exhibition-list`, text.exhibitions);
      for (const tab of ['upcoming', 'past']) {
        await visit(page, `${prefix}/exhibition-list?tab=${tab}`, text.exhibitions);
        await expect(page.locator('main a[href*="/exhibitions/"]').first()).toBeVisible();
      }
      await visit(page, `${prefix}/exhibitions/${h.exhibition}`);
      await expect(page.locator('footer')).toHaveCount(0);
      await visit(page, `${prefix}/exhibition-detail/${h.exhibition}`);
      await expect(page.locator('main a[href*="/work/"]').first()).toBeVisible();
      await visit(page, `${prefix}/solo-exhibition/${h.solo}`);
      await expect(page.locator('footer')).toHaveCount(0);
      await page.screenshot({ path: test.info().outputPath(`solo-${locale}.png`), fullPage: true });
    });

    test('FAQ answers open in place; about, terms and privacy read in the language', async ({
      page,
    }) => {
      await visit(page, `${prefix}/faq`, text.faq);
      const question = page.locator('main button[aria-expanded]').first();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region').first()).toBeVisible();
      await visit(page, `${prefix}/about`);
      await expect(page.locator('header')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      await visit(page, `${prefix}/terms-of-service`, text.terms);
      await visit(page, `${prefix}/privacy-policy`, text.privacy);
    });

    test('the home page has banners, featured works, a search box and the newsletter', async ({
      page,
    }) => {
      await visit(page, `${prefix}/`);
      await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
      await expect(page.locator('main a[href*="/work/"]').first()).toBeVisible();
      // The newsletter answers with the server's own message (the subscribe call is a later
      // issue's: until then its 404 is reported honestly).
      await page
        .getByRole('textbox', { name: locale === 'ko' ? '이메일 주소' : 'E-mail address' })
        .fill('collector@example.com');
      await page.getByRole('button', { name: locale === 'ko' ? '구독하기' : 'Subscribe' }).click();
      await expect(page.locator('.Toastify__toast').first()).toBeVisible();
      const search = page.getByRole('search').last().getByRole('searchbox');
      await search.fill(locale === 'ko' ? '푸른 추상화' : 'blue abstract');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/works-search\?q=/);
    });
  });
}

test('the first fair’s solo-exhibition address leads to the fair page', async ({
  page,
  request,
}) => {
  const h = await handles(request);
  const response = await request.get(`/solo-exhibition/${h.fairHandle}`, { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe(`/${h.fairToken}`);
  const ko = await request.get(`/ko/solo-exhibition/${h.fairHandle}`, { maxRedirects: 0 });
  expect(ko.headers().location).toBe(`/ko/${h.fairToken}`);
  await page.goto(`/solo-exhibition/${h.fairHandle}`);
  await expect(page).toHaveURL(new RegExp(`/${h.fairToken}$`));
});

test('an unknown artist, gallery or exhibition is a 404; /artist without a handle goes to the index', async ({
  request,
}) => {
  for (const path of [
    '/gallery/no-such-gallery',
    '/exhibitions/no-such-show',
    '/artist?handle=nobody',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const bare = await request.get('/artist', { maxRedirects: 0 });
  expect(bare.status()).toBe(307);
  expect(bare.headers().location).toBe('/artists');
});

test('robots.txt points to the sitemap, which lists pages in both languages with alternates', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /my-page');
  expect(robots).toContain('Disallow: /ko/purchase');
  const response = await request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  const h = await handles(request);
  for (const path of [
    `/artist?handle=${h.artist}`,
    `/gallery/${h.gallery}`,
    `/exhibitions/${h.exhibition}`,
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path.replace('&', '&amp;')}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/ko${path.replace('&', '&amp;')}</loc>`);
  }
  expect(xml).toMatch(/<loc>[^<]+\/work\/[^<]+<\/loc>/);
  expect(xml).toContain('hreflang="x-default"');
});

test('the banners advance on their own, pause on request, and stand still for reduced motion', async ({
  page,
  browser,
}) => {
  // The page's clock is Playwright's: the banner delay passes at once instead of in real time.
  await page.clock.install();
  await page.goto('/');
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const active = carousel.locator('button[aria-current="true"]');
  await expect(active).toHaveAccessibleName(/^Show banner 1:/);
  // The slides rotate once swiper's track has loaded (its own chunk): a rotating region tells
  // assistive technology it will not announce each slide (aria-live off, WAI-ARIA's carousel).
  await expect(carousel.locator('[aria-live="off"]')).toHaveCount(1);
  // Swiper starts its timer once its slides are laid out, a moment after the track appears, and
  // the page's time also runs on by itself: it is moved on a second at a time until the next
  // banner comes, at most two delays.
  let waited = 0;
  await expect(async () => {
    if (waited < 2 * BANNER_DELAY_MS) {
      waited += 1_000;
      await page.clock.fastForward(1_000);
    }
    await expect(active).toHaveAccessibleName(/^Show banner 2:/, { timeout: 200 });
  }).toPass({ intervals: [100] });
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await expect(carousel.getByRole('button', { name: 'Play' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Standing still, the region speaks again: a slide chosen by hand is announced.
  await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

  const still = await browser.newContext({ reducedMotion: 'reduce' });
  const calm = await still.newPage();
  await calm.clock.install();
  await calm.goto(page.url());
  const calmCarousel = calm.locator('[aria-roledescription="carousel"]');
  await expect(calmCarousel.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await calm.clock.fastForward(BANNER_DELAY_MS * 2);
  await expect(calmCarousel.locator('button[aria-current="true"]')).toHaveAccessibleName(
    /^Show banner 1:/,
  );
  await still.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('catalogue pages fit the screen in both languages', async ({ page, request }) => {
    const h = await handles(request);
    for (const path of [
      '/artists',
      `/ko/artist?handle=${h.artist}`,
      '/ko/galleries',
      `/gallery/${h.gallery}`,
      '/ko/exhibition-list',
      `/exhibitions/${h.exhibition}`,
      `/ko/solo-exhibition/${h.solo}`,
      '/ko/faq',
      '/about',
    ]) {
      await visit(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('the filter chips stay on one line and scroll sideways, so the list never jumps', async ({
    page,
  }) => {
    for (const path of ['/artists', '/ko/artists', '/ko/galleries']) {
      await visit(page, path);
      const chips = page
        .getByRole('navigation', { name: /Filter artists|작가 필터|공간 유형/ })
        .first();
      const tops = await chips
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
      expect(tops.length, path).toBeGreaterThan(2);
      expect(new Set(tops).size, `${path}: chips on one line`).toBe(1);
      // The last chip is reached by scrolling the row, not the page.
      const last = chips.getByRole('link').last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    }
  });
});
