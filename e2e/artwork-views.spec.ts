// Views of the work (issue 32, rules §4.71–4.72), in both languages on a 1440 px desktop and a
// 390 px phone: a work's page shows at least four views with their kinds and captions, each
// opens in the zoom (swiper's Zoom), the arrow keys move between views, a swipe does on the
// phone, and the page does not move while it loads (CLS ≤ 0.05). Then the operator adds a view
// with a kind and captions in /admin, and it shows on the page.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import enAdmin from '../locales/en/admin.json';
import enWorks from '../locales/en/works.json';
import koWorks from '../locales/ko/works.json';
import { OPERATOR, signIn } from './back-office-helpers';
import { layoutShift } from './layout-shift';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' } });

interface View {
  kind: string;
  caption: string;
}

const locales = {
  en: { prefix: '', works: enWorks },
  ko: { prefix: '/ko', works: koWorks },
} as const;

/** A screenshot once the slides and the dialog's fade have come to rest. */
async function shot(page: Page, name: string) {
  // A cancelled animation (a slide interrupted) rejects its `finished`: settled is enough.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
  await page.waitForFunction(
    () => ![...document.querySelectorAll('.swiper-wrapper')].some((w) => w.getAnimations().length),
  );
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/** A work on sale and its views as the API gives them in `language` (walked, not assumed). */
async function workWithViews(page: Page, language: 'en' | 'ko') {
  const list = await page.request.get('/v3/store/artwork?purchase_statuses=on_sale&limit=10', {
    headers: { 'accept-language': language },
  });
  expect(list.ok()).toBe(true);
  const { artworks } = (await list.json()) as { artworks: { handle: string }[] };
  for (const { handle } of artworks) {
    const detail = await page.request.get(`/v3/store/artwork/${handle}`, {
      headers: { 'accept-language': language },
    });
    const { images } = (await detail.json()) as { images: View[] };
    const views = images.filter((image) => image.kind !== 'defect');
    if (views.length >= 4) return { handle, views };
  }
  throw new Error('no work on sale with four views');
}

function gallery(page: Page, works: typeof enWorks) {
  const region = page.getByRole('region', { name: works.artwork.gallery.label });
  return {
    region,
    caption: region.getByTestId('gallery-caption'),
    thumb: (index: number, view: View) =>
      region.getByRole('button', {
        name: works.artwork.gallery.thumbnail
          .replace('{{index}}', String(index + 1))
          .replace('{{kind}}', works.artwork.gallery.kinds[view.kind as 'main']),
        exact: true,
      }),
    zoom: region.getByRole('button', { name: works.artwork.gallery.zoom, exact: true }),
  };
}

for (const locale of ['en', 'ko'] as const) {
  const { prefix, works } = locales[locale];
  const kindName = (view: View) => works.artwork.gallery.kinds[view.kind as 'main'];

  test(`${locale} 1440: at least four views with captions, each zoomed, arrow keys between them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { handle, views } = await workWithViews(page, locale);
    await page.goto(`${prefix}/work/${handle}`);
    const g = gallery(page, works);
    await expect(g.region).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    await expect(g.caption).toContainText(kindName(views[0]!));
    await shot(page, `views-${locale}-1440`);

    for (const [index, view] of views.entries()) {
      await g.thumb(index, view).click();
      await expect(g.thumb(index, view)).toHaveAttribute('aria-pressed', 'true');
      await expect(g.caption).toContainText(kindName(view));
      if (view.caption) await expect(g.caption).toContainText(view.caption);
      await g.zoom.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.swiper-slide-active')).toHaveAttribute('data-kind', view.kind);
      await expect(dialog.locator('.swiper-slide-active img')).toBeVisible();
      if (view.caption) await expect(dialog).toContainText(view.caption);
      await page.keyboard.press('+');
      await expect(dialog.getByText('150%')).toBeVisible();
      if (index === 1) await shot(page, `views-${locale}-1440-zoom-detail`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // Swiper's Keyboard module: the arrow keys move between the views on the page.
    await g.thumb(0, views[0]!).click();
    await expect(g.region.locator('.swiper-initialized')).toHaveCount(1);
    await g.zoom.focus();
    await page.keyboard.press('ArrowRight');
    await expect(g.caption).toContainText(kindName(views[1]!));
    await page.keyboard.press('ArrowRight');
    await expect(g.caption).toContainText(kindName(views[2]!));
    await page.keyboard.press('ArrowLeft');
    await expect(g.caption).toContainText(kindName(views[1]!));
    // And in the zoom, between the zoomed views.
    await g.zoom.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.swiper-slide-active')).toHaveAttribute(
      'data-kind',
      views[1]!.kind,
    );
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('.swiper-slide-active')).toHaveAttribute(
      'data-kind',
      views[2]!.kind,
    );
    await page.keyboard.press('Escape');
    await expect(g.caption).toContainText(kindName(views[2]!));
  });

  test.describe(`${locale} on a 390 px phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test(`${locale} 390: the views swipe, with their captions, and each opens in the zoom`, async ({
      page,
    }) => {
      const { handle, views } = await workWithViews(page, locale);
      await page.goto(`${prefix}/work/${handle}`);
      const g = gallery(page, works);
      await expect(g.region.locator('.swiper-initialized')).toHaveCount(1);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
      await expect(g.caption).toContainText(kindName(views[0]!));
      await shot(page, `views-${locale}-390`);

      // A swipe to the left shows the next view.
      const box = (await g.zoom.boundingBox())!;
      const client = await page.context().newCDPSession(page);
      const y = box.y + box.height / 2;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        client.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
        });
      await touch('touchStart', box.x + box.width * 0.8);
      for (let step = 1; step <= 6; step += 1) {
        await touch('touchMove', box.x + box.width * (0.8 - step * 0.1));
      }
      await touch('touchEnd', box.x + box.width * 0.2);
      await expect(g.caption).toContainText(kindName(views[1]!));
      if (views[1]!.caption) await expect(g.caption).toContainText(views[1]!.caption);
      await shot(page, `views-${locale}-390-swiped`);

      for (const [index, view] of views.entries()) {
        await g.thumb(index, view).click();
        await expect(g.caption).toContainText(kindName(view));
        await g.zoom.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('.swiper-slide-active')).toHaveAttribute(
          'data-kind',
          view.kind,
        );
        await expect(dialog.locator('.swiper-slide-active img')).toBeVisible();
        if (index === views.length - 1) await shot(page, `views-${locale}-390-zoom`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  });
}

test('the operator adds a framed view with captions in both languages; the page shows it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.42' },
  });
  await signIn(context, OPERATOR.email, OPERATOR.password);
  const page = await context.newPage();
  await page.goto('/admin/catalogue');
  await page
    .getByTestId('admin-artwork')
    .first()
    .getByRole('button', { name: enAdmin.catalogue.edit })
    .click();
  const form = page.getByTestId('artwork-form');
  await expect(form).toBeVisible();
  const handle = await form.getByLabel(enAdmin.catalogue.fields.handle).inputValue();
  const list = page.getByTestId('artwork-views');
  await expect(list.getByTestId('artwork-view').first()).toBeVisible();
  const before = await list.getByTestId('artwork-view').count();

  const picture = await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 96, g: 72, b: 48 } },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(enAdmin.catalogue.views.add)
    .setInputFiles({ name: 'framed.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(list.getByTestId('artwork-view')).toHaveCount(before + 1);
  const name = enAdmin.catalogue.views.name.replace('{{index}}', String(before + 1));
  const caption = `In its walnut frame ${Date.now().toString(36)}`;
  await page
    .getByLabel(enAdmin.catalogue.views.kind.replace('{{view}}', name))
    .selectOption('framed');
  await page.getByLabel(enAdmin.catalogue.views.captionEn.replace('{{view}}', name)).fill(caption);
  await page
    .getByLabel(enAdmin.catalogue.views.captionKo.replace('{{view}}', name))
    .fill('호두나무 액자');
  await page.screenshot({
    path: test.info().outputPath('views-admin-en-1440.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: enAdmin.catalogue.views.save }).click();
  await expect(page.getByText(enAdmin.catalogue.views.saved)).toBeVisible();

  // The page shows it (public reads are cached for 5 s, ADR 0006), in English and in Korean.
  const visitor = await context.newPage();
  const g = gallery(visitor, enWorks);
  const framed = g.region.getByRole('button', {
    name: enWorks.artwork.gallery.thumbnail
      .replace('{{index}}', String(before + 1))
      .replace('{{kind}}', enWorks.artwork.gallery.kinds.framed),
  });
  await expect(async () => {
    await visitor.goto(`/work/${handle}`);
    await expect(framed).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await framed.click();
  await expect(g.caption).toContainText(caption);
  await visitor.goto(`/ko/work/${handle}`);
  const ko = gallery(visitor, koWorks);
  await ko.region
    .getByRole('button', {
      name: koWorks.artwork.gallery.thumbnail
        .replace('{{index}}', String(before + 1))
        .replace('{{kind}}', koWorks.artwork.gallery.kinds.framed),
    })
    .click();
  await expect(ko.caption).toContainText('호두나무 액자');
  await shot(visitor, 'views-admin-added-ko-1440');
  await context.close();
});
