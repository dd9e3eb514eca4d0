// Journey (issue 8): a collector opens a show in 3D On View, walks forward, clicks a work on the
// wall, sees its card with the price and wishes it; a sculpture stands on a plinth and opens too; without WebGL the same works are listed; the
// slideshow plays, pauses, changes speed and loops without a header; the fair page, its
// solo-exhibition redirect and the two special pages come from the database without a footer.
// WebGL runs on SwiftShader here (STACK-NOTES), only for this spec.
import { expect, test, type Page } from '@playwright/test';
import enAccount from '../locales/en/account.json';
import enCommon from '../locales/en/common.json';
import enOnview from '../locales/en/onview.json';
import koOnview from '../locales/ko/onview.json';
import { failOnPolicyViolations } from './csp-guard';
import { ONVIEW_ROOM, webglLaunchOptions } from './webgl';

failOnPolicyViolations();

// Its own visitor address (one proxy hop is trusted in e2e), so the sign-ups of other journeys
// from this machine do not spend its sign-up limit.
test.use({
  launchOptions: webglLaunchOptions,
  extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.31' },
});

const ROOM = ONVIEW_ROOM;

interface Probe {
  frames: number;
  x: number;
  z: number;
  ready: boolean;
}

const probe = (page: Page) =>
  page.evaluate(() => {
    const p = window.__onview;
    return p ? { frames: p.frames, x: p.x, z: p.z, ready: p.ready } : null;
  }) as Promise<Probe | null>;

async function shoot(page: Page, file: string) {
  await page.screenshot({ path: test.info().outputPath(`${file}.png`) });
}

async function signUp(page: Page) {
  const a = enAccount.signUp;
  await page.goto('/sign-up');
  await page.getByLabel(a.firstName).fill('Mirae');
  await page.getByLabel(a.lastName).fill('Oh');
  await page.getByLabel(a.email).fill(`onview.${Date.now()}@example.com`);
  await page.getByLabel(a.password, { exact: true }).fill('gallery2026');
  await page.getByLabel(a.confirmPassword).fill('gallery2026');
  await page.getByRole('button', { name: a.submit }).click();
  await expect(page).toHaveURL('/my-page/info');
}

