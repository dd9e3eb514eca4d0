// Journey (issue 9): a visitor subscribes to the newsletter, confirms through the link of the
// e-mail in the dev outbox and unsubscribes through its other link; then sends each of the five
// contact types — the footer's contact, VIP contact, gallery and artist enrolment dialogs and a
// request for sale from the page of an artwork that is not on sale — which reach the operators'
// inbox.
import { expect, test, type Page } from '@playwright/test';
import enCatalogue from '../locales/en/catalogue.json';
import enCommon from '../locales/en/common.json';
import enNewsletter from '../locales/en/newsletter.json';
import enWorks from '../locales/en/works.json';

const c = enCommon.contact;
const CONTACT_INBOX = 'contact@artmarket.localhost';

interface OutboxMessage {
  template: string;
  recipient: string;
  payload: Record<string, string>;
}

async function outbox(page: Page, recipient: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(
    `/v3/dev/outbox?limit=50&recipient=${encodeURIComponent(recipient)}`,
  );
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

test('subscribe to the newsletter, confirm through the e-mail link, unsubscribe', async ({
  page,
}) => {
  const email = `reader.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByLabel(enCatalogue.home.newsletter.label).fill(email);
  await page.getByRole('button', { name: enCatalogue.home.newsletter.submit, exact: true }).click();
  await expect(page.getByText(enCatalogue.home.newsletter.done)).toBeVisible();

  let mail: OutboxMessage | undefined;
  await expect
    .poll(async () => (mail = (await outbox(page, email))[0])?.template)
    .toBe('newsletter-confirm');
  const confirm = new URL(mail!.payload.confirm_url!);
  await page.goto(confirm.pathname + confirm.search);
  await expect(page.getByRole('heading', { name: enNewsletter.confirm.ask.title })).toBeVisible();
  await page.getByRole('button', { name: enNewsletter.confirm.ask.action }).click();
  await expect(page.getByRole('heading', { name: enNewsletter.confirm.done.title })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.screenshot({ path: 'test-results/newsletter-confirmed.png' });

  const unsubscribe = new URL(mail!.payload.unsubscribe_url!);
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await page.getByRole('button', { name: enNewsletter.unsubscribe.ask.action }).click();
  await expect(
    page.getByRole('heading', { name: enNewsletter.unsubscribe.done.title }),
  ).toBeVisible();

  // A link that is not ours says so in place.
  await page.goto('/newsletter/confirm?token=not-a-real-token');
  await page.getByRole('button', { name: enNewsletter.confirm.ask.action }).click();
  await expect(
    page.getByRole('heading', { name: enNewsletter.confirm.invalid.title }),
  ).toBeVisible();
});

async function sendContact(page: Page, title: string, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(fields)) {
    await dialog.getByLabel(label, { exact: false }).first().fill(value);
  }
  await dialog.getByRole('button', { name: c.send, exact: true }).click();
  // Sent: the dialog closes (it stays open on a failure) and says thank you.
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(c.sent).last()).toBeVisible();
}

test('send each contact type: contact, VIP, gallery and artist enrolment, request for sale', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const person = (who: string) => ({
    [c.fields.name]: 'Minji Kim',
    [c.fields.email]: `${who}.${stamp}@example.com`,
    [c.fields.message]: `Hello from ${who}.`,
  });
  await page.goto('/faq');
  const footer = page.locator('footer');

  await footer.getByRole('button', { name: enCommon.footer.contact, exact: true }).click();
  await sendContact(page, c.common.title, person('contact'));

  await footer.getByRole('button', { name: enCommon.footer.vipContact }).click();
  await sendContact(page, c.vip.title, person('vip'));

  await footer.getByRole('button', { name: enCommon.footer.enrollGallery }).click();
  await sendContact(page, c.enrollGallery.title, {
    [c.fields.organization]: 'Seomi Gallery',
    ...person('gallery'),
  });

  await footer.getByRole('button', { name: enCommon.footer.enrollArtist }).click();
  await sendContact(page, c.enrollArtist.title, {
    [c.fields.website]: 'https://minji.example',
    ...person('artist'),
  });

  // A work that is not on sale can be asked for.
  const list = await page.request.get(
    '/v3/store/artwork?view_status=all&purchase_statuses=not_for_sale&limit=1',
  );
  const [artwork] = ((await list.json()) as { artworks: { handle: string; title: string }[] })
    .artworks;
  expect(artwork, 'a work not for sale in the demo catalogue').toBeDefined();
  await page.goto(`/work/${artwork!.handle}`);
  await page.getByRole('button', { name: enWorks.artwork.buy.askForSale }).click();
  await sendContact(page, c.requestForSale.title, person('sale'));

  await expect
    .poll(async () =>
      (await outbox(page, CONTACT_INBOX))
        .filter((m) => m.template === 'contact-request' && m.payload.email?.includes(stamp))
        .map((m) => m.payload.type)
        .sort(),
    )
    .toEqual([
      'common_contact',
      'enroll_artist',
      'enroll_gallery',
      'request_for_sale',
      'vip_contact',
    ]);
});
