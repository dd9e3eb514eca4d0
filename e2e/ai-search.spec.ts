// Issue 7: the AI search from the header, in Korean and in English: the understood filters and
// preferences as chips, results that keep the filters, and a removed chip widening the results.
import { expect, test, type Page, type Response } from '@playwright/test';

interface SearchAnswer {
  q: string | null;
  count: number;
  artworks: { price: { krw: number; display: { amount: number; currency: string } } | null }[];
}

const isSearch = (response: Response) =>
  response.url().includes('/ai/api/v1/search') && response.request().method() === 'POST';

async function searchFromHeader(page: Page, home: string, query: string): Promise<SearchAnswer> {
  await page.goto(home);
  const box = page.getByRole('search').first().getByRole('searchbox');
  await box.fill(query);
  const answer = page.waitForResponse(isSearch);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/works-search\?q=/);
  return (await (await answer).json()) as SearchAnswer;
}

/** The count beside the results' heading ('135점', '193 works'). */
const countOf = async (page: Page) =>
  Number(
    (
      await page
        .getByRole('region', { name: /^(Results|검색 결과)$/ })
        .locator('p')
        .first()
        .innerText()
    ).replace(/[^0-9]/g, ''),
  );

test('Korean: 200만원 이하 푸른 추상화 → chips, works under ₩2,000,000, the price chip removed widens', async ({
  page,
}) => {
  const answer = await searchFromHeader(page, '/ko', '200만원 이하 푸른 추상화');
  const chips = page.getByRole('region', { name: '이렇게 이해했어요' }).getByRole('link');
  await expect(chips).toHaveText([/조건\s*200만원 이하/, /우선\s*파란색/, /우선\s*추상/]);
  expect(answer.artworks.length).toBeGreaterThan(0);
  for (const artwork of answer.artworks) expect(artwork.price!.krw).toBeLessThanOrEqual(2_000_000);
  await expect(page.locator('main article').first()).toBeVisible();
  const before = await countOf(page);
  expect(before).toBe(answer.count);

  const widened = page.waitForResponse(isSearch);
  await page.getByRole('link', { name: '검색에서 “200만원 이하” 빼기' }).click();
  await expect(page).toHaveURL(/q=%ED%91%B8%EB%A5%B8/); // 푸른 …
  const wider = (await (await widened).json()) as SearchAnswer;
  await expect(chips).toHaveCount(2);
  await expect(page.getByRole('search').first().getByRole('searchbox')).toHaveValue('푸른 추상화');
  expect(wider.count).toBeGreaterThan(before);
  await expect.poll(() => countOf(page)).toBe(wider.count);
  expect(wider.artworks.some((a) => (a.price?.krw ?? 0) > 2_000_000)).toBe(true);
});

test('English: calm landscape under $3,000 → chips, prices in dollars under $3,000, the price chip removed widens', async ({
  page,
}) => {
  const answer = await searchFromHeader(page, '/en', 'calm landscape under $3,000');
  const chips = page.getByRole('region', { name: 'Understood as' }).getByRole('link');
  await expect(chips).toHaveText([
    /Favoured\s*Calm/,
    /Favoured\s*Landscape/,
    /Only\s*Under \$3,000/,
  ]);
  expect(answer.artworks.length).toBeGreaterThan(0);
  for (const artwork of answer.artworks) {
    expect(artwork.price!.display.currency).toBe('usd');
    expect(artwork.price!.display.amount).toBeLessThanOrEqual(300_000); // cents
  }
  // Prices on the cards are in dollars (a work to be released soon shows no price).
  await expect(page.locator('main article', { hasText: '$' }).first()).toBeVisible();
  const before = await countOf(page);

  const widened = page.waitForResponse(isSearch);
  await page.getByRole('link', { name: 'Remove “Under $3,000” from the search' }).click();
  const wider = (await (await widened).json()) as SearchAnswer;
  expect(wider.q).toBe('calm landscape');
  await expect(chips).toHaveCount(2);
  expect(wider.count).toBeGreaterThan(before);
  await expect.poll(() => countOf(page)).toBe(wider.count);
  await page.screenshot({ path: 'test-results/ai-search-en.png' });
});
