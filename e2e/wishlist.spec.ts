// Journey (issue 9, wish and follow): a signed-out heart sends the visitor to sign in with
// `before`; a new customer wishes an artwork, follows an artist and wishes a gallery, finds them
// in my page's wish-list and following, and unwishes; in English and in Korean, with screenshots
// at 1440 and 390 px.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCommon from '../locales/en/common.json';
import koAccount from '../locales/ko/account.json';
import koCommon from '../locales/ko/common.json';

// This journey signs up from an address of its own (one proxy hop is trusted in e2e), so the
// per-address sign-up limit of the journeys before it is not spent for it.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.32' } });

const locales = [
  { name: 'English', lng: 'en', prefix: '', a: enAccount, c: enCommon, first: 'Seoyeon' },
  { name: 'Korean', lng: 'ko', prefix: '/ko', a: koAccount, c: koCommon, first: '서연' },
] as const;

const fill = (text: string, name: string) => text.replace('{{name}}', name);

async function first<T>(
  request: APIRequestContext,
  path: string,
  field: string,
  lng: string,
): Promise<T> {
  const response = await request.get(path, { headers: { 'accept-language': lng } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Record<string, T[]>;
  return body[field]![0]!;
}

/** Clicks a part whose code arrives after hydration (ADR 0016) until the click has its effect. */
async function clickUntil(
  page: Page,
  name: string,
  after: () => Promise<void>,
  role: 'button' | 'tab' = 'button',
) {
  await expect(async () => {
    await page.getByRole(role, { name, exact: true }).first().click({ timeout: 2_000 });
    await after();
  }).toPass({ timeout: 20_000 });
}

/** The hearts hydrate with the page and keep a click made early: one click, then its effect. */
async function clickOnce(page: Page, name: string, after: () => Promise<void>) {
  await page.getByRole('button', { name, exact: true }).first().click();
  await after();
}

async function shoot(page: Page, file: string, fullPage = true) {
  await page.screenshot({ path: test.info().outputPath(`${file}.png`), fullPage });
}

for (const { name, lng, prefix, a, c, first: firstName } of locales) {
  test(`${name}: wish an artwork, follow an artist, wish a gallery, see them in my page, unwish`, async ({
    page,
  }) => {
    const artwork = await first<{ handle: string; title: string }>(
      page.request,
      '/v3/store/artwork?order=popular&limit=1',
      'artworks',
      lng,
    );
    const artist = await first<{ handle: string; name: string }>(
      page.request,
      '/v3/store/artists?order=popular&limit=1',
      'artists',
      lng,
    );
    const gallery = await first<{ handle: string; name: string }>(
      page.request,
      '/v3/store/institution?order=popular&limit=1',
      'institutions',
      lng,
    );

    // Signed out, the heart sends the visitor to sign in and back.
    await page.goto(`${prefix}/work/${artwork.handle}`);
    await clickOnce(page, fill(c.wish.add, artwork.title), () =>
      expect(page).toHaveURL(
        `${prefix}/sign-in?before=${encodeURIComponent(`/work/${artwork.handle}`)}`,
      ),
    );

    // Sign up.
    await page.goto(`${prefix}/sign-up`);
    await page.getByLabel(a.signUp.firstName).fill(firstName);
    await page.getByLabel(a.signUp.lastName).fill('Han');
    await page.getByLabel(a.signUp.email).fill(`wish.${lng}.${Date.now()}@example.com`);
    await page.getByLabel(a.signUp.password, { exact: true }).fill('gallery2026');
    await page.getByLabel(a.signUp.confirmPassword).fill('gallery2026');
    await page.getByRole('button', { name: a.signUp.submit }).click();
    await expect(page).toHaveURL(`${prefix}/my-page/info`);

    // Wish the artwork on its page.
    await page.goto(`${prefix}/work/${artwork.handle}`);
    await clickOnce(page, fill(c.wish.add, artwork.title), () =>
      expect(
        page.getByRole('button', { name: fill(c.wish.remove, artwork.title) }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );

    // Follow the artist on theirs.
    await page.goto(`${prefix}/artist?handle=${artist.handle}`);
    await clickOnce(page, fill(c.wish.follow, artist.name), () =>
      expect(page.getByRole('button', { name: fill(c.wish.unfollow, artist.name) })).toBeVisible(),
    );

    // Wish the gallery from its card in the galleries list.
    await page.goto(`${prefix}/galleries`);
    await clickOnce(page, fill(c.wish.add, gallery.name), () =>
      expect(
        page.getByRole('button', { name: fill(c.wish.remove, gallery.name) }).first(),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    await page
      .getByRole('button', { name: fill(c.wish.remove, gallery.name) })
      .first()
      .scrollIntoViewIfNeeded();
    await shoot(page, `galleries-wished-${lng}-1440`, false);
    // A card with a filled heart, wished on this very page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/work/${artwork.handle}`);
    await expect(
      page.getByRole('button', { name: fill(c.wish.remove, artwork.title) }),
    ).toBeVisible();
    await shoot(page, `artwork-wished-${lng}-390`, false);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${prefix}/works?order=popular`);
    await expect(
      page.getByRole('button', { name: fill(c.wish.remove, artwork.title) }).first(),
    ).toBeVisible();
    await shoot(page, `works-wished-${lng}-1440`, false);

    // My page: the wish-list shows each kind on its tab.
    await page.goto(`${prefix}/my-page/wish-list`);
    await expect(page.getByRole('heading', { name: a.wishList.title, level: 1 })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(artwork.title).first()).toBeVisible();
    await shoot(page, `wish-list-${lng}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `wish-list-${lng}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await clickUntil(
      page,
      a.wishList.tabs.galleries,
      () => expect(panel.getByText(gallery.name).first()).toBeVisible({ timeout: 2_000 }),
      'tab',
    );
    await page.getByRole('tab', { name: a.wishList.tabs.artists }).click();
    await expect(panel.getByText(artist.name).first()).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `wish-list-artists-${lng}-390`, false);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Following lists the artist and the gallery.
    await page.goto(`${prefix}/my-page/following`);
    await expect(page.getByRole('heading', { name: a.following.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: artist.name })).toBeVisible();
    await expect(page.getByRole('link', { name: gallery.name })).toBeVisible();
    await shoot(page, `following-${lng}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `following-${lng}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Home: the featured artists and galleries carry their hearts too.
    await page.goto(`${prefix}/`);
    for (const section of ['home-artists', 'home-galleries']) {
      await page.locator(`#${section}`).scrollIntoViewIfNeeded();
      await shoot(page, `${section}-${lng}-1440`, false);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#home-artists').scrollIntoViewIfNeeded();
    await shoot(page, `home-artists-${lng}-390`, false);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Unwish the artwork from the wish-list: the list says it is empty.
    await page.goto(`${prefix}/my-page/wish-list`);
    await clickOnce(page, fill(c.wish.remove, artwork.title), () =>
      expect(page.getByText(a.wishList.empty.artworks)).toBeVisible(),
    );
    await page.reload();
    await expect(page.getByText(a.wishList.empty.artworks)).toBeVisible();
  });
}
