// Journeys of the back office's customer care (issue 10): an operator creates a coupon and issues
// it to a customer, who finds it among their coupons; blocks the customer, whose sign-in is then
// refused in Korean, and unblocks them; handles a contact request in the inbox. The screens are
// shot at 1440px in English, and the coupons in Korean.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import koAccount from '../locales/ko/account.json';
import enAdmin from '../locales/en/admin.json';
import koAdmin from '../locales/ko/admin.json';

const OPERATOR = { email: 'operator@example.com', password: 'operator2026' };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/back-office-${name}.png`, fullPage: true });
const c = enAdmin.coupons;

async function signIn(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/v3/store/customer/sign-in', {
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

test('an operator issues a coupon to a customer, then blocks and unblocks them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const customer = await browser.newContext();
  const email = `hana.${stamp}@example.com`;
  const signedUp = await customer.request.post('/v3/store/customer/sign-up', {
    data: { first_name: 'Hana', last_name: 'Lee', email, password: 'gallery2026' },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);
  const customerToken = ((await signedUp.json()) as { accessToken: string }).accessToken;

  const operator = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(operator, OPERATOR.email, OPERATOR.password);
  const page = await operator.newPage();

  // A new coupon: 10% off every artwork, up to ₩50,000.
  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { name: c.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: c.new }).click();
  const form = page.getByTestId('coupon-form');
  const code = `HANA-${stamp}`.toUpperCase();
  await form.getByLabel(c.fields.code).fill(code);
  await form.getByLabel(c.fields.title_en).fill('Welcome back, collector');
  await form.getByLabel(c.fields.title_ko).fill('다시 오신 컬렉터께');
  await form.getByLabel(c.fields.off_amount).fill('10');
  await form.getByLabel(c.fields.max_amount).fill('50000');
  await shot(page, 'coupon-form-en-1440');
  await form.getByRole('button', { name: enAdmin.catalogue.save }).click();
  const row = page.getByTestId('admin-coupon').filter({ hasText: code });
  await expect(row).toContainText('10% (up to ₩50,000)');

  // Issued to the customer by e-mail; issuing twice gives nobody a second one.
  await row.getByRole('button', { name: c.issue }).click();
  const issue = row.getByTestId('issue-form');
  await issue.getByLabel(c.customer).fill(email);
  await shot(page, 'coupon-issue-en-1440');
  await issue.getByRole('button', { name: c.issue }).click();
  await expect(
    page.getByText(c.issued_one.replace('{{count}}', '1').replace('{{already}}', '0')),
  ).toBeVisible();
  await expect(row).toContainText(c.counts.replace('{{issued}}', '1').replace('{{used}}', '0'));
  await shot(page, 'coupons-en-1440');

  const mine = await customer.request.get('/v3/store/coupon/my-coupons', {
    headers: { authorization: `Bearer ${customerToken}` },
  });
  const { coupons } = (await mine.json()) as { coupons: { code: string; status: string }[] };
  expect(coupons).toContainEqual(expect.objectContaining({ code, status: 'available' }));

  // Blocked with a reason: the customer's token stops at once, sign-in says why (in Korean).
  await page.goto('/admin/customers');
  const search = page.getByRole('searchbox', { name: enAdmin.customers.search });
  await search.fill(email);
  await search.press('Enter');
  const person = page.getByTestId('admin-customer').filter({ hasText: email });
  await person.getByRole('button', { name: enAdmin.customers.block }).click();
  await person.getByLabel(enAdmin.customers.blockReason).fill('Card fraud reported by the bank');
  await person.getByRole('button', { name: enAdmin.customers.block }).click();
  await expect(person).toHaveAttribute('data-blocked', 'true');
  await expect(person).toContainText('Card fraud reported by the bank');
  await shot(page, 'customers-blocked-en-1440');
  const info = await customer.request.get('/v3/store/customer/info', {
    headers: { authorization: `Bearer ${customerToken}` },
  });
  expect(info.status()).toBe(401);

  const visitor = await customer.newPage();
  await visitor.goto('/ko/sign-in');
  await visitor.getByLabel(koAccount.signIn.email).fill(email);
  await visitor.getByLabel(koAccount.signIn.password).fill('gallery2026');
  await visitor.getByRole('button', { name: koAccount.signIn.submit, exact: true }).click();
  await expect(visitor.getByText(koAccount.messages.accountBlocked).first()).toBeVisible();
  await visitor.screenshot({ path: 'test-results/back-office-sign-in-blocked-ko.png' });

  // Unblocked: they sign in again.
  await person.getByRole('button', { name: enAdmin.customers.unblock }).click();
  await person.getByLabel(enAdmin.customers.unblockReason).fill('The bank withdrew the report');
  await person.getByRole('button', { name: enAdmin.customers.unblock }).click();
  await expect(person).not.toHaveAttribute('data-blocked', 'true');
  const again = await customer.request.post('/v3/store/customer/sign-in', {
    data: { email, password: 'gallery2026' },
  });
  expect(again.status()).toBe(200);

  // The coupons screen in Korean.
  await page.goto('/ko/admin/coupons');
  await expect(page.getByRole('heading', { name: koAdmin.coupons.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('admin-coupon').filter({ hasText: code })).toBeVisible();
  await shot(page, 'coupons-ko-1440');
});

test('an operator takes up a contact request and closes it with a note', async ({ browser }) => {
  const visitor = await browser.newContext();
  const sent = await visitor.request.post('/v3/store/contact', {
    // A visitor of an address of its own: the contact journey's per-address limit stays whole.
    headers: { 'x-forwarded-for': '203.0.113.7' },
    data: {
      type: 'enroll_gallery',
      name: 'Seo-yeon Park',
      email: `seoyeon.${Date.now()}@example.com`,
      organization: 'Gallery Haneul',
      message:
        'We represent six painters from Busan and would like to show their new work on Artmarket.',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  const operator = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(operator, OPERATOR.email, OPERATOR.password);
  const page = await operator.newPage();
  await page.goto('/admin');
  await expect(page.getByTestId('tile-contacts_new')).toBeVisible();
  await page.getByTestId('tile-contacts_new').getByRole('link').click();
  await expect(page.getByRole('heading', { name: enAdmin.contacts.title, level: 1 })).toBeVisible();
  await page.getByLabel(enAdmin.contacts.type).selectOption('enroll_gallery');
  const item = page.getByTestId('admin-contact').filter({ hasText: 'Gallery Haneul' }).first();
  await expect(item).toContainText(enAdmin.contacts.statuses.new);
  await shot(page, 'contacts-en-1440');
  await item.getByRole('link', { name: 'Gallery Haneul' }).click();

  const form = page.getByTestId('contact-form');
  await expect(page.getByText('six painters from Busan')).toBeVisible();
  await form.getByLabel(enAdmin.contacts.fields.status).selectOption('in_progress');
  await form.getByLabel(enAdmin.contacts.fields.note).fill('Sent the partner terms on 25 Nov.');
  await form.getByRole('button', { name: enAdmin.contacts.save }).click();
  await expect(page.getByText(enAdmin.contacts.saved)).toBeVisible();
  await expect(page.getByTestId('contact-status')).toHaveText(
    enAdmin.contacts.statuses.in_progress,
  );
  await shot(page, 'contact-detail-en-1440');

  await form.getByLabel(enAdmin.contacts.fields.status).selectOption('closed');
  await form.getByRole('button', { name: enAdmin.contacts.save }).click();
  await expect(page.getByTestId('contact-status')).toHaveText(enAdmin.contacts.statuses.closed);
  await expect(form.getByLabel(enAdmin.contacts.fields.note)).toHaveValue(
    'Sent the partner terms on 25 Nov.',
  );
});
