// A work's views (rules §4.71–4.72) over HTTP on a real database: the operator and the partner
// gallery add uploaded pictures as views with a kind and captions in both languages, reorder and
// remove them in one write; the artwork page carries each view's kind and caption in the
// visitor's language; defect photos (the condition report's) stay; another gallery's partner gets
// 404; bad input is 400; every change is audited.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworkImages } from '@/server/db/schema';
import { catalogueMessages as m } from '@/schemas/back-office-catalogue';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { auditEntries, startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let partner: Buyer;
let otherPartner: Buyer;
let operator: Buyer;
let admin: Buyer;
let counter = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  partner = await app.staff('partner', 'in_1');
  otherPartner = await app.staff('partner', 'in_2');
  operator = await app.staff('operator');
  admin = await app.staff('admin');
});

async function createArtwork(who: Buyer, base: '' | '/partner') {
  const imageId = await app.upload(who);
  const created = await app.admin(who, 'POST', `${base}/artworks`, {
    body: {
      handle: unique('salt-field'),
      title_en: 'Salt Field',
      title_ko: '소금밭',
      artist_id: 'ar_1',
      category_id: 'cat_paint',
      institution_id: 'in_1',
      width_cm: 72.7,
      height_cm: 60.6,
      price: 2_400_000,
      purchase_status: 'on_sale',
      image_id: imageId,
      edition_type: 'unique',
      edition_size: 1,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { id: created.body.id as string, handle: created.body.handle as string, imageId };
}

const view = (image_id: string, kind: string, caption_en: string, caption_ko: string) => ({
  image_id,
  kind,
  caption_en,
  caption_ko,
});

describe('the operator edits a work’s views', () => {
  it('adds views with kinds and captions; the page shows them in order in each language', async () => {
    const work = await createArtwork(operator, '');
    const [detail, back, room] = [
      await app.upload(operator),
      await app.upload(operator),
      await app.upload(operator),
    ];
    const saved = await app.admin(operator, 'PUT', `/artworks/${work.id}/views`, {
      body: {
        views: [
          view(work.imageId, 'main', 'The whole work', '작품 전체'),
          view(detail, 'detail', 'Detail of the salt crust', '소금 결정 세부'),
          view(back, 'back', 'Signed on the back', '뒷면 서명'),
          view(room, 'in_room', 'Above a sofa', '소파 위'),
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(
      saved.body.views.map((v: { image_id: string; kind: string; rank: number }) => [
        v.image_id,
        v.kind,
        v.rank,
      ]),
    ).toEqual([
      [work.imageId, 'main', 0],
      [detail, 'detail', 1],
      [back, 'back', 2],
      [room, 'in_room', 3],
    ]);
    expect(saved.body.views[1]).toMatchObject({
      caption_en: 'Detail of the salt crust',
      caption_ko: '소금 결정 세부',
      image: { url: expect.stringMatching(/^\/media\//), width: 64, height: 48 },
    });

    const read = await app.admin(operator, 'GET', `/artworks/${work.id}/views`);
    expect(read.body).toEqual(saved.body);

    const en = await app.call('GET', `/v3/store/artwork/${work.handle}`);
    expect(
      en.body.images.map((i: { kind: string; caption: string }) => [i.kind, i.caption]),
    ).toEqual([
      ['main', 'The whole work'],
      ['detail', 'Detail of the salt crust'],
      ['back', 'Signed on the back'],
      ['in_room', 'Above a sofa'],
    ]);
    const ko = await app.call('GET', `/v3/store/artwork/${work.handle}`, {
      headers: { 'accept-language': 'ko' },
    });
    expect(ko.body.images.map((i: { caption: string }) => i.caption)).toEqual([
      '작품 전체',
      '소금 결정 세부',
      '뒷면 서명',
      '소파 위',
    ]);

    const audit = (await auditEntries(app, admin, work.id)).find(
      (entry) => entry.action === 'artwork.views',
    );
    expect((audit!.before as { views: unknown[] }).views).toHaveLength(1);
    expect((audit!.after as { views: unknown[] }).views).toHaveLength(4);
  });

  it('reorders and removes in one write; the first view becomes the work’s picture', async () => {
    const work = await createArtwork(operator, '');
    const [detail, side] = [await app.upload(operator), await app.upload(operator)];
    await app.admin(operator, 'PUT', `/artworks/${work.id}/views`, {
      body: {
        views: [
          view(work.imageId, 'main', 'Front', '정면'),
          view(detail, 'detail', 'Detail', '세부'),
          view(side, 'side', 'Edge', '측면'),
        ],
      },
    });
    const reordered = await app.admin(operator, 'PUT', `/artworks/${work.id}/views`, {
      body: {
        views: [
          view(side, 'side', 'The edge, 3 cm', '측면, 3cm'),
          view(work.imageId, 'main', '', ''),
        ],
      },
    });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.views.map((v: { image_id: string }) => v.image_id)).toEqual([
      side,
      work.imageId,
    ]);
    const artwork = await app.admin(operator, 'GET', `/artworks/${work.id}`);
    expect(artwork.body.image_id).toBe(side);
    const page = await app.call('GET', `/v3/store/artwork/${work.handle}`);
    expect(page.body.image.url).toBe(page.body.images[0].url);
    expect(page.body.images).toHaveLength(2);
    expect(page.body.images[1]).toMatchObject({ kind: 'main', caption: '' });
  });

  it('keeps the condition report’s defect photos, which stay out of the page’s views', async () => {
    const work = await createArtwork(operator, '');
    const defect = await app.upload(operator);
    await app.app.ctx.db.insert(artworkImages).values({
      artworkId: work.id,
      imageId: defect,
      kind: 'defect',
      rank: 9,
      captionEn: 'A scratch lower left',
      captionKo: '왼쪽 아래 긁힘',
    });
    const detail = await app.upload(operator);
    const saved = await app.admin(operator, 'PUT', `/artworks/${work.id}/views`, {
      body: {
        views: [
          view(work.imageId, 'main', 'Front', '정면'),
          view(detail, 'detail', 'Detail', '세부'),
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.views.map((v: { kind: string }) => v.kind)).toEqual([
      'main',
      'detail',
      'defect',
    ]);
    // The defect photo is the condition report's (rules §4.74): kept, and never a view of the page.
    const page = await app.call('GET', `/v3/store/artwork/${work.handle}`);
    expect(page.body.images.map((v: { kind: string }) => v.kind)).toEqual(['main', 'detail']);
    const kept = await app.app.ctx.db
      .select({ kind: artworkImages.kind, captionEn: artworkImages.captionEn })
      .from(artworkImages)
      .where(and(eq(artworkImages.artworkId, work.id), eq(artworkImages.imageId, defect)));
    expect(kept).toEqual([{ kind: 'defect', captionEn: 'A scratch lower left' }]);
  });

  it('refuses a bad list (400) and an unknown work (404), changing nothing', async () => {
    const work = await createArtwork(operator, '');
    const detail = await app.upload(operator);
    const cases: [unknown, string][] = [
      [{ views: [] }, m.viewsRequired],
      [{}, m.viewsRequired],
      [
        { views: [view(work.imageId, 'defect', '', '')] },
        'kind must be one of main, detail, side, back, framed, in_room',
      ],
      [
        { views: [view(work.imageId, 'poster', '', '')] },
        'kind must be one of main, detail, side, back, framed, in_room',
      ],
      [
        { views: [view(work.imageId, 'main', '', ''), view(work.imageId, 'detail', '', '')] },
        m.repeatedView,
      ],
      [{ views: [view('img_nowhere', 'main', '', '')] }, m.unknownImage],
      [{ views: [view(detail, 'main', 'x'.repeat(201), '')] }, 'caption_en is too long'],
      [
        { views: Array.from({ length: 13 }, (_, i) => view(`img_${i}`, 'detail', '', '')) },
        m.tooManyViews,
      ],
    ];
    for (const [body, message] of cases) {
      expectError(
        await app.admin(operator, 'PUT', `/artworks/${work.id}/views`, { body }),
        400,
        message,
      );
    }
    const read = await app.admin(operator, 'GET', `/artworks/${work.id}/views`);
    expect(read.body.views.map((v: { image_id: string }) => v.image_id)).toEqual([work.imageId]);
    expectError(
      await app.admin(operator, 'GET', '/artworks/art_nowhere/views'),
      404,
      m.artworkNotFound,
    );
    expect(
      (await app.admin(null, 'PUT', `/artworks/${work.id}/views`, { body: { views: [] } })).status,
    ).toBe(401);
  });
});

describe('the partner gallery edits its works’ views', () => {
  it('edits its own work’s views; another gallery’s partner gets 404 reading or writing', async () => {
    const work = await createArtwork(partner, '/partner');
    const framed = await app.upload(partner);
    const saved = await app.admin(partner, 'PUT', `/partner/artworks/${work.id}/views`, {
      body: {
        views: [
          view(work.imageId, 'main', 'Front', '정면'),
          view(framed, 'framed', 'In its oak frame', '오크 액자'),
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.views[1]).toMatchObject({ kind: 'framed', caption_ko: '오크 액자' });
    expectError(
      await app.admin(otherPartner, 'GET', `/partner/artworks/${work.id}/views`),
      404,
      m.artworkNotFound,
    );
    expectError(
      await app.admin(otherPartner, 'PUT', `/partner/artworks/${work.id}/views`, {
        body: { views: [view(framed, 'main', 'Mine', '내 것')] },
      }),
      404,
      m.artworkNotFound,
    );
    const read = await app.admin(partner, 'GET', `/partner/artworks/${work.id}/views`);
    expect(read.body.views.map((v: { kind: string }) => v.kind)).toEqual(['main', 'framed']);
  });
});
