// Journey of the partner portal (issue 10): the demo partner (gallery@example.com) signs in and
// lands on the gallery's home, edits the gallery profile (read back on the public gallery page),
// creates an artwork with a picture, not for sale, then puts its edition on sale: it shows on the
// public /works list. Then the sales report with its CSV. Screens at 1440 px in English and
// 390 px in Korean.
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import enAdmin from '../locales/en/admin.json';
import koAdmin from '../locales/ko/admin.json';
import { PARTNER, signIn } from './back-office-helpers';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/partner-${name}.png`, fullPage: true });
const p = enAdmin.partner;
const f = enAdmin.catalogue.fields;

test('the demo partner edits the gallery, puts a new work on sale and reads the sales report', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(context, PARTNER.email, PARTNER.password);
  const page = await context.newPage();

  // /admin opens on the gallery's home.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/partner$/);
  await expect(page.getByTestId('tile-editions_on_sale')).toBeVisible();
  await expect(page.getByRole('link', { name: enAdmin.nav.partnerSales })).toBeVisible();
  await shot(page, 'home-en-1440');

  // The gallery profile, in both languages, with a logo.
  await page.getByRole('link', { name: enAdmin.nav.partnerProfile }).click();
  await expect(page).toHaveURL(/\/admin\/partner\/profile$/);
  const form = page.getByTestId('profile-form');
  const about = `A gallery of quiet paintings, shown since 2011 (${stamp}).`;
  await form.getByLabel(p.profile.fields.description_en).fill(about);
  await form
    .getByLabel(p.profile.fields.description_ko)
    .fill(`조용한 회화를 소개하는 갤러리 (${stamp}).`);
  await form.getByLabel(p.profile.fields.contact_email).fill('hello@gallery.example.com');
  await form.getByLabel(p.profile.fields.phone).fill('+82 2-123-4567');
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#3c5a78' },
  })
    .png()
    .toBuffer();
  await form
    .getByLabel(p.profile.logo)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByText(p.profile.logoSet)).toBeVisible();
  await form.getByRole('button', { name: enAdmin.catalogue.save }).click();
  await expect(page.getByText(enAdmin.catalogue.saved).first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('profile-form').getByLabel(p.profile.fields.description_en),
  ).toHaveValue(about);
  await shot(page, 'profile-en-1440');
  const galleryPath = await page
    .getByTestId('profile-form')
    .getByRole('link', { name: /^\/gallery\// })
    .getAttribute('href');
  // The public gallery page renders the new description (public reads are cached for 5 s).
  const visitor = await browser.newPage();
  await expect(async () => {
    const html = await (await visitor.request.get(galleryPath!)).text();
    expect(html).toContain(about);
  }).toPass({ timeout: 20_000 });

  // A new artwork with a picture, not for sale yet.
  const title = `Harbour at Dusk ${stamp}`;
  await page.getByRole('link', { name: enAdmin.nav.partnerArtworks }).click();
  await page.getByRole('button', { name: enAdmin.catalogue.newArtwork }).click();
  const editor = page.getByTestId('artwork-form');
  await editor.getByLabel(f.handle).fill(`harbour-at-dusk-${stamp}`);
  await editor.getByLabel(f.artist_id).selectOption({ index: 1 });
  await editor.getByLabel(f.title_en).fill(title);
  await editor.getByLabel(f.title_ko).fill(`해질녘 항구 ${stamp}`);
  await editor.getByRole('combobox', { name: f.category, exact: true }).selectOption({ index: 1 });
  await editor.getByLabel(f.medium_en).fill('Oil on canvas');
  await editor.getByLabel(f.medium_ko).fill('캔버스에 유채');
  await editor.getByLabel(f.width_cm).fill('72.7');
  await editor.getByLabel(f.height_cm).fill('60.6');
  await editor.getByLabel(f.price).fill('2400000');
  await editor.getByRole('combobox', { name: f.purchase_status }).selectOption('not_for_sale');
  const picture = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#b85c38' },
  })
    .png()
    .toBuffer();
  await editor
    .getByLabel(enAdmin.catalogue.picture)
    .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: picture });
  await expect(editor.getByText(enAdmin.catalogue.pictureSet)).toBeVisible();
  await shot(page, 'artwork-new-en-1440');
  await editor.getByRole('button', { name: enAdmin.catalogue.save }).click();
  await expect(editor).toBeHidden();

  // Search finds it, not for sale; its edition goes on sale and so does the work.
  const search = page.getByRole('searchbox', { name: enAdmin.catalogue.search });
  await search.fill(title);
  await search.press('Enter');
  const row = page.getByTestId('partner-artwork').filter({ hasText: title });
  await expect(row).toHaveAttribute('data-status', 'not_for_sale');
  await row.getByRole('button', { name: enAdmin.catalogue.edit }).click();
  const edition = page.getByTestId('admin-edition').first();
  await expect(edition).toHaveAttribute('data-status', 'not_for_sale');
  await edition.getByRole('button', { name: enAdmin.catalogue.putOn }).click();
  await expect(edition).toHaveAttribute('data-status', 'available');
  await expect(row).toHaveAttribute('data-status', 'on_sale');
  await shot(page, 'artwork-edit-en-1440');

  // The public /works list shows it (public reads are cached for 5 s, ADR 0006).
  await expect(async () => {
    await visitor.goto(`/works?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByText(title).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await visitor.screenshot({ path: 'test-results/partner-works-public-en-1440.png' });

  // The exhibitions, read-only.
  await page.getByRole('link', { name: enAdmin.nav.partnerExhibitions }).click();
  await expect(page.getByRole('heading', { name: p.exhibitions.title })).toBeVisible();
  await shot(page, 'exhibitions-en-1440');

  // The sales report: totals, the note on payout statuses, the CSV.
  await page.getByRole('link', { name: enAdmin.nav.partnerSales }).click();
  await expect(page.getByRole('heading', { name: p.sales.title })).toBeVisible();
  await expect(page.getByTestId('sales-totals')).toBeVisible();
  await expect(page.getByText(p.sales.note)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: p.sales.csv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await shot(page, 'sales-en-1440');

  // The same screens on a phone, in Korean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ko/admin/partner');
  await expect(page.getByTestId('tile-pending_offers')).toBeVisible();
  await shot(page, 'home-ko-390');
  await page.goto('/ko/admin/partner/sales');
  await expect(page.getByRole('heading', { name: koAdmin.partner.sales.title })).toBeVisible();
  await expect(page.getByTestId('sales-totals')).toBeVisible();
  await shot(page, 'sales-ko-390');
  await page.goto('/ko/admin/partner/artworks');
  await expect(page.getByTestId('partner-artwork').first()).toBeVisible();
  await shot(page, 'artworks-ko-390');
  await page.goto('/ko/admin/partner/profile');
  await expect(page.getByTestId('profile-form')).toBeVisible();
  await shot(page, 'profile-ko-390');
  await context.close();
});
