// Journey (issue 32): a release-soon work shows its price and release time with "Notify me"; a
// visitor is sent to sign in and comes back, signs up and asks to be notified; the release happens
// (the loopback-only dev route brings the release date to now and runs the sweep's steps) and
// exactly one e-mail, in the customer's language, is in the outbox. A sold page makes no delivery
// promise and offers similar works and following the artist; the buyer protection is beside the
// buy button and on its page, reached from the footer. English at 1440 px, Korean at 390 px.
import {
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCommon from '../locales/en/common.json';
import enLegal from '../locales/en/legal.json';
import enWorks from '../locales/en/works.json';
import koAccount from '../locales/ko/account.json';
import koCommon from '../locales/ko/common.json';
import koLegal from '../locales/ko/legal.json';
import koWorks from '../locales/ko/works.json';
import { formatDateTime } from '../rules/business-time';

// Sign-ups from an address of this journey's own (one proxy hop is trusted in e2e).
const visitor = { 'x-forwarded-for': '198.51.100.40' };
test.use({ extraHTTPHeaders: visitor });

const locales = [
  {
    lng: 'en',
    prefix: '',
    viewport: { width: 1440, height: 900 },
    account: enAccount,
    common: enCommon,
    legal: enLegal,
    works: enWorks,
    first: 'Seoyeon',
    pick: 0,
  },
  {
    lng: 'ko',
    prefix: '/ko',
    viewport: { width: 390, height: 844 },
    account: koAccount,
    common: koCommon,
    legal: koLegal,
    works: koWorks,
    first: '서연',
    pick: 1,
  },
] as const;

interface Card {
  id: string;
  handle: string;
  title: string;
  edition_type: string;
  purchase_status: string;
  release_at: string | null;
  price: { krw: number } | null;
  artist: { name: string };
}

/**
 * The dev routes answer loopback clients only (ADR 0045). A context made in a test inherits the
 * journey's options, the visitor's forwarded address too: this one's trusted hop names this machine.
 */
async function loopback(): Promise<APIRequestContext> {
  return apiRequest.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '127.0.0.1' },
  });
}

async function cards(api: APIRequestContext, query: string, lng: string): Promise<Card[]> {
  const response = await api.get(`/v3/store/artwork?${query}`, {
    headers: { 'accept-language': lng },
  });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).artworks as Card[];
}

async function shoot(page: Page, file: string, fullPage = false) {
  await page.screenshot({ path: test.info().outputPath(`${file}.png`), fullPage });
}

