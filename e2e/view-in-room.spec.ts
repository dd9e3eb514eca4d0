// Journey (issue 32, rules §4.81–4.82, ADR 0082): on a painting's page "View in my room" opens the
// work at its true size on a wall beside a sofa 85 cm high and a person 170 cm tall, drawn with
// WebGL (SwiftShader here); the wall paint and the frame change the picture, checked on the
// canvas's pixels where the dialog says the work is. Then "Use a photo of my wall": a photo made
// here with an A4 sheet 297 px long on it, the two points dragged to the sheet's ends, and the work
// drawn at 10 px per cm; "Save image" downloads it; no request ever carries the photo. A sculpture
// has no button. English and Korean, at 1440 px and 390 px.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import enWorks from '../locales/en/works.json';
import koWorks from '../locales/ko/works.json';
import { failOnPolicyViolations } from './csp-guard';
import { webglLaunchOptions } from './webgl';

failOnPolicyViolations();

test.use({
  launchOptions: webglLaunchOptions,
  extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.45' },
});

interface Work {
  handle: string;
  title: string;
  width_cm: number;
  height_cm: number;
  depth_cm: number | null;
  category: { handle: string };
  image: { url: string } | null;
}

/** A painting with a picture and a sculpture, found by walking the public list. */
async function findWorks(request: APIRequestContext) {
  let painting: Work | undefined;
  let sculpture: Work | undefined;
  for (let offset = 0; offset < 2000 && !(painting && sculpture); offset += 100) {
    const response = await request.get(`/v3/store/artwork?limit=100&offset=${offset}`);
    const { artworks } = (await response.json()) as { artworks: Work[] };
    if (!artworks.length) break;
    painting ??= artworks.find(
      (w) => w.category.handle === 'painting' && w.depth_cm === null && w.image && w.width_cm >= 40,
    );
    sculpture ??= artworks.find((w) => w.category.handle === 'sculpture');
  }
  expect(painting, 'a painting with a picture').toBeTruthy();
  expect(sculpture, 'a sculpture').toBeTruthy();
  return { painting: painting!, sculpture: sculpture! };
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

type Rgb = [number, number, number];
const hex = (colour: string): Rgb =>
  [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as Rgb;
const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));

/** The stage's pixels as drawn on screen (CSS px = device px here). */
async function pixels(stage: Locator) {
  const png = await stage.screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number): Rgb => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
}

async function workBox(stage: Locator, what: 'work' | 'sofa' | 'person' = 'work') {
  const [x, y, width, height] = (await stage.getAttribute(`data-${what}-box`))!
    .split(' ')
    .map(Number);
  const pxPerCm = Number(await stage.getAttribute('data-px-per-cm'));
  return { x: x!, y: y!, width: width!, height: height!, pxPerCm };
}

