// Journey: a visitor changes language and currency in the modal, and back again.
import { expect, test, type Page } from '@playwright/test';

async function currencyCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'Currency');
}

test('English offers four currencies; applying EUR stores the Currency cookie at path /', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Language and currency: English, USD/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(520);
  for (const label of ['EUR €', 'KRW ₩', 'THB ฿', 'USD $']) {
    await expect(dialog.getByRole('radio', { name: label })).toBeEnabled();
  }
  await page.screenshot({ path: 'test-results/modal-en.png' });
  await dialog.getByRole('radio', { name: 'EUR €' }).check({ force: true });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: /Language and currency: English, EUR/ }),
  ).toBeVisible();
  const cookie = await currencyCookie(page);
  expect(cookie?.value).toBe('eur');
  expect(cookie?.path).toBe('/');

  // The server renders the next page from the cookie.
  await page.reload();
  await expect(
    page.getByRole('button', { name: /Language and currency: English, EUR/ }),
  ).toBeVisible();
});

test('Korean forces KRW with the KRW-only note, switches locale, and English comes back', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Language and currency/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /한국어/ }).check({ force: true });
  await expect(dialog.getByRole('note')).toContainText('KRW');
  await expect(dialog.getByRole('radio', { name: 'USD $' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'KRW ₩' })).toBeChecked();
  await page.screenshot({ path: 'test-results/modal-ko-choice.png' });
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/\/ko\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('button', { name: /언어 및 통화: 한국어, KRW/ })).toBeVisible();
  expect((await currencyCookie(page))?.value).toBe('krw');

  // Back to English with US dollars.
  await page.getByRole('button', { name: /언어 및 통화/ }).click();
  const again = page.getByRole('dialog');
  await again.getByRole('radio', { name: /English/ }).check({ force: true });
  await again.getByRole('radio', { name: 'USD $' }).check({ force: true });
  await again.getByRole('button', { name: '적용하기' }).click();
  await expect(page).not.toHaveURL(/\/ko/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('button', { name: /Language and currency: English, USD/ }),
  ).toBeVisible();
  expect((await currencyCookie(page))?.value).toBe('usd');
});

test('a stored non-KRW currency is shown as KRW on Korean pages', async ({ page, context }) => {
  await context.addCookies([{ name: 'Currency', value: 'usd', url: 'http://localhost' }]);
  await page.goto('/ko');
  await expect(page.getByRole('button', { name: /언어 및 통화: 한국어, KRW/ })).toBeVisible();
});