for (const l of locales) {
  test.describe(`${l.lng} at ${l.viewport.width} px`, () => {
    test.use({
      viewport: l.viewport,
      ...(l.viewport.width < 880 ? { isMobile: true, hasTouch: true } : {}),
    });

    test(`${l.lng}: a release-soon work shows its price and Notify me; at its release one e-mail arrives in ${l.lng}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const api = await loopback();
      // A unique work not yet released, priced (each language its own, leaving multiples to the
      // merchandising journey).
      const waiting = (await cards(api, 'purchase_statuses=release_soon&limit=100', l.lng)).filter(
        (w) =>
          w.price &&
          w.edition_type === 'unique' &&
          w.release_at &&
          Date.parse(w.release_at) > Date.now() + 3_600_000,
      );
      const work = waiting[l.pick]!;
      expect(work).toBeTruthy();

      // Signed out: the price, the release time in KST, and Notify me sends to sign in.
      await page.goto(`${l.prefix}/work/${work.handle}`);
      await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
      await expect(page.getByTestId('buy-price')).toHaveText(/[$₩€฿]\s?\d/);
      await expect(page.getByTestId('buy-release')).toHaveText(
        l.works.artwork.buy.releaseOn.replace('{{date}}', formatDateTime(work.release_at, l.lng)),
      );
      await expect(page.getByTestId('buy-release')).toContainText('KST');
      await expect(page.getByTestId('buyer-protection')).toBeVisible();
      await shoot(page, `release-soon-${l.lng}-${l.viewport.width}`);
      await page
        .getByRole('link', { name: l.works.artwork.notify.set, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(
        `${l.prefix}/sign-in?before=${encodeURIComponent(`/work/${work.handle}`)}`,
      );

      // Signs up from there and comes straight back to the work.
      await page.getByRole('link', { name: l.account.signIn.join }).click();
      const email = `notify.${l.lng}.${Date.now()}@example.com`;
      await page.getByLabel(l.account.signUp.firstName).fill(l.first);
      await page.getByLabel(l.account.signUp.lastName).fill('Han');
      await page.getByLabel(l.account.signUp.email).fill(email);
      await page.getByLabel(l.account.signUp.password, { exact: true }).fill('gallery2026');
      await page.getByLabel(l.account.signUp.confirmPassword).fill('gallery2026');
      await page.getByRole('button', { name: l.account.signUp.submit }).click();
      await expect(page).toHaveURL(`${l.prefix}/work/${work.handle}`);

      // Asks to be notified: the button says it is set and how to cancel; it toggles.
      const notify = page.getByRole('button', { name: l.works.artwork.notify.set, exact: true });
      const cancel = page.getByRole('button', { name: l.works.artwork.notify.cancel, exact: true });
      await expect(notify.first()).toBeEnabled();
      await notify.first().click();
      await expect(cancel.first()).toBeVisible();
      await expect(page.getByTestId('notify-status')).toHaveText(l.works.artwork.notify.on);
      await cancel.first().click();
      await expect(notify.first()).toBeVisible();
      await notify.first().click();
      await expect(cancel.first()).toBeVisible();
      await shoot(page, `notify-me-set-${l.lng}-${l.viewport.width}`);

      // The release happens: the work goes on sale and the notice is sent, once.
      const released = await api.post(`/v3/dev/artworks/${work.id}/release`);
      expect(released.status(), await released.text()).toBe(200);
      expect(await released.json()).toMatchObject({ released: 1 });
      expect((await api.post(`/v3/dev/artworks/${work.id}/release`)).status()).toBe(404);
      const outbox = async () => {
        const response = await api.get(
          `/v3/dev/outbox?recipient=${encodeURIComponent(email)}&limit=50`,
        );
        const { messages } = (await response.json()) as {
          messages: { template: string; locale: string; subject: string; text: string }[];
        };
        return messages.filter((m) => m.template === 'artwork-released');
      };
      await expect.poll(async () => (await outbox()).length).toBe(1);
      const [notice] = await outbox();
      expect(notice!.locale).toBe(l.lng);
      expect(notice!.subject).toContain(work.title);
      expect(notice!.text).toContain('KST');
      expect(notice!.text).toContain(`${l.prefix}/work/${work.handle}`);
      expect(notice!.text).toMatch(/₩[\d,]+/);

      // The page now sells it; the notice stays one.
      await page.reload();
      await expect(
        page.getByRole('button', { name: l.works.artwork.buy.buy_now, exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByTestId('buy-release')).toHaveCount(0);
      expect(await outbox()).toHaveLength(1);
      await api.dispose();
    });

    test(`${l.lng}: a sold page makes no delivery promise and offers similar works and following the artist`, async ({
      page,
    }) => {
      const api = await loopback();
      const [sold] = await cards(api, 'view_status=sold&limit=1', l.lng);
      await api.dispose();
      await page.goto(`${l.prefix}/work/${sold!.handle}`);
      await expect(page.getByTestId('buy-price')).toHaveText(l.works.status.sold);
      const main = page.locator('main');
      await expect(main).not.toContainText(l.works.artwork.buy.assurance.delivery);
      await expect(main).not.toContainText(l.works.artwork.buy.assurance.storage);
      await expect(page.getByTestId('buyer-protection')).toHaveCount(0);
      const after = page.getByTestId('buy-after');
      await expect(after).toContainText(l.works.artwork.after.sold);
      await expect(
        after.getByRole('button', {
          name: l.common.wish.follow.replace('{{name}}', sold!.artist.name),
        }),
      ).toBeVisible();
      await shoot(page, `sold-${l.lng}-${l.viewport.width}`);
      await after.getByRole('link', { name: l.works.artwork.after.similar }).click();
      const similar = page.getByRole('region', { name: l.works.artwork.similarWorks });
      await expect(similar).toBeVisible();
      await expect(similar.getByRole('article').first()).toBeVisible();
    });

    test(`${l.lng}: the buyer protection is beside Buy now, on its own page and in the footer`, async ({
      page,
    }) => {
      const api = await loopback();
      const [onSale] = await cards(api, 'purchase_statuses=on_sale&limit=1', l.lng);
      await api.dispose();
      await page.goto(`${l.prefix}/work/${onSale!.handle}`);
      const protection = page.getByTestId('buyer-protection');
      await expect(protection).toContainText(l.works.artwork.protection.covered);
      await protection.getByRole('link', { name: l.works.artwork.protection.link }).click();
      await expect(page).toHaveURL(`${l.prefix}/buyer-protection`);
      await expect(
        page.getByRole('heading', { level: 1, name: l.legal.protection.title }),
      ).toBeVisible();
      for (const section of l.legal.protection.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      }
      await expect(page.locator('main')).toContainText(/7/);
      await shoot(page, `buyer-protection-${l.lng}-${l.viewport.width}`);
      await page.goto(`${l.prefix}/faq`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: l.common.footer.buyerProtection })
        .click();
      await expect(page).toHaveURL(`${l.prefix}/buyer-protection`);
    });
  });
}