/** A wall photo, 1600 × 1200, grainy like a real one, with an A4 sheet 297 × 210 px taped on it. */
async function wallPhoto(): Promise<Buffer> {
  const sheet = await sharp({
    create: { width: 297, height: 210, channels: 3, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#c4c4c4',
      noise: { type: 'gaussian', mean: 196, sigma: 10 },
    },
  })
    .composite([{ input: sheet, left: 300, top: 800 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Drags a handle so its centre lands on a point of the photo (photo px). */
async function dragTo(page: Page, handle: Locator, surface: Locator, x: number, y: number) {
  const box = (await handle.boundingBox())!;
  const area = (await surface.boundingBox())!;
  const scale = area.width / 1600;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + x * scale, area.y + y * scale, { steps: 6 });
  await page.mouse.up();
}

const runs = [
  { lng: 'en', prefix: '', works: enWorks, viewport: { width: 1440, height: 900 } },
  { lng: 'en', prefix: '', works: enWorks, viewport: { width: 390, height: 844 } },
  { lng: 'ko', prefix: '/ko', works: koWorks, viewport: { width: 1440, height: 900 } },
  { lng: 'ko', prefix: '/ko', works: koWorks, viewport: { width: 390, height: 844 } },
] as const;

for (const { lng, prefix, works, viewport } of runs) {
  test(`${lng} at ${viewport.width} px: a painting at its size beside a sofa, on a wall and on a photo of the visitor's wall, the photo never sent`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const room = works.room;
    const tag = `${lng}-${viewport.width}`;
    const shoot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${tag}.png`) });
    const { painting, sculpture } = await findWorks(page.request);

    // Every request the page makes, with its body, to show that the photo is in none of them.
    const sent: { url: string; body: Buffer | null }[] = [];
    page.on('request', (request) =>
      sent.push({ url: request.url(), body: request.postDataBuffer() }),
    );

    // A sculpture stands in the round: no View in my room.
    await page.goto(`${prefix}/work/${sculpture.handle}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: room.open })).toHaveCount(0);

    await page.goto(`${prefix}/work/${painting.handle}`);
    // The work's title in the page's language.
    const title = (await page.getByRole('heading', { level: 1 }).locator('cite').textContent())!;
    await page.getByRole('button', { name: room.open }).click();
    const dialog = page.getByRole('dialog', { name: room.title });
    await expect(dialog).toBeVisible();
    const stage = dialog.getByRole('img', {
      name: fill(room.sceneLabel, { title }),
    });
    await expect(stage).toHaveAttribute('data-drawn', 'true', { timeout: 90_000 });

    const size = `${painting.width_cm} × ${painting.height_cm}`;
    await expect(
      dialog.getByText(fill(room.summary, { size, sofa: 85, person: 170 })),
    ).toBeVisible();

    // The work on screen is its size at the view's scale, with the gallery-white wall around it.
    let box = await workBox(stage);
    expect(box.width / box.pxPerCm).toBeCloseTo(painting.width_cm, 1);
    expect(box.height / box.pxPerCm).toBeCloseTo(painting.height_cm, 1);
    let at = await pixels(stage);
    expect(distance(at(4, 4), hex('#f3f1ec'))).toBeLessThan(8);
    expect(distance(at(box.x - 3, box.y + box.height / 2), hex('#f3f1ec'))).toBeLessThan(8);
    // Beside it the references, drawn to their heights: the sofa's back ends 85 cm above the
    // floor, the person's head 170 cm.
    const sofa = await workBox(stage, 'sofa');
    expect(sofa.height / sofa.pxPerCm).toBeCloseTo(85, 1);
    const sofaX = sofa.x + sofa.width / 2;
    expect(distance(at(sofaX, sofa.y + 2), hex('#6c7278'))).toBeLessThan(10);
    expect(distance(at(sofaX, sofa.y - 3), hex('#f3f1ec'))).toBeLessThan(8);
    const person = await workBox(stage, 'person');
    expect(person.height / person.pxPerCm).toBeCloseTo(170, 1);
    const personX = person.x + person.width / 2;
    expect(distance(at(personX, person.y + 2), hex('#55524d'))).toBeLessThan(10);
    expect(distance(at(personX, person.y - 3), hex('#f3f1ec'))).toBeLessThan(8);
    // The picture is drawn inside the box: not the wall's colour all over.
    let differing = 0;
    for (let i = 1; i < 10; i += 1) {
      for (let j = 1; j < 10; j += 1) {
        const pixel = at(box.x + (box.width * i) / 10, box.y + (box.height * j) / 10);
        if (distance(pixel, hex('#f3f1ec')) > 24) differing += 1;
      }
    }
    expect(differing).toBeGreaterThan(40);
    await shoot('view-in-room-wall');

    // The dialog passes axe (WCAG 2.2 AA and best practices): no serious or critical violation.
    const audit = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      audit.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // A navy wall.
    await dialog.getByRole('radio', { name: room.walls.navy, exact: true }).check();
    await expect(stage).toHaveAttribute('data-wall', '#2c3a4f');
    await expect(stage).toHaveAttribute('data-drawn', 'true');
    at = await pixels(stage);
    expect(distance(at(4, 4), hex('#2c3a4f'))).toBeLessThan(8);

    // A natural wood frame adds 4 cm on every side, drawn in wood.
    const wood = fill(room.frames['natural-wood'], { cm: 4 });
    await dialog.getByRole('radio', { name: wood, exact: true }).check();
    await expect(stage).toHaveAttribute('data-frame', 'natural-wood');
    await expect(stage).toHaveAttribute('data-drawn', 'true');
    const framed = `${painting.width_cm + 8} × ${painting.height_cm + 8}`;
    await expect(
      dialog.getByText(fill(room.summaryFramed, { size, framed, sofa: 85, person: 170 })),
    ).toBeVisible();
    box = await workBox(stage);
    expect(box.width / box.pxPerCm).toBeCloseTo(painting.width_cm + 8, 1);
    at = await pixels(stage);
    expect(
      distance(at(box.x + 2 * box.pxPerCm, box.y + box.height / 2), hex('#b4875a')),
    ).toBeLessThan(14);
    expect(distance(at(box.x - 3, box.y + box.height / 2), hex('#2c3a4f'))).toBeLessThan(8);
    await shoot('view-in-room-wood-navy');

    // White with a mat: 3 cm of white moulding, 7 cm of mat.
    const mat = fill(room.frames['white-mat'], { cm: 10 });
    await dialog.getByRole('radio', { name: mat, exact: true }).check();
    await expect(stage).toHaveAttribute('data-frame', 'white-mat');
    await expect(stage).toHaveAttribute('data-drawn', 'true');
    box = await workBox(stage);
    at = await pixels(stage);
    expect(
      distance(at(box.x + 6.5 * box.pxPerCm, box.y + box.height / 2), hex('#fcfbf8')),
    ).toBeLessThan(10);

    // The photo path: a photo of a wall with an A4 sheet on it, 297 px long (10 px per cm).
    await dialog.getByRole('radio', { name: room.frames.none, exact: true }).check();
    await dialog.getByRole('button', { name: room.modePhoto }).click();
    await expect(dialog.getByText(room.photo.private)).toBeVisible();
    const photo = await wallPhoto();
    await dialog.getByLabel(room.photo.pick).setInputFiles({
      name: 'my-wall.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    const canvas = dialog.getByRole('img', {
      name: fill(room.photo.label, { title }),
    });
    await expect(canvas).toBeVisible();
    const surface = canvas.locator('..');
    await expect(surface).toHaveAttribute('data-photo-size', '1600 1200');
    await dialog.getByRole('radio', { name: fill(room.photo.a4, { cm: 29.7 }) }).check();
    await dragTo(page, dialog.getByRole('button', { name: room.photo.pointA }), surface, 300, 905);
    await dragTo(page, dialog.getByRole('button', { name: room.photo.pointB }), surface, 597, 905);
    const pxPerCm = Number(await surface.getAttribute('data-px-per-cm'));
    expect(pxPerCm).toBeGreaterThan(9.8);
    expect(pxPerCm).toBeLessThan(10.2);
    const [onPhotoW, onPhotoH] = (await surface.getAttribute('data-work-photo-px'))!
      .split(' ')
      .map(Number);
    expect(onPhotoW! / (painting.width_cm * 10)).toBeCloseTo(1, 1);
    expect(onPhotoH! / (painting.height_cm * 10)).toBeCloseTo(1, 1);
    expect(onPhotoW! / pxPerCm).toBeCloseTo(painting.width_cm, 1);
    // On screen the work takes that size at the photo's display scale.
    const work = dialog.getByRole('button', {
      name: fill(room.photo.work, { title }),
    });
    const area = (await surface.boundingBox())!;
    const shown = (await work.boundingBox())!;
    expect(Math.abs(shown.width - (onPhotoW! * area.width) / 1600)).toBeLessThan(1.5);

    // Moved by drag, then by the keyboard.
    await dragTo(page, work, surface, 800, 380);
    const moved = (await work.boundingBox())!;
    expect(Math.abs(moved.x + moved.width / 2 - (area.x + (800 * area.width) / 1600))).toBeLessThan(
      2,
    );
    await work.focus();
    await page.keyboard.press('ArrowRight');
    expect((await work.boundingBox())!.x).toBeGreaterThan(moved.x);
    // The canvas shows the work where it is: its centre is not the wall's grey.
    const drawn = await pixels(canvas);
    const placed = (await work.boundingBox())!;
    const grey: Rgb = [196, 196, 196];
    let painted = 0;
    for (let i = 1; i < 10; i += 1) {
      for (let j = 1; j < 10; j += 1) {
        const x = placed.x - area.x + (placed.width * i) / 10;
        const y = placed.y - area.y + (placed.height * j) / 10;
        if (distance(drawn(x, y), grey) > 40) painted += 1;
      }
    }
    expect(painted).toBeGreaterThan(40);
    await shoot('view-in-room-photo');

    // Save image: a file on this device, the photo's size.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: room.photo.save }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${painting.handle}-on-my-wall.jpg`);
    const saved = test.info().outputPath(`saved-${tag}.jpg`);
    await download.saveAs(saved);
    const meta = await sharp(saved).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1200]);

    // No request carried the photo (nor anything its size): it never left the page.
    const slice = photo.subarray(2000, 2064);
    const carriers = sent.filter(
      (request) =>
        request.url.startsWith('blob:') === false &&
        request.body !== null &&
        (request.body.includes(slice) || request.body.length > 50_000),
    );
    expect(carriers.map((request) => request.url)).toEqual([]);
    expect(sent.some((request) => request.url.includes('my-wall'))).toBe(false);

    // Escape closes the dialog and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: room.open })).toBeFocused();
  });
}
