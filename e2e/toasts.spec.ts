// Toasts (rules §8, §9): an API error shows the server's message at the top right, once, above
// an open dialog, closing by itself after 5 seconds; a known message in the visitor's language.
import { expect, test } from '@playwright/test';

test('an API error toasts once at the top right, above the open dialog, for 5 seconds', async ({
  page,
}) => {
  const message = 'The gallery is closed today.';
  let posts = 0;
  await page.route('**/v3/store/contact', async (route) => {
    posts += 1;
    expect(route.request().headers()['no-toast']).toBeUndefined();
    await route.fulfill({ status: 500, json: { message, code: 'INTERNAL' } });
  });
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Enrol as a gallery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enrol as a gallery' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Gallery name/).fill('Seomi Gallery');
  await dialog.getByLabel(/Your name/).fill('Minji Kim');
  await dialog.getByLabel(/E-mail/).fill('minji@example.com');
  await dialog.getByLabel(/Message/).fill('Is the blue painting still available?');
  await dialog.getByRole('button', { name: 'Send' }).click();

  const toast = page.locator('.Toastify__toast');
  await expect(toast).toHaveText(message);
  const shownAt = Date.now();
  await expect(toast).toHaveAttribute('role', 'alert');
  await expect(dialog).toBeVisible();

  // Hovering holds it open; Playwright hovers only what is not covered: it is above the dialog.
  await toast.hover();
  // Top right of the 1440 px viewport, once its entrance is over.
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = (await toast.boundingBox())!;
  expect(1440 - (box.x + box.width)).toBeLessThanOrEqual(24);
  expect(box.y).toBeLessThanOrEqual(24);
  // Above the dialog and its scrim: the toast is what is under the pointer there.
  const hit = await page.evaluate(
    ({ x, y }) => {
      const element = document.elementFromPoint(x, y);
      return element?.closest('.Toastify__toast')
        ? 'toast'
        : (element?.outerHTML.slice(0, 160) ?? '');
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe('toast');

  // The same message again: still one toast.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => posts).toBe(2);
  await expect(toast).toHaveCount(1);

  await page.mouse.move(10, 890);
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_500);
});

test("a known server message shows in the visitor's language", async ({ page }) => {
  await page.route('**/v3/store/subscribe', (route) =>
    route.fulfill({ status: 409, json: { message: 'No coupons available.', code: 'CONFLICT' } }),
  );
  await page.goto('/ko');
  await page.getByRole('textbox', { name: '이메일 주소' }).fill('collector@example.com');
  await page.getByRole('button', { name: '구독하기' }).click();
  await expect(page.locator('.Toastify__toast')).toHaveText('사용 가능한 쿠폰이 없습니다.');
});
