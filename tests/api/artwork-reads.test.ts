// The other artwork reads: works by id, counts, groups, featured works, recommendations, their
// OpenAPI description, freshness and honest counts. The marketplace list is in
// artwork-list.test.ts, the artwork page in artwork-page.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artworks } from '@/server/db/schema';
import { krwPricing } from '@/server/modules/artworks/artwork-pricing';
import { createArtworkService } from '@/server/modules/artworks/artwork.service';
import { handles, korean, startArtworkApp } from './artwork-test-app';

const app = startArtworkApp();
const { list } = app;

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

describe('public reads that a shared cache may keep', () => {
  /** Each header a visitor may send that can change a public answer, and the Vary entry naming it. */
  const choices: { vary: string; headers: Record<string, string> }[] = [
    { vary: 'accept-language', headers: { 'accept-language': 'ko-KR,ko;q=0.9' } },
    { vary: 'x-currency', headers: { 'x-currency': 'eur' } },
    { vary: 'cookie', headers: { cookie: 'Currency=eur' } },
  ];
  /** What a client may claim about the site itself: never a part of a public answer (ADR 0066). */
  const forged = {
    host: 'evil.example',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    forwarded: 'host=evil.example;proto=https',
  };
  const paths = [
    '/v3/store/artwork',
    '/v3/store/artwork/blue-morning',
    '/v3/store/artwork/aw_1/editions',
    '/v3/store/artwork/aw_1/edition',
    '/v3/store/artwork-count',
    '/v3/store/artwork-group',
    '/v3/store/featured-artwork',
    '/v3/store/artists',
    '/v3/store/institution',
    '/v3/store/exhibition',
    '/v3/store/rolling-banner',
    '/v3/store/faq',
    '/v3/store/contents',
  ];

  it('vary on every header that changes them, and change with nothing else the request names', async () => {
    for (const path of paths) {
      const base = await app.get(path);
      expect(base.status, path).toBe(200);
      expect(base.headers.get('cache-control'), path).toMatch(/^public/);
      const vary = (base.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);
      for (const choice of choices) {
        const other = await app.get(path, { headers: choice.headers });
        if (JSON.stringify(other.body) !== JSON.stringify(base.body)) {
          expect(vary, `${path} changes with ${choice.vary}`).toContain(choice.vary);
        }
      }
      const claimed = await app.get(path, { headers: forged });
      expect(claimed.body, path).toEqual(base.body);
      expect(JSON.stringify(claimed.body), path).not.toContain('evil.example');
    }
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
