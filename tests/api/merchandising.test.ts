// The merchandising rules through the API (rules/merchandising.ts, ADR 0051), on a catalogue
// shaped like the demo's: many release-soon works published more recently than the works on
// sale, so "newest" alone would open the marketplace on works nobody can buy. Every list the
// store builds (the marketplace in every order, featured works, recommendations) leads with
// buyable works; price sorts put works without a shown price last; pages never overlap; and
// release-soon works go on sale at their release date.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import type { ArtworkOrder } from '@/schemas/artwork-filters';
import { buyableAtPrice, compareForOrder, merchandisingTier } from '@/rules/merchandising';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { insertFullCatalogueFixture } from './catalogue-fixtures';
import { startCustomerApp } from './customer-test-app';

const app = startCustomerApp();
const day = 24 * 60 * 60 * 1000;
const usd = { 'x-currency': 'usd' };

type Card = ArtworkSummaryDto;

let ready: Promise<void> | undefined;
/** The catalogue fixture plus 24 works on sale, 15 releasing soon (newer), 3 sold, 1 unpriced. */
function withCatalogue(): Promise<void> {
  ready ??= (async () => {
    const db = app.app.ctx.db;
    const now = app.now();
    await insertFullCatalogueFixture(db, now);
    const at = (days: number) => new Date(now.getTime() + days * day);
    const artists = ['ar_1', 'ar_2', 'ar_3'];
    const categories = ['cat_paint', 'cat_photo', 'cat_print'];
    const base = (id: string, i: number) => ({
      id,
      handle: id.replace(/_/g, '-'),
      titleEn: `Study ${id}`,
      titleKo: `연구 ${id}`,
      artistId: artists[i % 3]!,
      categoryId: categories[Math.floor(i / 3) % 3]!,
      widthCm: 40 + i,
      heightCm: 30 + i,
      sizeTotal: 70 + 2 * i,
    });
    const rows: (typeof t.artworks.$inferInsert)[] = [];
    for (let i = 0; i < 24; i += 1) {
      rows.push({
        ...base(`mx_on_${i}`, i),
        price: 500_000 + i * 350_000,
        purchaseStatus: 'on_sale',
        wishesCount: (i * 7) % 11,
        publishedAt: at(-20 - i * 5),
      });
    }
    for (let i = 0; i < 15; i += 1) {
      rows.push({
        ...base(`mx_rs_${i}`, i),
        price: 1_500_000 + i * 300_000,
        purchaseStatus: 'release_soon',
        releaseAt: at(3 + i),
        editionType: 'edition',
        editionSize: 3,
        wishesCount: 40 + i, // wished more than any work on sale
        publishedAt: at(-0.5 - i * 0.8),
      });
    }
    for (let i = 0; i < 3; i += 1) {
      rows.push({
        ...base(`mx_sold_${i}`, i),
        price: 2_000_000 + i * 1_000_000,
        purchaseStatus: 'sold',
        wishesCount: 90,
        publishedAt: at(-1 - i),
      });
    }
    rows.push({
      ...base('mx_nfs', 1),
      price: null,
      purchaseStatus: 'not_for_sale',
      publishedAt: at(-0.2),
    });
    // A release-soon work whose release date has passed: the release sweep puts it on sale.
    rows.push({
      ...base('mx_due', 2),
      price: 2_100_000,
      purchaseStatus: 'release_soon',
      releaseAt: at(-0.1),
      publishedAt: at(-0.3),
    });
    await db.insert(t.artworks).values(rows);
    await db.insert(t.editions).values([
      ...rows
        .filter((row) => row.id.startsWith('mx_on_') || row.id === 'mx_due')
        .map((row) => ({
          id: `ed_${row.id}`,
          artworkId: row.id,
          editionNumber: 1,
          status: 'available' as const,
        })),
      ...rows
        .filter((row) => row.id.startsWith('mx_rs_'))
        .flatMap((row) =>
          [1, 2, 3].map((n) => ({
            id: `ed_${row.id}_${n}`,
            artworkId: row.id,
            editionNumber: n,
            status: 'available' as const,
          })),
        ),
    ]);
    // Featured: a release-soon work ranked first among the editorial picks.
    await db.update(t.artworks).set({ featuredRank: 0 }).where(eq(t.artworks.id, 'mx_rs_0'));
  })();
  return ready;
}

