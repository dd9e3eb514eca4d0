// Issue 32: a search nothing matches is never an empty page. The answer holds the nearest works
// with what was loosened named (rules §4.58), and the results page says so in its language above
// the works, in English and Korean on a desktop (1440 px) and a phone (390 px). Works not on sale
// never fill the list (rules §4.57): the nearest works are on sale.
import { expect, test, type Response } from '@playwright/test';

interface SearchAnswer {
  q: string | null;
  count: number;
  relaxed: { slot: string; action: string; from: string[] } | null;
  artworks: { handle: string; purchase_status: string }[];
}

const isSearch = (response: Response) =>
  response.url().includes('/ai/api/v1/search') && response.request().method() === 'POST';

const languages = [
  {
    locale: 'en',
    query: 'unicorn',
    notice: 'Nothing matched “unicorn”, so here are popular works on sale instead.',
    results: 'Results',
  },
  {
    locale: 'ko',
    query: '유니콘',
    notice: '“유니콘”에 맞는 작품이 없어, 지금 구매할 수 있는 인기 작품을 대신 보여 드려요.',
    results: '검색 결과',
  },
] as const;

const screens = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

const cases = languages.flatMap((language) =>
  screens.map((screen) => ({ ...language, ...screen })),
);

for (const c of cases) {
  test.describe(`${c.locale} on a ${c.name} (${c.viewport.width} px)`, () => {
    test.use({ viewport: c.viewport, isMobile: c.isMobile, hasTouch: c.isMobile });

    test(`'${c.query}' matches nothing: the nearest works on sale, with the loosened words named`, async ({
      page,
    }) => {
      const answered = page.waitForResponse(isSearch, { timeout: 30_000 });
      await page.goto(`/${c.locale}/works-search?q=${encodeURIComponent(c.query)}`);
      const answer = (await (await answered).json()) as SearchAnswer;
      expect(answer.relaxed).toMatchObject({ slot: 'keywords', from: [c.query] });
      expect(answer.artworks.length).toBeGreaterThan(0);
      expect(answer.artworks.every((artwork) => artwork.purchase_status === 'on_sale')).toBe(true);

      const notice = page.getByTestId('search-relaxed');
      await expect(notice).toHaveText(c.notice);
      await expect(notice).toHaveAttribute('role', 'status');
      // The works follow the notice, the first of them the answer's first.
      const results = page.getByRole('region', { name: c.results, exact: true });
      await expect(results).toBeVisible();
      const firstCard = results.locator('article').first();
      await expect(firstCard).toBeVisible();
      await expect(
        firstCard.locator(`a[href*="/work/${answer.artworks[0]!.handle}"]`).first(),
      ).toBeAttached();
      // No empty state beside them.
      await expect(page.locator('#search-empty')).toHaveCount(0);
      await page.screenshot({ path: `test-results/search-nearest-${c.locale}-${c.name}.png` });
    });
  });
}
