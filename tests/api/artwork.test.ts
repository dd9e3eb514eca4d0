import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworks } from '@/server/db/schema';
import { krwPricing } from '@/server/modules/artworks/artwork-pricing';
import { createArtworkService } from '@/server/modules/artworks/artwork.service';
import { insertArtworkFixture, insertCatalogueFixture } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

const now = new Date('2026-11-22T03:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
  await insertCatalogueFixture(app.ctx.db, now);
  await insertArtworkFixture(app.ctx.db, now);
});
afterAll(() => app?.close());

const handles = (body: { artworks: { handle: string }[] }) => body.artworks.map((a) => a.handle);
const usd = { headers: { 'x-currency': 'usd' } };
const korean = { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } };

async function list(query: string, init?: RequestInit) {
  const response = await app.get(`/v3/store/artwork${query ? `?${query}` : ''}`, init);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

describe('GET /v3/store/artwork (the marketplace list)', () => {
  it('shows the ongoing tab by default: works on sale, newest first, then those releasing soon', async () => {
    const body = await list('');
    expect(handles(body)).toEqual([
      'blue-morning',
      'red-field',
      'night-harbour',
      'closed-auction',
      'coming-tide', // release soon: after every buyable work (ADR 0051)
    ]);
    expect(body).toMatchObject({ count: 5, limit: 20, offset: 0, count_is_estimate: false });
  });

  it('answers a card with artist, gallery, category, image, size and prices', async () => {
    const body = await list('', usd);
    const card = body.artworks.find((a: { id: string }) => a.id === 'aw_2');
    expect(card).toMatchObject({
      id: 'aw_2',
      handle: 'red-field',
      title: 'Red Field',
      artist: { id: 'ar_1', handle: 'kim-seoyeon', name: 'Kim Seoyeon' },
      institution: { id: 'in_1', handle: 'gallery-onda', name: 'Gallery Onda', city: 'Seoul' },
      category: { id: 'cat_paint', handle: 'painting', title: 'Painting' },
      image: { url: '/media/fixtures/img_red.jpg', width: 1200, height: 900, color: '#b3261e' },
      width_cm: 50,
      height_cm: 40,
      depth_cm: null,
      size_total: 90,
      size: '50 × 40 cm',
      year: 2024,
      medium: 'Oil on canvas',
      price: { krw: 690_000, display: { amount: 50_000, currency: 'usd' } },
      purchase_status: 'on_sale',
      edition_type: 'unique',
      edition_size: 1,
      bid_enabled: true,
      last_bid_price: { krw: 600_000, display: { amount: 43_478, currency: 'usd' } },
      bid_expires_at: '2026-11-24T03:00:00.000Z',
      wishes_count: 30,
    });
  });

  it('speaks Korean and shows prices in KRW to a Korean visitor, whatever the Currency cookie', async () => {
    const body = await list('', {
      headers: { ...korean.headers, cookie: 'Currency=usd' },
    });
    expect(body.artworks[0]).toMatchObject({
      title: '푸른 아침',
      artist: { name: '김서연' },
      category: { title: '회화' },
      medium: '캔버스에 유채',
      price: { krw: 1_380_000, display: { amount: 1_380_000, currency: 'krw' } },
    });
  });

  it('switches tabs with view_status: sold, all', async () => {
    expect(handles(await list('view_status=sold'))).toEqual(['quiet-garden']);
    const all = await list('view_status=all');
    expect(all.count).toBe(7);
    expect(handles(all)).toContain('private-study');
  });

  it('narrows the tab with purchase_statuses (comma-separated)', async () => {
    expect(handles(await list('purchase_statuses=release_soon'))).toEqual(['coming-tide']);
    expect(
      handles(await list('view_status=all&purchase_statuses=sold,not_for_sale')).sort(),
    ).toEqual(['private-study', 'quiet-garden']);
    const none = await list('view_status=sold&purchase_statuses=on_sale');
    expect(none).toMatchObject({ artworks: [], count: 0 });
  });

  it('filters by category_id and by group_handle (all means every category)', async () => {
    expect(handles(await list('category_id=cat_photo'))).toEqual([
      'night-harbour',
      'closed-auction',
    ]);
    expect(handles(await list('group_handle=painting'))).toEqual(['blue-morning', 'red-field']);
    expect((await list('group_handle=all')).count).toBe(5);
    expect(await list('group_handle=sculpture')).toMatchObject({ artworks: [], count: 0 });
    expect(await list('group_handle=painting&category_id=cat_photo')).toMatchObject({
      artworks: [],
      count: 0,
    });
  });

  it('finds works by title or artist name, in English or Korean, including partial Korean words', async () => {
    expect(handles(await list('q=harbour'))).toEqual(['night-harbour']);
    expect(handles(await list(`q=${encodeURIComponent('항구')}`))).toEqual(['night-harbour']);
    expect(handles(await list(`q=${encodeURIComponent('푸른')}`))).toEqual(['blue-morning']);
    expect(handles(await list('q=park'))).toEqual(['night-harbour']);
    expect(handles(await list(`q=${encodeURIComponent('서연')}`))).toEqual([
      'blue-morning',
      'red-field',
      'closed-auction',
    ]);
    expect(await list('q=%25')).toMatchObject({ artworks: [], count: 0 });
  });

  it('filters by width, height and size_total in centimetres, bounds included', async () => {
    expect(handles(await list('min_width=60'))).toEqual([
      'blue-morning',
      'night-harbour',
      'closed-auction',
    ]);
    expect(handles(await list('max_height=40'))).toEqual([
      'red-field',
      'night-harbour',
      'coming-tide',
    ]);
    expect(handles(await list('min_size_total=150'))).toEqual(['blue-morning']);
    expect(handles(await list('max_size_total=100'))).toEqual([
      'red-field',
      'night-harbour',
      'coming-tide',
    ]);
    expect(handles(await list('min_width=40&max_width=60&min_height=40'))).toEqual([
      'red-field',
      'night-harbour',
    ]);
  });

  it('filters prices in the visitor’s currency through the exchange rates', async () => {
    // 1,380 KRW per USD: 500–2,000 USD is 690,000–2,760,000 KRW.
    expect(handles(await list('min_price=500&max_price=2000', usd))).toEqual([
      'blue-morning',
      'red-field',
      'night-harbour',
    ]);
    // Cookie works as the header does; 1,490 KRW per EUR: 500 EUR is 745,000 KRW.
    expect(handles(await list('max_price=500', { headers: { cookie: 'Currency=eur' } }))).toEqual([
      'red-field',
      'coming-tide',
    ]);
    // A Korean visitor types won.
    expect(handles(await list('min_price=1000000', korean))).toEqual([
      'blue-morning',
      'night-harbour',
      'closed-auction',
    ]);
  });

  it('sorts by price both ways, by popularity and by bids ending soon', async () => {
    expect(handles(await list('order=price_asc'))).toEqual([
      'red-field',
      'blue-morning',
      'night-harbour',
      'closed-auction',
      'coming-tide', // its price is not shown before its release: after the priced works
    ]);
    expect(handles(await list('order=price_desc&view_status=all'))).toEqual([
      'closed-auction',
      'night-harbour',
      'blue-morning',
      'red-field',
      'coming-tide', // release soon, then sold and not for sale: no price shown
      'quiet-garden',
      'private-study', // unpriced works come last
    ]);
    expect(handles(await list('order=popular'))).toEqual([
      'red-field',
      'night-harbour',
      'closed-auction',
      'blue-morning',
      'coming-tide',
    ]);
    // Only running bids, soonest first; the expired auction is left out.
    const ending = await list('order=ending_soon');
    expect(handles(ending)).toEqual(['night-harbour', 'red-field']);
    expect(ending.count).toBe(2);
  });

  it('combines two filters with a sort (the benchmark’s query)', async () => {
    const body = await list(
      'category_id=cat_paint&min_price=0&max_price=2000&order=price_asc',
      usd,
    );
    expect(handles(body)).toEqual(['red-field', 'blue-morning']);
  });

  it('pages with limit and offset and keeps the full count', async () => {
    const first = await list('limit=2');
    expect(handles(first)).toEqual(['blue-morning', 'red-field']);
    expect(first).toMatchObject({ count: 5, limit: 2, offset: 0, count_is_estimate: false });
    const last = await list('limit=2&offset=4');
    expect(handles(last)).toEqual(['coming-tide']);
    expect(last.count).toBe(5);
    const filtered = await list('q=e&limit=1&order=price_asc');
    // Titles, artist or gallery names with an "e": every ongoing work (Park Jiho's Night
    // Harbour by its gallery, Space Seoha).
    expect(filtered).toMatchObject({ count: 5, count_is_estimate: false });
    expect((await list('offset=50')).artworks).toEqual([]);
  });

  it.each([
    ['order=cheapest', 'order must be one of newest, price_asc, price_desc, popular, ending_soon'],
    ['view_status=open', 'view_status must be one of ongoing, sold, all'],
    [
      'purchase_statuses=on_sale,gone',
      'purchase_statuses must be a comma-separated list of on_sale, sold, not_for_sale, release_soon',
    ],
    ['limit=0', 'limit must be at least 1'],
    ['limit=500', 'limit must be at most 100'],
    ['limit=ten', 'limit must be a number'],
    ['offset=-1', 'offset must be 0 or more'],
    ['min_price=cheap', 'min_price must be a number'],
    ['min_price=2000&max_price=1000', 'max_price must be greater than or equal to min_price'],
    ['min_width=90&max_width=10', 'max_width must be greater than or equal to min_width'],
    ['min_height=-5', 'min_height must be 0 or more'],
    [
      'min_size_total=300&max_size_total=100',
      'max_size_total must be greater than or equal to min_size_total',
    ],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['group_handle=Not%20A%20Handle', 'group_handle is not a valid handle'],
    ['category_id=%27%3Bdrop', 'category_id is not a valid id'],
  ])('answers 400 to %s', async (query, message) => {
    const { status, body } = await app.get(`/v3/store/artwork?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION', message });
  });

  it('ignores empty parameters, as a form submits them', async () => {
    const body = await list('q=&min_price=&order=&view_status=&limit=');
    expect(body.count).toBe(5);
  });
});

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

describe('POST /v3/store/artwork/getartworklistbyid', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.get('/v3/store/artwork/getartworklistbyid', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers the works in the order asked, once each, leaving unknown ids out', async () => {
    const { status, body } = await post(
      { artworkIdList: ['aw_3', 'nope', 'aw_1', 'aw_3'] },
      {
        'x-currency': 'usd',
      },
    );
    expect(status).toBe(200);
    expect(body.artworks.map((a: { id: string }) => a.id)).toEqual(['aw_3', 'aw_1']);
    expect(body.count).toBe(2);
    expect(body.artworks[1].price.display).toEqual({ amount: 100_000, currency: 'usd' });
    expect((await post({ artworkIdList: [] })).body.artworks).toEqual([]);
  });

  it('answers 400 to a missing, malformed or oversized list', async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('artworkIdList is required');
    expect((await post({ artworkIdList: 'aw_1' })).status).toBe(400);
    const oversized = await post({
      artworkIdList: Array.from({ length: 101 }, (_, i) => `aw_${i}`),
    });
    expect(oversized.status).toBe(400);
    expect(oversized.body.message).toBe('artworkIdList must hold at most 100 ids');
  });
});

describe('GET /v3/store/artwork-count', () => {
  it("counts the ongoing tab per category, after the synthetic 'All' group, with a total", async () => {
    const { status, body } = await app.get('/v3/store/artwork-count');
    expect(status).toBe(200);
    expect(body).toEqual({
      categories: [
        { title: 'All', handle: 'all', count: 0 },
        { title: 'Painting', handle: 'painting', count: 2 },
        { title: 'Photography', handle: 'photography', count: 2 },
        { title: 'Print', handle: 'print', count: 1 },
      ],
      total: 5,
    });
  });

  it('counts other tabs and speaks Korean', async () => {
    const all = await app.get('/v3/store/artwork-count?view_status=all', korean);
    expect(all.body.total).toBe(7);
    expect(all.body.categories[1]).toEqual({ title: '회화', handle: 'painting', count: 4 });
    expect((await app.get('/v3/store/artwork-count?view_status=x')).status).toBe(400);
  });
});

describe('GET /v3/store/artwork-group', () => {
  it('answers categories in menu order, each with its newest works of the tab and its count', async () => {
    const { status, body } = await app.get('/v3/store/artwork-group?per_group=1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 3, limit: 20, offset: 0 });
    expect(
      body.artwork_groups.map((g: { handle: string; count: number; artworks: unknown[] }) => [
        g.handle,
        g.count,
        handles(g as never),
      ]),
    ).toEqual([
      ['painting', 2, ['blue-morning']],
      ['photography', 2, ['night-harbour']],
      ['print', 1, ['coming-tide']],
    ]);
  });

  it('pages the groups and refuses bad sizes', async () => {
    const page = await app.get('/v3/store/artwork-group?limit=1&offset=1&view_status=sold');
    expect(page.body.artwork_groups).toHaveLength(1);
    expect(page.body.artwork_groups[0]).toMatchObject({ handle: 'photography', count: 0 });
    const bad = await app.get('/v3/store/artwork-group?per_group=100');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('per_group must be at most 24');
  });
});

describe('GET /v3/store/featured-artwork', () => {
  it('answers the featured works in featured order', async () => {
    const { status, body } = await app.get('/v3/store/featured-artwork');
    expect(status).toBe(200);
    expect(handles(body)).toEqual(['night-harbour', 'blue-morning']);
    expect(body).toMatchObject({ count: 2, limit: 12, offset: 0 });
    expect(handles((await app.get('/v3/store/featured-artwork?limit=1&offset=1')).body)).toEqual([
      'blue-morning',
    ]);
  });
});

describe('GET /v3/store/app/recommend/artwork', () => {
  it('recommends related works, best first, never the artwork itself, the same way every time', async () => {
    const first = await app.get('/v3/store/app/recommend/artwork?artwork_id=aw_1&limit=6');
    expect(first.status).toBe(200);
    const ids = first.body.artworks.map((a: { id: string }) => a.id);
    expect(ids).not.toContain('aw_1');
    // Same artist and category, near in price: the red painting by Kim Seoyeon comes first,
    // then her photograph; then a stranger's blue work at twice the price.
    expect(ids.slice(0, 2)).toEqual(['aw_2', 'aw_7']);
    expect(ids).toContain('aw_3');
    const again = await app.get('/v3/store/app/recommend/artwork?artwork_id=aw_1&limit=6');
    expect(again.body.artworks.map((a: { id: string }) => a.id)).toEqual(ids);
  });

  it('prefers a similar colour and price among strangers in the same category, buyable first', async () => {
    // For the blue photograph: the other photograph (same category) ranks before the paintings;
    // the same artist's sold work comes after every work that can be bought (ADR 0051).
    const { body } = await app.get('/v3/store/app/recommend/artwork?artwork_id=aw_3&limit=6');
    const ids = body.artworks.map((a: { id: string }) => a.id);
    expect(ids[0]).toBe('aw_7'); // same category
    expect(ids.indexOf('aw_4')).toBeGreaterThan(ids.indexOf('aw_5')); // sold after release soon
    const statuses = body.artworks.map((a: { purchase_status: string }) => a.purchase_status);
    expect(statuses.lastIndexOf('on_sale')).toBeLessThan(statuses.indexOf('release_soon'));
  });

  it('answers 404 for an unknown artwork and 400 for a malformed one', async () => {
    const unknown = await app.get('/v3/store/app/recommend/artwork?artwork_id=aw_none');
    expect(unknown.status).toBe(404);
    const malformed = await app.get('/v3/store/app/recommend/artwork?artwork_id=a%20b');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('artwork_id is not a valid id');
  });
});

describe('the artwork calls in the OpenAPI document', () => {
  it('describes every artwork path with its parameters', async () => {
    const { body } = await app.get('/v3/openapi.json');
    for (const [path, method] of [
      ['/v3/store/artwork', 'get'],
      ['/v3/store/artwork/{handle}', 'get'],
      ['/v3/store/artwork/{artwork_id}/editions', 'get'],
      ['/v3/store/artwork/{artworkId}/edition', 'get'],
      ['/v3/store/artwork/provenances/{edition_id}', 'get'],
      ['/v3/store/artwork/coa', 'get'],
      ['/v3/store/artwork/getartworklistbyid', 'post'],
      ['/v3/store/artwork-count', 'get'],
      ['/v3/store/artwork-group', 'get'],
      ['/v3/store/featured-artwork', 'get'],
      ['/v3/store/app/recommend/artwork', 'get'],
    ] as const) {
      expect(body.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const names = body.paths['/v3/store/artwork'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'limit',
        'offset',
        'q',
        'category_id',
        'purchase_statuses',
        'group_handle',
        'order',
        'min_width',
        'max_width',
        'min_height',
        'max_height',
        'min_size_total',
        'max_size_total',
        'min_price',
        'max_price',
        'view_status',
      ]),
    );
    const order = body.paths['/v3/store/artwork'].get.parameters.find(
      (p: { name: string }) => p.name === 'order',
    );
    expect(order.schema.enum).toEqual([
      'newest',
      'price_asc',
      'price_desc',
      'popular',
      'ending_soon',
    ]);
  });
});

describe('freshness of the public reads', () => {
  it('revalidates a repeated read (the same ETag, 304) and sees a write to the catalogue at once', async () => {
    const first = await app.get('/v3/store/artwork?q=harbour');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${app.baseUrl}/v3/store/artwork?q=harbour`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(first.body.artworks[0].wishes_count).toBe(12);
    // Any write tells the caches at commit (ADR 0039), even one made outside the services.
    await app.ctx.db.update(artworks).set({ wishesCount: 13 }).where(eq(artworks.id, 'aw_3'));
    const changed = await app.get('/v3/store/artwork?q=harbour', {
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.artworks[0].wishes_count).toBe(13);
    await app.ctx.db.update(artworks).set({ wishesCount: 12 }).where(eq(artworks.id, 'aw_3'));
    expect((await list('q=harbour')).artworks[0].wishes_count).toBe(12);
  });
});

describe('honest counts', () => {
  it('stops counting at the cap and says the count is a lower bound', async () => {
    const service = createArtworkService(app.ctx, { countCap: 2, readTtlMs: 0 });
    const capped = await service.list({ q: 'e', limit: 1 }, 'en', krwPricing);
    expect(capped).toMatchObject({ count: 2, count_is_estimate: true });
    expect(capped.artworks).toHaveLength(1);
    // Tab and category counts come from the per-category counts: exact, whatever the cap.
    const exact = await service.list({ view_status: 'all', limit: 1 }, 'en', krwPricing);
    expect(exact).toMatchObject({ count: 7, count_is_estimate: false });
  });
});
