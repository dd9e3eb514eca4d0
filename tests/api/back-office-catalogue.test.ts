// The back office's catalogue (issue 10) over HTTP on a real database: artists, artworks with
// their editions and an uploaded picture, editions in and out of sale; each change audited and
// visible on the public pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages as m } from '@/schemas/back-office-catalogue';
import type { Buyer } from './buying-test-app';
import { expectError } from './customer-test-app';
import { startBackOfficeApp } from './back-office-test-app';

const app = startBackOfficeApp();
let operator: Buyer;
let admin: Buyer;
let counter = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  operator = await app.staff('operator');
  admin = await app.staff('admin');
});

const upload = () => app.upload(operator);

const artwork = (overrides: Record<string, unknown> = {}) => ({
  handle: unique('blue-field'),
  title_en: 'Blue Field',
  title_ko: '푸른 들판',
  artist_id: 'ar_1',
  institution_id: 'in_1',
  category_id: 'cat_paint',
  year: 2025,
  medium_en: 'Oil on canvas',
  medium_ko: '캔버스에 유채',
  width_cm: 72.7,
  height_cm: 60.6,
  price: 2_400_000,
  purchase_status: 'on_sale',
  ...overrides,
});

describe('artists', () => {
  it('creates, lists and updates an artist in both languages; a taken handle is 409', async () => {
    const handle = unique('kim-ara');
    const created = await app.admin(operator, 'POST', '/artists', {
      body: { handle, name_en: 'Kim Ara', name_ko: '김아라', birth_year: 1988 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ handle, name_en: 'Kim Ara', name_ko: '김아라' });
    const listed = await app.admin(operator, 'GET', `/artists?q=${handle}`);
    expect(listed.body.artists.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
    const updated = await app.admin(operator, 'PUT', `/artists/${created.body.id}`, {
      body: { bio_en: 'Paints fields.', nationality_ko: '한국' },
    });
    expect(updated.body).toMatchObject({
      name_en: 'Kim Ara',
      bio_en: 'Paints fields.',
      nationality_ko: '한국',
    });
    const page = await app.call('GET', `/v3/store/artists/${handle}`);
    expect(page.status).toBe(200);
    expectError(
      await app.admin(operator, 'POST', '/artists', {
        body: { handle, name_en: 'Other', name_ko: '다른' },
      }),
      409,
      m.handleTaken,
    );
    const audit = await app.admin(admin, 'GET', `/audit?target_id=${created.body.id}`);
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual([
      'artist.update',
      'artist.create',
    ]);
  });

  it('refuses bad input with 400', async () => {
    for (const body of [
      {},
      { handle: 'Bad Handle', name_en: 'A', name_ko: '가' },
      { handle: unique('ok'), name_en: 'A', name_ko: '가', birth_year: 'soon' },
      { handle: unique('ok'), name_en: 'A', name_ko: '가', image_id: 'img_missing' },
    ]) {
      const response = await app.admin(operator, 'POST', '/artists', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
  });
});

describe('artworks and editions', () => {
  it('creates an edition of three with an uploaded picture; it is on the marketplace', async () => {
    const imageId = await upload();
    const body = artwork({ edition_type: 'edition', edition_size: 3, image_id: imageId });
    const created = await app.admin(operator, 'POST', '/artworks', { body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      handle: body.handle,
      image_id: imageId,
      purchase_status: 'on_sale',
      edition_size: 3,
    });
    expect(created.body.editions.map((e: { status: string }) => e.status)).toEqual([
      'available',
      'available',
      'available',
    ]);
    const page = await app.call('GET', `/v3/store/artwork/${body.handle}`, {
      headers: { 'x-currency': 'krw' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ purchase_status: 'on_sale' });
    expect(page.body.price.krw).toBe(2_400_000);
    const one = await app.admin(operator, 'GET', `/artworks/${created.body.id}`);
    expect(one.body.editions).toHaveLength(3);
  });

  it('updates an artwork’s fields and takes editions off sale one by one until it is sold out', async () => {
    const created = (await app.admin(operator, 'POST', '/artworks', { body: artwork() })).body;
    const updated = await app.admin(operator, 'PUT', `/artworks/${created.id}`, {
      body: { title_ko: '푸른 들판 II', price: 2_600_000, width_cm: 100 },
    });
    expect(updated.body).toMatchObject({
      title_ko: '푸른 들판 II',
      price: 2_600_000,
      title_en: 'Blue Field',
    });
    const [edition] = created.editions;
    const off = await app.admin(operator, 'PUT', `/editions/${edition.id}`, {
      body: { status: 'not_for_sale' },
    });
    expect(off.body.status).toBe('not_for_sale');
    expect((await app.admin(operator, 'GET', `/artworks/${created.id}`)).body.purchase_status).toBe(
      'sold',
    );
    await app.admin(operator, 'PUT', `/editions/${edition.id}`, { body: { status: 'available' } });
    expect((await app.admin(operator, 'GET', `/artworks/${created.id}`)).body.purchase_status).toBe(
      'on_sale',
    );
    const audit = await app.admin(admin, 'GET', `/audit?target_id=${edition.id}`);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'edition.update',
      before: { status: 'not_for_sale' },
      after: { status: 'available' },
    });
  });

  it('refuses to change an edition someone bought (409)', async () => {
    const { editionId } = await app.paidOrder();
    expectError(
      await app.admin(operator, 'PUT', `/editions/${editionId}`, { body: { status: 'available' } }),
      409,
      m.editionBusy,
    );
  });

  it('refuses bad artworks: unknown references 400, a taken handle 409, a unique work of 2 editions 400', async () => {
    expectError(
      await app.admin(operator, 'POST', '/artworks', { body: artwork({ artist_id: 'ar_nobody' }) }),
      400,
      m.unknownReference,
    );
    const taken = artwork();
    await app.admin(operator, 'POST', '/artworks', { body: taken });
    expectError(
      await app.admin(operator, 'POST', '/artworks', { body: taken }),
      409,
      m.handleTaken,
    );
    expectError(
      await app.admin(operator, 'POST', '/artworks', {
        body: artwork({ edition_type: 'unique', edition_size: 2 }),
      }),
      400,
      m.uniqueHasOneEdition,
    );
    for (const bad of [
      { width_cm: -1 },
      { price: 1.5 },
      { purchase_status: 'sold' },
      { title_en: '' },
    ]) {
      const response = await app.admin(operator, 'POST', '/artworks', { body: artwork(bad) });
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
  });
});
