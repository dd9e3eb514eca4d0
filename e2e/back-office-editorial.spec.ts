// The back office's editorial screens (issue 10): an operator adds a rolling banner and a FAQ
// entry in /admin and a visitor then finds them on the home page and the FAQ; the galleries and
// exhibitions screens are shot on a desktop in English and Korean.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import enAdmin from '../locales/en/admin.json';
import koAdmin from '../locales/ko/admin.json';

const OPERATOR = { email: 'operator@example.com', password: 'operator2026' };
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/back-office-${name}.png`, fullPage: true });
const fields = enAdmin.editorial.fields;

async function signIn(context: BrowserContext) {
  const response = await context.request.post('/v3/store/customer/sign-in', { data: OPERATOR });
  expect(response.ok(), await response.text()).toBe(true);
}

test('an operator adds a rolling banner and a FAQ entry; the store shows both', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const bannerTitle = `Winter Light ${stamp}`;
  const question = `Can I collect a work in person? (${stamp})`;

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(context);
  const page = await context.newPage();
  await page.goto('/admin/editorial');
  await expect(
    page.getByRole('heading', { name: enAdmin.editorial.editorial.title, level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('admin-rolling-banners').first()).toBeVisible();

  await page.getByRole('button', { name: enAdmin.editorial.new['rolling-banners'] }).click();
  const banner = page.getByTestId('rolling-banners-form');
  await banner.getByRole('textbox', { name: fields.title_en, exact: true }).fill(bannerTitle);
  await banner
    .getByRole('textbox', { name: fields.title_ko, exact: true })
    .fill(`겨울 빛 ${stamp}`);
  await banner
    .getByRole('textbox', { name: fields.subtitle_en, exact: true })
    .fill('New works on view');
  await banner
    .getByRole('textbox', { name: fields.link_url, exact: true })
    .fill('/exhibition-list');
  await banner.getByRole('textbox', { name: fields.rank, exact: true }).fill('-100');
  await shot(page, 'editorial-banner-form-en-1440');
  await banner.getByRole('button', { name: enAdmin.catalogue.save }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByTestId('admin-rolling-banners').first()).toContainText(bannerTitle);
  await shot(page, 'editorial-banners-en-1440');

  await page.getByRole('tab', { name: enAdmin.editorial.kinds.faqs }).click();
  await page.getByRole('button', { name: enAdmin.editorial.new.faqs }).click();
  const faq = page.getByTestId('faqs-form');
  await faq.getByRole('combobox', { name: fields.category, exact: true }).selectOption('shipping');
  await faq.getByRole('textbox', { name: fields.question_en, exact: true }).fill(question);
  await faq
    .getByRole('textbox', { name: fields.question_ko, exact: true })
    .fill(`작품을 직접 찾아갈 수 있나요? (${stamp})`);
  await faq
    .getByRole('textbox', { name: fields.answer_en, exact: true })
    .fill('Yes, at the gallery, by appointment.');
  await faq
    .getByRole('textbox', { name: fields.answer_ko, exact: true })
    .fill('네, 예약 후 갤러리에서 받으실 수 있습니다.');
  await faq.getByRole('button', { name: enAdmin.catalogue.save }).click();
  await expect(faq).toBeHidden();
  await expect(page.getByTestId('admin-faqs').filter({ hasText: question })).toBeVisible();
  await shot(page, 'editorial-faq-en-1440');

  // A visitor: the banner leads the home carousel, the question is in the FAQ (both languages).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/');
  await expect(visitor.getByText(bannerTitle).first()).toBeVisible();
  await visitor.goto('/faq');
  await expect(visitor.getByText(question)).toBeVisible();
  await visitor.goto('/ko/faq');
  await expect(visitor.getByText(`작품을 직접 찾아갈 수 있나요? (${stamp})`)).toBeVisible();

  // The galleries and exhibitions screens (an exhibition open with its highlights).
  await page.goto('/admin/galleries');
  await expect(page.getByTestId('admin-institutions').first()).toBeVisible();
  await shot(page, 'galleries-en-1440');
  await page.goto('/admin/exhibitions');
  await page
    .getByTestId('admin-exhibitions')
    .first()
    .getByRole('button', { name: enAdmin.catalogue.edit })
    .click();
  await expect(page.getByTestId('exhibitions-form')).toBeVisible();
  await expect(page.getByRole('heading', { name: enAdmin.editorial.highlights })).toBeVisible();
  await shot(page, 'exhibitions-en-1440');
  await page.goto('/ko/admin/exhibitions?tab=fairs');
  await expect(page.getByTestId('admin-fairs').first()).toBeVisible();
  await expect(
    page.getByRole('heading', { name: koAdmin.editorial.exhibitions.title, level: 1 }),
  ).toBeVisible();
  await shot(page, 'fairs-ko-1440');
  await page.goto('/ko/admin/galleries?tab=categories');
  await expect(page.getByTestId('admin-categories').first()).toBeVisible();
  await shot(page, 'categories-ko-1440');
});
