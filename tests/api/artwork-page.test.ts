// The artwork page (GET /v3/store/artwork/{handle}), its editions, an edition's provenance and its
// certificate of authenticity. The marketplace list is in artwork-list.test.ts.
import { describe, expect, it } from 'vitest';
import { korean, startArtworkApp, usd } from './artwork-test-app';

const app = startArtworkApp();

describe('GET /v3/store/artwork/{handle}', () => {
  it('answers the artwork page: details, images, artist, editions, exhibitions', async () => {
    const { status, body } = await app.get('/v3/store/artwork/blue-morning', usd);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'aw_1',
      title: 'Blue Morning',
      description: 'A morning sky over the Han river, painted in layers of blue.',
      size: '100 × 80 × 3 cm',
      frame_size: 'Framed: 106.0 × 86.0 cm',
      signature: 'Signed lower right',
      price: { krw: 1_380_000, display: { amount: 100_000, currency: 'usd' } },
      artist: {
        id: 'ar_1',
        name: 'Kim Seoyeon',
        image: { url: '/media/fixtures/img_1.jpg' },
      },
      editions: {
        artwork_id: 'aw_1',
        edition_type: 'unique',
        total: 1,
        available: 1,
        next_edition: { edition_id: 'ed_1_1', edition_number: 1, status: 'available' },
      },
      exhibitions: [{ id: 'c1', handle: 'exh-c1', period: 'current' }],
    });
    expect(body.images.map((i: { url: string }) => i.url)).toEqual([
      '/media/fixtures/img_blue.jpg',
      '/media/fixtures/img_detail.jpg',
    ]);
  });

  it('answers in Korean', async () => {
    const { body } = await app.get('/v3/store/artwork/blue-morning', korean);
    expect(body).toMatchObject({
      title: '푸른 아침',
      frame_size: '액자 포함 106.0 × 86.0 cm',
      artist: { name: '김서연' },
    });
  });

  it('answers 404 for an unknown handle and 400 for a malformed one', async () => {
    const unknown = await app.get('/v3/store/artwork/no-such-work');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Artwork not found', code: 'NOT_FOUND' });
    const malformed = await app.get('/v3/store/artwork/Bad%20Handle');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('handle is not a valid handle');
  });
});

describe('editions', () => {
  it('lists the editions of an artwork in number order, with certificates and prices', async () => {
    const { status, body } = await app.get('/v3/store/artwork/aw_3/editions');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 5, limit: 20, offset: 0 });
    expect(body.editions.map((e: { status: string }) => e.status)).toEqual([
      'sold',
      'sold',
      'available',
      'available',
      'reserved',
    ]);
    expect(body.editions[3]).toMatchObject({
      edition_id: 'ed_3_4',
      edition_number: 4,
      certificate_number: 'COA-2026-0000104',
      price: { krw: 3_000_000 }, // its own price
    });
    expect(body.editions[2].price.krw).toBe(2_760_000); // the artwork's price
  });

  it('pages and searches editions by number or certificate number', async () => {
    const page = await app.get('/v3/store/artwork/aw_3/editions?limit=2&offset=2');
    expect(page.body.editions.map((e: { edition_number: number }) => e.edition_number)).toEqual([
      3, 4,
    ]);
    expect(page.body.count).toBe(5);
    const byNumber = await app.get('/v3/store/artwork/aw_3/editions?q=3');
    expect(byNumber.body.editions.map((e: { edition_id: string }) => e.edition_id)).toEqual([
      'ed_3_3',
    ]);
    const byCertificate = await app.get('/v3/store/artwork/aw_3/editions?q=0000105');
    expect(byCertificate.body.editions[0].edition_id).toBe('ed_3_5');
  });

  it('answers 404 for an unknown artwork and 400 for bad paging', async () => {
    expect((await app.get('/v3/store/artwork/aw_none/editions')).status).toBe(404);
    const bad = await app.get('/v3/store/artwork/aw_3/editions?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be at least 1');
  });

  it('summarises editions and names the one a buyer gets next', async () => {
    const { status, body } = await app.get('/v3/store/artwork/aw_3/edition', usd);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      artwork_id: 'aw_3',
      edition_type: 'edition',
      edition_size: 5,
      total: 5,
      available: 2,
      reserved: 1,
      sold: 2,
      not_for_sale: 0,
      next_edition: {
        edition_id: 'ed_3_3',
        edition_number: 3,
        price: { krw: 2_760_000, display: { amount: 200_000, currency: 'usd' } },
      },
    });
    const sold = await app.get('/v3/store/artwork/aw_4/edition');
    expect(sold.body).toMatchObject({ sold: 1, available: 0, next_edition: null });
    expect((await app.get('/v3/store/artwork/aw_none/edition')).status).toBe(404);
  });
});

