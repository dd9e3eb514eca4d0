// Issue 21, "search that shops": in English and Korean, on a desktop (1440 px) and a phone
// (390 px), a shopping search shows rules §2's loading line the moment it is submitted — even
// while the results page and the search answer are slow to come (both held back here) — and
// then puts works on sale first.
import { expect, test, type Page, type Response, type Route } from '@playwright/test';

interface SearchAnswer {
  q: string | null;
  count: number;
  relaxed: unknown;
  artworks: { handle: string; purchase_status: string }[];
}

const HOLD_MS = 3000;

const isSearch = (response: Response) =>
  response.url().includes('/ai/api/v1/search') && response.request().method() === 'POST';

const held = async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  await route.continue().catch(() => {});
};

/** A slow network for the search: its answer and the results page's own data come late. */
async function slowSearch(page: Page): Promise<void> {
  await page.route('**/ai/api/v1/search', held);
  await page.route(/\/_next\/data\/.*\/works-search\.json/, held);
}

/** Works on sale first: no work on sale after one that is not. */
function onSaleFirst(statuses: string[]): boolean {
  const firstOff = statuses.findIndex((status) => status !== 'on_sale');
  return firstOff < 0 || statuses.slice(firstOff).every((status) => status !== 'on_sale');
}

const cases = [
  {
    locale: 'en',
    home: '/en',
    query: 'calm landscape under $3,000',
    loading: "AI is searching for the 'calm landscape under $3,000'",
    next: 'available oil paintings',
    nextLoading: "AI is searching for the 'available oil paintings'",
  },
  {
    locale: 'ko',
    home: '/ko',
    query: '300만원 이하 차분한 풍경화',
    loading: "AI가 '300만원 이하 차분한 풍경화'을(를) 찾고 있습니다",
    next: '구매 가능한 판화',
    nextLoading: "AI가 '구매 가능한 판화'을(를) 찾고 있습니다",
  },
] as const;

const viewports = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

for (const { name, viewport, isMobile } of viewports) {
  test.describe(`on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    for (const c of cases) {
      test(`${c.locale}: '${c.query}' shows the loading line at once and puts works on sale first`, async ({
        page,
      }) => {
        await page.goto(c.home);
        await slowSearch(page);
        const box = page.getByRole('searchbox').filter({ visible: true }).first();
        await box.fill(c.query);
        const answered = page.waitForResponse(isSearch, { timeout: 30_000 });
        const submitted = Date.now();
        await box.press('Enter');
        // The loading line replaces the old page at once, long before the held page arrives.
        const loading = page.getByRole('status').filter({ hasText: c.loading });
        await expect(loading).toBeVisible({ timeout: HOLD_MS - 1000 });
        expect(Date.now() - submitted).toBeLessThan(HOLD_MS);
        await expect(page.locator('#home-search')).toHaveCount(0);

        const answer = (await (await answered).json()) as SearchAnswer;
        await expect(page).toHaveURL(/\/works-search\?q=/);
        expect(answer.relaxed).toBeNull();
        expect(answer.artworks.length).toBeGreaterThan(1);
        const statuses = answer.artworks.map((artwork) => artwork.purchase_status);
        expect(statuses[0]).toBe('on_sale');
        expect(onSaleFirst(statuses)).toBe(true);
        // The first card on screen is that first work, on sale.
        const firstCard = page.locator('main article').first();
        await expect(firstCard).toBeVisible();
        await expect(
          firstCard.locator(`a[href*="/work/${answer.artworks[0]!.handle}"]`).first(),
        ).toBeAttached();
        await expect(loading).toHaveCount(0);

        // A new search on the results page: the loading line at once again.
        const again = page.getByRole('searchbox').filter({ visible: true }).first();
        await again.fill(c.next);
        const nextAnswered = page.waitForResponse(isSearch, { timeout: 30_000 });
        await again.press('Enter');
        await expect(page.getByRole('status').filter({ hasText: c.nextLoading })).toBeVisible({
          timeout: HOLD_MS - 1000,
        });
        const nextAnswer = (await (await nextAnswered).json()) as SearchAnswer;
        // The query named the status itself: every work is on sale.
        expect(nextAnswer.artworks.length).toBeGreaterThan(0);
        expect(nextAnswer.artworks.every((a) => a.purchase_status === 'on_sale')).toBe(true);
        await expect(page.locator('main article').first()).toBeVisible();
      });
    }
  });
}
