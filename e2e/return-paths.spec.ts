// Journey (issue 30, design §4 "Public origin"): a sign-in link whose `before` tries to leave the
// site — control characters a browser strips, protocol-relative and backslash forms, other
// schemes and origins, encodings a later decoding would undo — keeps the visitor on this site,
// both after signing in with the form and when a signed-in visitor opens it.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCommon from '../locales/en/common.json';
import { NAVIGATION_HISTORY_KEY } from '../store/navigation-history';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.34' } });

const hostile = [
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r/evil.example/x',
  '/%09/evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\/evil.example/x',
  'javascript:alert(document.domain)',
  'data:text/html,<h1>evil</h1>',
  'https://evil.example/x',
  '/%252F%252Fevil.example/x',
  ' //evil.example/x',
  '/%2F/evil.example/x',
  '/..//evil.example/x',
];

const password = 'gallery2026';

/** Records every request and navigation that leaves this site. */
async function watchForEscapes(context: BrowserContext): Promise<string[]> {
  const escapes: string[] = [];
  await context.route(
    (url) => url.hostname.includes('evil.example') || url.protocol === 'data:',
    async (route) => {
      escapes.push(route.request().url());
      await route.abort();
    },
  );
  return escapes;
}

/**
 * Opens `path` and waits until the app has written it to the session's navigation history, so
 * that the sign-in guard's "back one page" has a page to go back to (the entry is written after
 * hydration, which may come after the load event on a busy machine).
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // The history keeps the router's path, without the locale prefix.
  const recorded = path.replace(/^\/ko(?=\/|$)/, '') || '/';
  await page.waitForFunction(
    ([key, expected]) => (sessionStorage.getItem(key) ?? '').includes(expected),
    [NAVIGATION_HISTORY_KEY, JSON.stringify(recorded)] as const,
    { timeout: 10_000 },
  );
}

/** The page is this site's (the e2e server on localhost) at `path`. */
function expectOnSite(page: Page, path: string): Promise<void> {
  return expect(page).toHaveURL((url) => url.hostname === 'localhost' && url.pathname === path);
}

test('signing in with a hostile before stays on the site', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const escapes = await watchForEscapes(context);
  const email = `return.${Date.now().toString(36)}@example.com`;
  const signedUp = await context.request.post('/v3/store/customer/sign-up', {
    data: { first_name: 'Dahye', last_name: 'Yoon', email, password },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  await context.clearCookies();
  const page = await context.newPage();

  for (const before of hostile) {
    await test.step(`before=${JSON.stringify(before)}`, async () => {
      await page.goto(`/sign-in?before=${encodeURIComponent(before)}`);
      await page.getByLabel(enAccount.signIn.email).fill(email);
      await page.getByLabel(enAccount.signIn.password).fill(password);
      await page.getByRole('button', { name: enAccount.signIn.submit }).click();
      // A before that is not a page of this site is dropped: the sign-in ends at home.
      await expectOnSite(page, '/');
      await expect(
        page.getByRole('button', { name: enCommon.auth.welcome.replace('{{name}}', 'Dahye') }),
      ).toBeVisible();
      await context.clearCookies();
    });
  }
  expect(escapes).toEqual([]);
  await context.close();
});

test('a signed-in visitor opening sign-in with a hostile before stays on the site', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const escapes = await watchForEscapes(context);
  const email = `return.signed.${Date.now().toString(36)}@example.com`;
  const signedUp = await context.request.post('/v3/store/customer/sign-up', {
    data: { first_name: 'Yuna', last_name: 'Choi', email, password },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const page = await context.newPage();

  for (const before of hostile) {
    await test.step(`before=${JSON.stringify(before)}`, async () => {
      // Came from another page: without a before of this site the guard goes back to it.
      await visit(page, '/faq');
      await page.goto(`/sign-in?before=${encodeURIComponent(before)}`);
      await expectOnSite(page, '/faq');
    });
  }
  // The same links in Korean.
  for (const before of hostile.slice(0, 4)) {
    await visit(page, '/ko/faq');
    await page.goto(`/ko/sign-in?before=${encodeURIComponent(before)}`);
    await expectOnSite(page, '/ko/faq');
  }
  // A before of this site is still followed.
  await visit(page, '/faq');
  await page.goto(`/sign-in?before=${encodeURIComponent('/works?sort=newest')}`);
  await expectOnSite(page, '/works');
  expect(escapes).toEqual([]);
  await context.close();
});

test('the raw links of the report, as a browser receives them, stay on the site', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const escapes = await watchForEscapes(context);
  const email = `return.raw.${Date.now().toString(36)}@example.com`;
  const signedUp = await context.request.post('/v3/store/customer/sign-up', {
    data: { first_name: 'Minseo', last_name: 'Han', email, password },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const page = await context.newPage();
  for (const query of ['%2F%09%2Fevil.example%2Fx', '%2F%0A%2Fevil.example%2Fx']) {
    await visit(page, '/faq');
    await page.goto(`/sign-in?before=${query}`);
    await expectOnSite(page, '/faq');
  }
  expect(escapes).toEqual([]);
  await context.close();
});