describe('GET /v3/store/artwork/provenances/{edition_id}', () => {
  it('tells the history of an edition, oldest first, in the visitor’s language', async () => {
    const { status, body } = await app.get('/v3/store/artwork/provenances/ed_4_1');
    expect(status).toBe(200);
    expect(body.edition).toEqual({
      edition_id: 'ed_4_1',
      edition_number: 1,
      artwork_id: 'aw_4',
      artwork_handle: 'quiet-garden',
    });
    expect(body.count).toBe(4);
    expect(body.provenances.map((p: { kind: string }) => p.kind)).toEqual([
      'created',
      'exhibited',
      'consigned',
      'sold',
    ]);
    expect(body.provenances[1]).toMatchObject({
      exhibition: { id: 'past', handle: 'exh-past', title: 'Exhibition past' },
      institution: { id: 'in_1', handle: 'gallery-onda', name: 'Gallery Onda' },
    });
    expect(body.provenances[3].party).toBe('Private collection, Seoul');
    const ko = await app.get('/v3/store/artwork/provenances/ed_4_1', korean);
    expect(ko.body.provenances[3]).toMatchObject({
      party: '개인 소장, 서울',
      note: '마켓플레이스를 통해 구입',
    });
  });

  it('answers an empty history for an edition without events, and 404 for an unknown edition', async () => {
    const empty = await app.get('/v3/store/artwork/provenances/ed_2_1');
    expect(empty.body).toMatchObject({ provenances: [], count: 0 });
    const unknown = await app.get('/v3/store/artwork/provenances/ed_none');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Edition not found', code: 'NOT_FOUND' });
  });
});

describe('GET /v3/store/artwork/coa (certificate of authenticity)', () => {
  it('answers the certificate of an edition with artwork, artist, edition and provenance', async () => {
    const { status, body } = await app.get(
      '/v3/store/artwork/coa?handle=quiet-garden&edition_number=1',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      certificate_number: 'COA-2026-0000201',
      issued_at: '2026-10-23T03:00:00.000Z',
      artwork: { id: 'aw_4', title: 'Quiet Garden', size: '120 × 100 cm', edition_size: 1 },
      artist: { id: 'ar_2', name: 'Park Jiho' },
      institution: { handle: 'gallery-onda' },
      edition: { edition_id: 'ed_4_1', edition_number: 1, status: 'sold' },
    });
    expect(body.provenance).toHaveLength(4);
  });

  it('answers 404 when the edition or its certificate does not exist, and 400 without parameters', async () => {
    const noEdition = await app.get('/v3/store/artwork/coa?handle=quiet-garden&edition_number=2');
    expect(noEdition.status).toBe(404);
    expect(noEdition.body).toEqual({ message: 'Certificate not found', code: 'NOT_FOUND' });
    const notIssued = await app.get('/v3/store/artwork/coa?handle=red-field&edition_number=1');
    expect(notIssued.status).toBe(404);
    const missing = await app.get('/v3/store/artwork/coa?handle=quiet-garden');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('edition_number is required');
    expect((await app.get('/v3/store/artwork/coa')).status).toBe(400);
  });
});