async function get(path: string, headers: Record<string, string> = {}, token?: string) {
  await withCatalogue();
  const response = await app.call('GET', path, { headers, token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
}
const list = async (query: string, headers: Record<string, string> = {}) =>
  (await get(`/v3/store/artwork?${query}`, headers)).body as { artworks: Card[]; count: number };

/** The index of the first card after which a buyable one still comes (-1 when none). */
function firstUnbuyableBeforeBuyable(cards: Card[]): number {
  const lastBuyable = cards.map((c) => c.purchase_status).lastIndexOf('on_sale');
  return cards.findIndex((c, i) => c.purchase_status !== 'on_sale' && i < lastBuyable);
}

describe('the marketplace order (merchandising tier first)', () => {
  it('opens Available (ongoing, newest) on a first page of buyable works, each with a price', async () => {
    const first = await list('');
    expect(first.artworks).toHaveLength(20);
    for (const card of first.artworks) {
      expect(card.purchase_status, card.handle).toBe('on_sale');
      expect(buyableAtPrice(card), card.handle).toBe(true);
    }
    // The release-soon works, newer than all of them, come once every buyable work is shown.
    const all = await list('limit=100');
    expect(firstUnbuyableBeforeBuyable(all.artworks)).toBe(-1);
    expect(all.artworks.filter((c) => c.purchase_status === 'release_soon')).toHaveLength(17);
  });

  it.each<[ArtworkOrder, string]>([
    ['newest', 'ongoing'],
    ['newest', 'all'],
    ['price_asc', 'ongoing'],
    ['price_asc', 'all'],
    ['price_desc', 'ongoing'],
    ['price_desc', 'all'],
    ['popular', 'ongoing'],
    ['popular', 'all'],
    ['ending_soon', 'ongoing'],
  ])('orders %s in the %s tab as the rule module does', async (order, viewStatus) => {
    const body = await list(`order=${order}&view_status=${viewStatus}&limit=100`);
    const db = app.app.ctx.db;
    const prices = new Map(
      (await db.select({ id: t.artworks.id, price: t.artworks.price }).from(t.artworks)).map(
        (row) => [row.id, row.price],
      ),
    );
    const cards = body.artworks.map((c) => ({ ...c, price_krw: prices.get(c.id) ?? null }));
    expect(cards.length).toBeGreaterThan(order === 'ending_soon' ? 1 : 40);
    const expected = [...cards].sort(compareForOrder(order)).map((c) => c.id);
    expect(cards.map((c) => c.id)).toEqual(expected);
    expect(firstUnbuyableBeforeBuyable(body.artworks)).toBe(-1);
  });

  it('puts works not buyable at their price last in a $1,000–$5,000 price sort, both ways', async () => {
    for (const order of ['price_asc', 'price_desc']) {
      const body = await list(`min_price=1000&max_price=5000&order=${order}&limit=100`, usd);
      const buyable = body.artworks.map((c) => buyableAtPrice(c));
      expect(buyable.lastIndexOf(true)).toBeLessThan(buyable.indexOf(false));
      expect(buyable.filter((s) => !s).length).toBeGreaterThan(0); // release-soon works match too
      const amounts = body.artworks.filter((c) => buyableAtPrice(c)).map((c) => c.price!.krw);
      const sorted = [...amounts].sort((a, b) => (order === 'price_asc' ? a - b : b - a));
      expect(amounts).toEqual(sorted);
      for (const amount of amounts) {
        expect(amount).toBeGreaterThanOrEqual(1_380_000);
        expect(amount).toBeLessThanOrEqual(6_900_000);
      }
    }
  });

  it('pages with limit and offset without a gap or a repeat, in every order', async () => {
    for (const order of ['newest', 'price_asc', 'popular']) {
      const whole = (await list(`order=${order}&limit=100`)).artworks.map((c) => c.id);
      const paged: string[] = [];
      for (let offset = 0; offset < whole.length; offset += 7) {
        paged.push(
          ...(await list(`order=${order}&limit=7&offset=${offset}`)).artworks.map((c) => c.id),
        );
      }
      expect(paged).toEqual(whole);
    }
  });

  it('leads each category group with buyable works', async () => {
    const { body } = await get('/v3/store/artwork-group?per_group=12');
    for (const group of body.artwork_groups as { artworks: Card[] }[]) {
      expect(firstUnbuyableBeforeBuyable(group.artworks)).toBe(-1);
    }
  });

  it('shows featured works buyable first, then in featured order', async () => {
    const { body } = await get('/v3/store/featured-artwork?limit=8');
    const ids = body.artworks.map((c: Card) => c.id);
    // mx_rs_0 is ranked first by the editors but cannot be bought yet: it follows aw_3 and aw_1.
    expect(ids).toEqual(['aw_3', 'aw_1', 'mx_rs_0']);
  });

  it('keeps the tier in the database as the rule module defines it', async () => {
    const rows = await app.app.ctx.db
      .select({ status: t.artworks.purchaseStatus, tier: t.artworks.merchTier })
      .from(t.artworks);
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) expect(row.tier).toBe(merchandisingTier(row.status));
  });
});

describe('GET /v3/store/app/recommend/artwork without an artwork (visitor level)', () => {
  it('answers a signed-out visitor with popular works, buyable first, never a sold one', async () => {
    const response = await get('/v3/store/app/recommend/artwork?limit=12');
    const cards = response.body.artworks as Card[];
    expect(response.body).toMatchObject({ count: 12, limit: 12, offset: 0 });
    expect(cards).toHaveLength(12);
    for (const card of cards) expect(['on_sale', 'release_soon']).toContain(card.purchase_status);
    expect(firstUnbuyableBeforeBuyable(cards)).toBe(-1);
    // The most wished work on sale (Red Field, 30 wishes) leads; the same answer every time.
    expect(cards[0]!.handle).toBe('red-field');
    const again = await get('/v3/store/app/recommend/artwork?limit=12');
    expect(again.body.artworks.map((c: Card) => c.id)).toEqual(cards.map((c) => c.id));
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('answers a signed-in customer with works from their follows and wishes, never one they wished', async () => {
    await withCatalogue();
    const me = await app.signUp({}, { ip: '198.51.100.77' });
    const follow = await app.call('POST', '/v3/store/artists/wish/ar_2', { token: me.accessToken });
    expect(follow.status, JSON.stringify(follow.body)).toBe(200);
    const wish = await app.call('POST', '/v3/store/artwork/wish/aw_1', { token: me.accessToken });
    expect(wish.status, JSON.stringify(wish.body)).toBe(200);

    const response = await get('/v3/store/app/recommend/artwork?limit=12', {}, me.accessToken);
    const cards = response.body.artworks as Card[];
    expect(cards).toHaveLength(12);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(cards.map((c) => c.id)).not.toContain('aw_1');
    expect(firstUnbuyableBeforeBuyable(cards)).toBe(-1);
    // A followed artist's work on sale in the wished work's category scores highest.
    expect(cards[0]).toMatchObject({ artist: { id: 'ar_2' }, purchase_status: 'on_sale' });
    expect(cards[0]!.category.id).toBe('cat_paint');
    const buyable = cards.filter((c) => c.purchase_status === 'on_sale');
    const related = buyable.filter((c) => c.artist.id === 'ar_2' || c.artist.id === 'ar_1');
    expect(related.length).toBe(buyable.length); // followed artist or the wished work's artist

    const signedOut = await get('/v3/store/app/recommend/artwork?limit=12');
    expect(signedOut.body.artworks.map((c: Card) => c.id)).not.toEqual(cards.map((c) => c.id));
  });

  it('answers 400 for a malformed artwork id or limit', async () => {
    await withCatalogue();
    const bad = await app.call('GET', '/v3/store/app/recommend/artwork?artwork_id=x%20y');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('artwork_id is not a valid id');
    const tooMany = await app.call('GET', '/v3/store/app/recommend/artwork?limit=500');
    expect(tooMany.status).toBe(400);
  });
});

describe('the release sweep', () => {
  it('puts a release-soon work on sale once its release date has come, and no other', async () => {
    await withCatalogue();
    const before = await get('/v3/store/artwork/mx-due');
    expect(before.body.purchase_status).toBe('release_soon');
    const released = await app.app.services.artworkCatalogue.artworks.releaseDue();
    expect(released).toBe(1);
    const after = await get('/v3/store/artwork/mx-due');
    expect(after.body).toMatchObject({ purchase_status: 'on_sale', editions: { available: 1 } });
    expect((await get('/v3/store/artwork/mx-rs-0')).body.purchase_status).toBe('release_soon');
    expect(await app.app.services.artworkCatalogue.artworks.releaseDue()).toBe(0);
  });
});
