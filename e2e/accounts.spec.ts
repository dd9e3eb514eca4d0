// Journey (issue 4): sign up, verify the e-mail with the code from the dev outbox, sign out,
// sign in through the guard's `before`, edit the profile, add two addresses and change the
// default, change the password, sign out; in English and in Korean.
import { expect, test, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCommon from '../locales/en/common.json';
import koAccount from '../locales/ko/account.json';
import koCommon from '../locales/ko/common.json';

import { fromThisMachine } from './collector-month-helpers';
// A visitor address of its own: per-address limits (30 sign-ups an hour) are this journey's alone.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.11' } });

const locales = [
  { name: 'English', prefix: '', a: enAccount, c: enCommon, first: 'Minji', last: 'Kim' },
  { name: 'Korean', prefix: '/ko', a: koAccount, c: koCommon, first: '민지', last: '김' },
] as const;

async function latestCode(page: Page, recipient: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/v3/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
        { headers: fromThisMachine },
      );
      const { messages } = (await response.json()) as {
        messages: { payload: { code?: string } }[];
      };
      code = messages[0]?.payload.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

for (const { name, prefix, a, c, first, last } of locales) {
  test(`${name}: sign up, verify, sign out, sign in, profile, addresses, password, sign out`, async ({
    page,
  }) => {
    const email = `journey.${name.toLowerCase()}.${Date.now()}@example.com`;
    const password = 'gallery2026';

    // Sign up: the new account lands on its profile.
    await page.goto(`${prefix}/sign-up`);
    await expect(page.getByRole('heading', { name: a.signUp.title })).toBeVisible();
    await page.getByLabel(a.signUp.firstName).fill(first);
    await page.getByLabel(a.signUp.lastName).fill(last);
    await page.getByLabel(a.signUp.email).fill(email);
    await page.getByLabel(a.signUp.password, { exact: true }).fill(password);
    await page.getByLabel(a.signUp.confirmPassword).fill(password);
    await page.getByRole('button', { name: a.signUp.submit }).click();
    await expect(page).toHaveURL(`${prefix}/my-page/info`);
    await expect(page.getByRole('heading', { name: a.info.title, level: 1 })).toBeVisible();
    await expect(page.getByText(a.info.notVerified)).toBeVisible();

    // Verify the e-mail with the code read from the outbox.
    await page.getByRole('button', { name: a.info.verify }).click();
    const code = await latestCode(page, email);
    await page.getByLabel(a.info.code).fill(code);
    await page.getByRole('button', { name: a.info.confirm }).click();
    await expect(page.getByText(a.info.verified, { exact: true })).toBeVisible();

    // The dev outbox page shows the code too (development pages answer this machine only).
    await page.setExtraHTTPHeaders(fromThisMachine);
    await page.goto(`${prefix}/dev/outbox`);
    await expect(page.getByTestId('outbox-code').first()).toHaveText(code);

    // Sign out from the header.
    await page.goto(`${prefix}/`);
    await page.getByRole('button', { name: c.auth.welcome.replace('{{name}}', first) }).click();
    await page.getByRole('button', { name: c.auth.signOut }).click();
    await expect(page.getByText(c.auth.signedOut)).toBeVisible();
    await expect(page.getByRole('link', { name: c.auth.signIn })).toBeVisible();

    // The guard sends the signed-out visitor to sign-in, and sign-in comes back.
    await page.goto(`${prefix}/my-page/info`);
    await expect(page).toHaveURL(`${prefix}/sign-in?before=%2Fmy-page%2Finfo`);
    await page.getByLabel(a.signIn.email).fill(email);
    await page.getByLabel(a.signIn.password).fill(password);
    await page.getByRole('button', { name: a.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/my-page/info`);

    // Edit the profile.
    const profile = page.getByRole('form', { name: a.info.profile });
    await profile.getByLabel(a.info.firstName).fill(`${first}a`);
    await profile.getByRole('button', { name: a.info.saveProfile }).click();
    await expect(page.getByText(a.info.saved)).toBeVisible();

    // Two addresses; the first becomes the default, then the second is made the default.
    const addAddress = async (nickname: string, postal: string, street: string) => {
      await page.getByRole('button', { name: a.address.add }).click();
      const form = page.getByRole('form', { name: a.address.newTitle });
      await form.getByLabel(a.address.nickname).fill(nickname);
      await form.getByLabel(a.address.postalCode).fill(postal);
      await form.getByLabel(a.address.street).fill(street);
      await form.getByLabel(a.address.detail).fill('3F');
      await form.getByLabel(a.address.phone).fill('01012345678');
      await form.getByRole('button', { name: a.address.save }).click();
      await expect(page.getByRole('listitem', { name: nickname })).toBeVisible();
    };
    await addAddress('Home', '06236', '152 Teheran-ro, Gangnam-gu, Seoul');
    await expect(page.getByTestId('default-address')).toContainText('Home');
    await addAddress('Studio', '04524', '39 Eulji-ro, Jung-gu, Seoul');
    await page
      .getByRole('listitem', { name: 'Studio' })
      .getByRole('button', { name: a.address.setDefault })
      .click();
    await expect(page.getByTestId('default-address')).toContainText('Studio');
    await page.reload();
    await expect(page.getByTestId('default-address')).toContainText('Studio');

    // Change the password.
    await page.getByLabel(a.info.currentPassword).fill(password);
    await page.getByLabel(a.info.newPassword, { exact: true }).fill('gallery2027');
    await page.getByLabel(a.info.confirmPassword).fill('gallery2027');
    await page.getByRole('button', { name: a.info.changePassword }).click();
    await expect(page.getByText(a.messages.passwordUpdated)).toBeVisible();

    await page.screenshot({ path: `test-results/my-info-${name}.png`, fullPage: true });

    // Sign out; the account area is signed out again.
    await page
      .getByRole('button', { name: c.auth.welcome.replace('{{name}}', `${first}a`) })
      .click();
    await page.getByRole('button', { name: c.auth.signOut }).click();
    await expect(page.getByText(c.auth.signedOut)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/sign-in\\?before=`));
  });
}

test('guards: every signed-in-only page sends a signed-out visitor to sign-in with before', async ({
  page,
}) => {
  for (const path of ['/my-page/info', '/purchase/cart_1', '/order-detail/o_1', '/consign/e_1']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/sign-in?before=${encodeURIComponent(path)}`);
  }
  await page.goto('/ko/my-page/info?tab=1');
  await expect(page).toHaveURL(`/ko/sign-in?before=${encodeURIComponent('/my-page/info?tab=1')}`);
});

test('a signed-in visitor on sign-in goes home when it is the first page, else to before', async ({
  page,
}) => {
  const email = `guard.${Date.now()}@example.com`;
  await page.goto('/sign-up');
  await page.getByLabel(enAccount.signUp.firstName).fill('Jiho');
  await page.getByLabel(enAccount.signUp.lastName).fill('Park');
  await page.getByLabel(enAccount.signUp.email).fill(email);
  await page.getByLabel(enAccount.signUp.password, { exact: true }).fill('gallery2026');
  await page.getByLabel(enAccount.signUp.confirmPassword).fill('gallery2026');
  await page.getByRole('button', { name: enAccount.signUp.submit }).click();
  await expect(page).toHaveURL('/my-page/info');

  // A new tab (a new session history) opening sign-in first goes home.
  const fresh = await page.context().newPage();
  await fresh.goto('/sign-in?before=%2Fworks');
  await expect(fresh).toHaveURL('/');
  await fresh.close();

  // Coming from another page, it follows before.
  await page.goto('/faq');
  await page.goto('/sign-in?before=%2Fworks');
  await expect(page).toHaveURL('/works');
});

test('social sign-in through the local provider: a new account gives its details and is signed in', async ({
  page,
}) => {
  await page.goto('/works');
  await page.goto('/sign-in?before=%2Fworks');
  await page.getByRole('button', { name: enAccount.signIn.google }).click();
  // The provider signs in and consents, then sends the browser back to /google-auth.
  await expect(page).toHaveURL(/\/sign-up\/detail\?before=%2Fworks$/, { timeout: 20_000 });
  await expect(page.getByLabel(enAccount.signUp.firstName)).toHaveValue('Seoyeon');
  await page.getByRole('button', { name: enAccount.signUpDetail.submit }).click();
  await expect(page).toHaveURL('/works');
  await expect(
    page.getByRole('button', { name: enCommon.auth.welcome.replace('{{name}}', 'Seoyeon') }),
  ).toBeVisible();

  // Signed out, Kakao signs the same person in again (linked by subject's verified e-mail).
  await page
    .getByRole('button', { name: enCommon.auth.welcome.replace('{{name}}', 'Seoyeon') })
    .click();
  await page.getByRole('button', { name: enCommon.auth.signOut }).click();
  await page.goto('/ko/sign-in');
  await page.getByRole('button', { name: koAccount.signIn.kakao }).click();
  await expect(page).toHaveURL(/\/ko$/, { timeout: 20_000 });
  await expect(
    page.getByRole('button', { name: koCommon.auth.welcome.replace('{{name}}', 'Seoyeon') }),
  ).toBeVisible();
});
