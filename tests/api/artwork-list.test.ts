// The marketplace list (GET /v3/store/artwork): tabs, cards, filters, sorts and paging. The artwork
// page and editions are in artwork-page.test.ts, the other artwork reads in artwork-reads.test.ts.
import { describe, expect, it } from 'vitest';
import { handles, korean, startArtworkApp, usd } from './artwork-test-app';

const app = startArtworkApp();
const { list } = app;

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