test('walk into a 3D show, click a work on the wall, see its card and wish it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUp(page);

  // The list of 3D shows, in English, leads into the room.
  await page.goto('/xronview');
  await expect(page.getByRole('heading', { level: 1, name: enOnview.list.title })).toBeVisible();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/onview/${ROOM}"]`) });
  await card.getByRole('link', { name: enOnview.list.enter }).click();
  await expect(page).toHaveURL(`/onview/${ROOM}`);

  // A progress indicator while the works are hung, then the room.
  await expect(page.getByRole('progressbar')).toBeVisible();
  await page.waitForFunction(() => window.__onview?.ready === true, undefined, {
    timeout: 120_000,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.waitForTimeout(800);
  await shoot(page, 'onview-room-entrance-1440');

  // Walk forward with the keyboard: the visitor moves north (towards -z).
  const before = (await probe(page))!;
  await page.keyboard.down('KeyW');
  await expect
    .poll(async () => (await probe(page))!.z, { timeout: 20_000 })
    .toBeLessThan(before.z - 0.5);
  await page.keyboard.up('KeyW');
  expect((await probe(page))!.frames).toBeGreaterThan(before.frames);

  // Turn to the left wall with the on-screen pad until the first work of the show is in view.
  const artworks = (await (
    await page.request.get(`/v3/store/exhibition/${ROOM}/artworks?limit=100`, {
      headers: { 'accept-language': 'en' },
    })
  ).json()) as { artworks: { id: string; title: string }[] };
  const target = artworks.artworks[0]!;
  const locate = () =>
    page.evaluate((id) => {
      const spot = window.__onview?.locate?.(id) ?? null;
      // Well inside the picture's side of the screen, not at its very edge.
      return spot && spot.x > 200 && spot.x < window.innerWidth - 200 ? spot : null;
    }, target.id);
  const turnLeft = page.getByRole('button', { name: enOnview.room.pad.left });
  await turnLeft.dispatchEvent('pointerdown');
  await expect.poll(locate, { timeout: 30_000, intervals: [100] }).not.toBeNull();
  await turnLeft.dispatchEvent('pointerup');
  await page.waitForTimeout(800);
  const spot = await locate();
  expect(spot, 'the first work is in view on the left wall').not.toBeNull();
  await shoot(page, 'onview-room-left-wall-1440');
  const box = (await page.locator('canvas').boundingBox())!;
  await page.mouse.click(box.x + spot!.x, box.y + spot!.y);

  // Its card: title, price or status, the real wish and buy actions.
  const dialog = page.getByRole('dialog', { name: target.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-status]').first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: enOnview.card.details })).toHaveAttribute(
    'href',
    /^\/work\//,
  );
  await shoot(page, 'onview-card-1440');
  const wish = dialog.getByRole('button', {
    name: enCommon.wish.add.replace('{{name}}', target.title),
  });
  await expect(async () => {
    await wish.click({ timeout: 2_000 });
    await expect(
      dialog.getByRole('button', { name: enCommon.wish.remove.replace('{{name}}', target.title) }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // On a phone, in Korean: the room, its pad and its help.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ko/onview/${ROOM}`);
  await page.waitForFunction(() => window.__onview?.ready === true, undefined, {
    timeout: 120_000,
  });
  await expect(page.getByRole('button', { name: koOnview.room.pad.forward })).toBeVisible();
  await page.waitForTimeout(800);
  await shoot(page, 'onview-room-ko-390');
});

test('a sculpture stands on a plinth in the room and opens its card', async ({ page }) => {
  test.setTimeout(120_000);
  const room = 'rockefeller-center-exhibition';
  const artworks = (await (
    await page.request.get(`/v3/store/exhibition/${room}/artworks?limit=100`, {
      headers: { 'accept-language': 'en' },
    })
  ).json()) as { artworks: { id: string; title: string; category: { handle: string } }[] };
  const sculptures = artworks.artworks.filter((a) => a.category.handle === 'sculpture');
  expect(sculptures.length, 'the show has sculptures').toBeGreaterThan(0);
  await page.goto(`/onview/${room}`);
  await page.waitForFunction(() => window.__onview?.ready === true, undefined, {
    timeout: 100_000,
  });
  await page.waitForTimeout(800);
  await shoot(page, 'onview-plinths-1440');
  // The plinths stand in the middle of the room, ahead of the visitor at the door.
  const spots = await page.evaluate(
    (ids) => ids.map((id) => window.__onview?.locate?.(id) ?? null),
    sculptures.map((a) => a.id),
  );
  const spot = spots.find((found) => found !== null);
  expect(spot, 'a sculpture is in view from the door').toBeDefined();
  const box = (await page.locator('canvas').boundingBox())!;
  await page.mouse.click(box.x + spot!.x, box.y + spot!.y);
  // Its card (or that of a sculpture standing in front of it).
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const anySculpture = new RegExp(`^(${sculptures.map((a) => escape(a.title)).join('|')})$`);
  await expect(page.getByRole('dialog', { name: anySculpture })).toBeVisible();
});

test('without WebGL the room says so and lists every work, each opening its card', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (/webgl/.test(kind)) return null;
      return (original as (...a: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof original;
  });
  await page.goto(`/onview/${ROOM}`);
  await expect(page.getByRole('heading', { name: enOnview.room.fallback.title })).toBeVisible();
  const items = page.getByRole('button', { name: /^See / });
  await expect(items).toHaveCount(30);
  await items.first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
});

test('the slideshow plays, pauses, changes speed and loops, without a header', async ({ page }) => {
  const v = enOnview.viewer;
  await page.goto(`/viewer/${ROOM}`);
  await expect(page.getByRole('banner').filter({ has: page.getByRole('navigation') })).toHaveCount(
    0,
  );
  const position = page.getByText(/^\d+ \/ 30$/);
  await expect(position).toHaveText('1 / 30');
  const caption = page.locator('figcaption');
  const firstCaption = await caption.innerText();

  // It plays on its own at normal speed (4 s a work), then pauses.
  await expect(position).toHaveText('2 / 30', { timeout: 8_000 });
  await expect(caption).not.toHaveText(firstCaption);
  await page.getByRole('button', { name: v.pause }).click();
  await expect(page.getByRole('button', { name: v.play })).toBeVisible();
  await page.waitForTimeout(4_500);
  await expect(position).toHaveText('2 / 30');

  // Previous and next by button and key; speed slower.
  await page.getByRole('button', { name: v.next }).click();
  await expect(position).toHaveText('3 / 30');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText('2 / 30');
  await page.getByText(v.speeds.slower, { exact: true }).click();
  await expect(page.getByRole('radio', { name: v.speeds.slower })).toBeChecked();

  // Looping: before the first is the last, after the last the first; off, it stops there.
  await page.getByRole('button', { name: v.previous }).click();
  await page.getByRole('button', { name: v.previous }).click();
  await expect(position).toHaveText('30 / 30');
  await page.getByRole('button', { name: v.next }).click();
  await expect(position).toHaveText('1 / 30');
  const loop = page.getByRole('button', { name: v.loop });
  await expect(loop).toHaveAttribute('aria-pressed', 'true');
  await loop.click();
  await expect(loop).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: v.previous }).click();
  await expect(position).toHaveText('1 / 30');
  await page.screenshot({ path: test.info().outputPath('viewer-1440.png') });

  // Korean captions.
  await page.goto(`/ko/viewer/${ROOM}`);
  await expect(page.getByRole('button', { name: koOnview.viewer.pause })).toBeVisible();
  await expect(page.locator('figcaption')).toContainText(/[\uac00-\ud7a3]/);
});

test('the fair page, its solo-exhibition address, and the special pages, without a footer', async ({
  page,
}) => {
  const en = { headers: { 'accept-language': 'en' } };
  const init = await (await page.request.get('/v3/store/app/initialize/KOR', en)).json();
  const fair = init.fairs[0] as { token: string; handle: string; title: string };

  await page.goto(`/solo-exhibition/${fair.handle}`);
  await expect(page).toHaveURL(`/${fair.token}`);
  await expect(page.getByRole('heading', { level: 1, name: fair.title })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const rockefeller = await (
    await page.request.get('/v3/store/exhibition/rockefeller-center-exhibition', en)
  ).json();
  await page.goto('/rockefeller-center-exhibition');
  await expect(page.getByRole('heading', { level: 1, name: rockefeller.title })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: enOnview.special.rockefeller.works }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: enOnview.special.rockefeller.walk })).toHaveAttribute(
    'href',
    '/onview/rockefeller-center-exhibition',
  );

  const contents = await (await page.request.get('/v3/store/contents?limit=12', en)).json();
  await page.goto('/carousel');
  const first = contents.contents[0] as { title: string };
  const second = contents.contents[1] as { title: string };
  await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
  await page.getByRole('button', { name: enOnview.special.carousel.next }).click();
  await expect(page.getByRole('heading', { level: 2, name: second.title })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
