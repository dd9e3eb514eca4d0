// The marketplace keyword (issue 21, ADR 0055) on the demo catalogue: `q` of GET /v3/store/artwork
// and store/opensearch/all find works by what they are (subject, style, medium, artist, gallery,
// description) in English and Korean, with parts of Korean words, best match first, narrowed by
// the other filters; nonsense finds nothing and odd input never fails. What a person expects is
// read from the catalogue itself (its words and the tags the seed gives its works).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchandisingTier } from '@/rules/merchandising';
import type { PurchaseStatus } from '@/rules/artwork-filter-rules';
import { seedDemoData } from '@/server/seed/seed-demo';
import { startTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await seedDemoData(app.ctx, { imageScale: 0.06 });
}, 600_000);
afterAll(() => app?.close());

interface Card {
  handle: string;
  title: string;
  artist: { name: string };
  institution: { name: string } | null;
  medium: string;
  price: { krw: number } | null;
  purchase_status: string;
  category: { handle: string };
}

const korean = { headers: { 'accept-language': 'ko' } };

async function list(
  query: string,
  init?: RequestInit,
): Promise<{ artworks: Card[]; count: number }> {
  const response = await app.get(`/v3/store/artwork?${query}`, init);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** Every work matching `q` (all tabs), in the order served. */
function tierOf(card: Card): number {
  return merchandisingTier(card.purchase_status as PurchaseStatus);
}

async function everyMatch(q: string, extra = '', init?: RequestInit): Promise<Card[]> {
  const found: Card[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await list(
      `q=${encodeURIComponent(q)}&view_status=all&limit=100&offset=${offset}${extra}`,
      init,
    );
    found.push(...page.artworks);
    if (page.artworks.length < 100) return found;
  }
}

async function handlesWhere(where: string): Promise<string[]> {
  const { rows } = await app.ctx.db.execute<{ handle: string }>(
    sql.raw(`select a.handle from artworks a
      join artists ar on ar.id = a.artist_id
      left join institutions i on i.id = a.institution_id
      left join artwork_search_facets f on f.artwork_id = a.id
      where ${where} order by a.handle`),
  );
  return rows.map((row) => row.handle);
}

const handles = (cards: Card[]) => cards.map((card) => card.handle).sort();

describe('GET /v3/store/artwork?q= finds works by what they are', () => {
  it("'landscape' and '풍경' find every landscape, in either language", async () => {
    const expected = await handlesWhere(
      `'subject:landscape' = any(f.tags) or a.title_en ilike '%landscape%' or a.description_en ilike '%landscape%'`,
    );
    expect(expected.length).toBeGreaterThan(20);
    const english = await everyMatch('landscape');
    expect(handles(english)).toEqual(expect.arrayContaining(expected));
    const hangul = await everyMatch('풍경', '', korean);
    expect(handles(hangul)).toEqual(
      expect.arrayContaining(await handlesWhere(`'subject:landscape' = any(f.tags)`)),
    );
    expect(hangul[0]!.title).toMatch(/[가-힣]/);
  });

  it("'abstract' and '추상' find the abstract works", async () => {
    const expected = await handlesWhere(`'style:abstract' = any(f.tags)`);
    expect(expected.length).toBeGreaterThan(50);
    expect(handles(await everyMatch('abstract'))).toEqual(expect.arrayContaining(expected));
    expect(handles(await everyMatch('추상', '', korean))).toEqual(expect.arrayContaining(expected));
  });

  it("'oil' and '유화' find the oil paintings; '한지' the works on hanji", async () => {
    const oil = await handlesWhere(`a.medium_en ilike '%oil%'`);
    expect(oil.length).toBeGreaterThan(30);
    expect(handles(await everyMatch('oil'))).toEqual(expect.arrayContaining(oil));
    expect(handles(await everyMatch('유화', '', korean))).toEqual(expect.arrayContaining(oil));
    const hanji = await handlesWhere(`a.medium_ko like '%한지%'`);
    expect(hanji.length).toBeGreaterThan(5);
    expect(handles(await everyMatch('한지', '', korean))).toEqual(expect.arrayContaining(hanji));
  });

  it("an artist's name, whole or in part, in English or Korean, finds the artist's works first", async () => {
    const { rows } = await app.ctx.db.execute<{ name_en: string; name_ko: string }>(
      sql`select ar.name_en, ar.name_ko from artists ar
        where ar.name_ko ~ '^[가-힣]{3}$' and ar.name_en like '% %'
        and exists (select 1 from artworks a where a.artist_id = ar.id) order by ar.handle limit 1`,
    );
    const artist = rows[0]!;
    const works = await handlesWhere(`ar.name_en = '${artist.name_en.replace(/'/g, "''")}'`);
    const given = artist.name_en.split(' ').at(-1)!;
    for (const [keyword, init] of [
      [artist.name_en, undefined],
      [artist.name_en.toUpperCase(), undefined],
      [given.slice(0, 4), undefined], // the start of the given name
      [artist.name_ko, korean],
      [artist.name_ko.slice(0, 2), korean], // family name and the first syllable: '김환' of '김환기'
      [artist.name_ko.slice(1), korean], // the given name alone
    ] as const) {
      const found = await everyMatch(keyword, '', init);
      expect(handles(found), keyword).toEqual(expect.arrayContaining(works));
      if (keyword === artist.name_en || keyword === artist.name_ko) {
        // Their works lead, before works that only mention a word of the name.
        const names = new Set([artist.name_en, artist.name_ko]);
        const firstOthers = found.findIndex((card) => !names.has(card.artist.name));
        const lastTheirs = found.map((card) => names.has(card.artist.name)).lastIndexOf(true);
        if (firstOthers >= 0) expect(lastTheirs, keyword).toBeLessThan(firstOthers);
      }
    }
  });

  it("a gallery's name finds the works it shows, in English and Korean", async () => {
    const { rows } = await app.ctx.db.execute<{ id: string; name_en: string; name_ko: string }>(
      sql`select i.id, i.name_en, i.name_ko from institutions i
        where exists (select 1 from artworks a where a.institution_id = i.id)
        order by i.handle limit 1`,
    );
    const gallery = rows[0]!;
    const works = await handlesWhere(`a.institution_id = '${gallery.id}'`);
    expect(works.length).toBeGreaterThan(0);
    expect(handles(await everyMatch(gallery.name_en))).toEqual(expect.arrayContaining(works));
    const found = await everyMatch(gallery.name_ko, '', korean);
    expect(handles(found)).toEqual(expect.arrayContaining(works));
    expect(found.every((card) => card.institution?.name === gallery.name_ko)).toBe(true);
  });

  it('ranks a title match above a match in the description alone', async () => {
    // Words that start with 'light' ('daylight' and 'highlight' are other words).
    const titled = await handlesWhere(`a.title_en ~* '\\mlight'`);
    const described = await handlesWhere(
      `a.title_en !~* '\\mlight' and ar.name_en !~* '\\mlight' and a.description_en ~* '\\mlight'`,
    );
    expect(titled.length).toBeGreaterThan(0);
    expect(described.length).toBeGreaterThan(0);
    const cards = await everyMatch('light');
    const found = cards.map((card) => card.handle);
    expect(found).toEqual(expect.arrayContaining([...titled, ...described]));
    // Within each merchandising tier (buyable works first, ADR 0051).
    let compared = 0;
    for (const tier of [0, 1, 2]) {
      const inTier = cards.filter((card) => tierOf(card) === tier).map((card) => card.handle);
      const titledAt = titled.map((h) => inTier.indexOf(h)).filter((i) => i >= 0);
      const describedAt = described.map((h) => inTier.indexOf(h)).filter((i) => i >= 0);
      if (!titledAt.length || !describedAt.length) continue;
      expect(Math.max(...titledAt)).toBeLessThan(Math.min(...describedAt));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('narrows with the other filters: price range, category, purchase status and a sort', async () => {
    const inWon = { headers: { 'x-currency': 'krw' } };
    const all = await everyMatch('landscape', '', inWon);
    const priced = all.filter((card) => card.price && card.price.krw <= 3_000_000);
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.length).toBeLessThan(all.length);

    const cheap = await everyMatch('landscape', '&max_price=3000000', inWon);
    expect(handles(cheap)).toEqual(handles(priced));

    const onSale = await everyMatch('abstract', '&purchase_statuses=on_sale');
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale.every((card) => card.purchase_status === 'on_sale')).toBe(true);

    // Works on hanji are painted on it and printed on it: one category narrows them.
    const onHanji = await everyMatch('hanji', '', inWon);
    const categories = [...new Set(onHanji.map((card) => card.category.handle))];
    expect(categories.length).toBeGreaterThan(1);
    const category = categories[0]!;
    const inCategory = await everyMatch('hanji', `&group_handle=${category}`, inWon);
    expect(handles(inCategory)).toEqual(
      handles(onHanji.filter((card) => card.category.handle === category)),
    );
    expect(inCategory.length).toBeLessThan(onHanji.length);

    const byPrice = await everyMatch('풍경', '&order=price_asc', korean);
    // Cheapest first within each merchandising tier (buyable works first, ADR 0051).
    const tiers = byPrice.map(tierOf);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    for (const tier of new Set(tiers)) {
      const prices = byPrice
        .filter((card) => tierOf(card) === tier)
        .flatMap((card) => (card.price ? [card.price.krw] : []));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
    expect(byPrice.length).toBe((await everyMatch('풍경', '', korean)).length);
  });

  it('finds nothing for nonsense, and answers odd input without failing', async () => {
    expect(await list('q=zzqxvwk')).toMatchObject({ artworks: [], count: 0 });
    expect(await list(`q=${encodeURIComponent('쀍쀍쀍')}`)).toMatchObject({ count: 0 });
    for (const odd of ["'&|!():*<>", '%_\\', 'a & b', '🎨 🖼', '  ', 'of the', 'x'.repeat(100)]) {
      const response = await app.get(`/v3/store/artwork?q=${encodeURIComponent(odd)}`);
      expect(response.status, odd).toBe(200);
    }
    const tooLong = await app.get(`/v3/store/artwork?q=${'x'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
  });
});

describe('GET /v3/store/opensearch/all finds works by what they are', () => {
  const search = async (keyword: string, init?: RequestInit) => {
    const response = await app.get(
      `/v3/store/opensearch/all?keyword=${encodeURIComponent(keyword)}&limit=24`,
      init,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('finds landscapes, abstract works and oil paintings in both languages', async () => {
    const landscapes = await handlesWhere(`'subject:landscape' = any(f.tags)`);
    for (const [keyword, init] of [
      ['landscape', undefined],
      ['풍경', korean],
    ] as const) {
      const body = await search(keyword, init);
      expect(body.count.artworks, keyword).toBeGreaterThanOrEqual(landscapes.length);
      expect(body.artworks).toHaveLength(24);
    }
    const abstract = await search('추상', korean);
    expect(abstract.count.artworks).toBeGreaterThan(50);
    const oil = await search('oil');
    expect(oil.count.artworks).toBeGreaterThan(30);
    expect(oil.artworks.every((card: Card) => card.medium.length > 0)).toBe(true);
  });

  it('puts works titled with the keyword first, and finds nothing for nonsense', async () => {
    const body = await search('Forest');
    expect(body.artworks[0].title).toMatch(/Forest/);
    expect(await search('zzqxvwk')).toMatchObject({
      artworks: [],
      count: { artworks: 0 },
    });
    for (const odd of ["'&|!():*<>", '%_\\', '🎨']) {
      const response = await app.get(`/v3/store/opensearch/all?keyword=${encodeURIComponent(odd)}`);
      expect(response.status, odd).toBe(200);
    }
  });
});
