// Journey (issue 6): from an artwork to its certificate of authenticity (history, verification
// code, QR code, no site header), then through the verification link to the public check that
// says the certificate and its history are intact; in English and in Korean.
import { expect, test } from '@playwright/test';
import enCoa from '../locales/en/coa.json';
import enWorks from '../locales/en/works.json';
import koCoa from '../locales/ko/coa.json';
import koWorks from '../locales/ko/works.json';

const locales = [
  { name: 'English', prefix: '', coa: enCoa, works: enWorks },
  { name: 'Korean', prefix: '/ko', coa: koCoa, works: koWorks },
] as const;

for (const { name, prefix, coa, works } of locales) {
  test(`${name}: artwork → certificate with history and QR → verification says intact`, async ({
    page,
  }) => {
    // A sold unique work of the demo catalogue: its history ends with the sale.
    const list = await page.request.get('/v3/store/artwork?view_status=sold&limit=50');
    const { artworks } = (await list.json()) as {
      artworks: { handle: string; edition_type: string }[];
    };
    const artwork = artworks.find((a) => a.edition_type === 'unique');
    expect(artwork, 'a sold unique work in the demo data').toBeDefined();

    await page.goto(`${prefix}/work/${artwork!.handle}`);
    const link = page.getByRole('link', { name: works.artwork.details.viewCertificate });
    await expect(link).toBeVisible();
    await link.click();

    await expect(page).toHaveURL(new RegExp(`/coa/${artwork!.handle}\\?edition=1$`));
    await expect(
      page.getByRole('heading', { level: 1, name: coa.certificate.title }),
    ).toBeVisible();
    // No site header on the certificate (rules §2 layout).
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByTestId('certificate-number')).toHaveText(/^COA-\d{4}-\d{7}$/);
    const history = page.getByRole('region', { name: coa.certificate.history });
    await expect(history.getByRole('listitem')).not.toHaveCount(0);
    await expect(history.getByText(coa.kinds.created, { exact: true })).toBeVisible();
    await expect(history.getByText(coa.kinds.sold, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: coa.certificate.qrLabel })).toBeVisible();
    const code = (await page.getByTestId('verification-code').textContent())!;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'intact');

    await page.getByTestId('verification-link').click();
    await expect(page).toHaveURL(
      new RegExp(`${prefix}/coa/verify/COA-\\d{4}-\\d{7}-[0-9A-Z]{16}$`),
    );
    await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'intact');
    await expect(
      page.getByRole('heading', { level: 1, name: coa.verify.intact.headline }),
    ).toBeVisible();
    await expect(page.getByText(code)).toBeVisible();

    // And back to the certificate it checked.
    await page.getByRole('link', { name: coa.verify.current }).click();
    await expect(page).toHaveURL(new RegExp(`/coa/${artwork!.handle}\\?edition=1$`));
  });
}
