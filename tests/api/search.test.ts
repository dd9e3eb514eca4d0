import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { startCatalogueApp } from './catalogue-test-app';

const app = startCatalogueApp(async (started) => {
  // An artist whose Korean name is exactly the keyword '서연' (ranked before partial matches).
  await started.ctx.db
    .insert(t.artists)
    .values({ id: 'ar_exact', handle: 'seoyeon', nameEn: 'Seoyeon', nameKo: '서연' });
});

const search = (keyword: string, init?: RequestInit, extra = '') =>
  app.ok(`/v3/store/opensearch/all?keyword=${encodeURIComponent(keyword)}${extra}`, init);

const handles = (items: { handle: string }[]) => items.map((item) => item.handle);

describe('GET /v3/store/opensearch/all', () => {
  it('finds a partial Korean name: exact match first, then by popularity', async () => {
    const body = await search('서연');
    expect(handles(body.artists)).toEqual(['seoyeon', 'kim-seoyeon', 'jung-seoyeon']);
    expect(body.count).toEqual({ artworks: 3, artists: 3, institutions: 0, exhibitions: 0 });
    expect(body).toMatchObject({ keyword: '서연', limit: 12, exhibitions: [] });
    // The works of the artists so named (ADR 0055).
    for (const artwork of body.artworks) expect(artwork.artist.name).toMatch(/Seoyeon/);
  });

  it('finds a word inside a Korean title', async () => {
    const body = await search('상화', { headers: { 'accept-language': 'ko' } });
    expect(body.artworks).toEqual([
      expect.objectContaining({ handle: 'red-abstraction', title: '붉은 추상화' }),
    ]);
    expect(body.count.artworks).toBe(1);
  });

  it('searches artworks, artists, galleries and exhibitions in English, any case', async () => {
    const onda = await search('ONDA');
    expect(handles(onda.institutions)).toEqual(['gallery-onda']);
    expect(handles(onda.exhibitions)).toEqual(['seoul-art-week-gallery-onda']);
    expect(onda.institutions[0]).toMatchObject({ name: 'Gallery Onda', artworks_count: 3 });

    const blue = await search('blue morning');
    expect(handles(blue.artworks)).toEqual(['blue-morning']);
    expect(blue.artworks[0]).toMatchObject({ artist: { id: 'ar_1' }, price: { krw: 1_380_000 } });

    // prefix matches ('Red Field', 'Red Abstraction') before a word inside ('Night Harbour' has none)
    const red = await search('red');
    expect(handles(red.artworks)).toEqual(['red-field', 'red-abstraction']);
  });

  it('matches one- and two-character keywords too', async () => {
    const body = await search('c3');
    expect(handles(body.exhibitions)).toEqual(['exh-c3']);
    const single = await search('온');
    expect(handles(single.institutions)).toEqual(['gallery-onda']);
  });

  it('caps each group at limit and counts beyond it', async () => {
    const body = await search('Exhibition', undefined, '&limit=2');
    expect(body.exhibitions).toHaveLength(2);
    expect(body.count.exhibitions).toBe(12);
    expect(body.limit).toBe(2);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    const body = await search('%');
    expect(body.count).toEqual({ artworks: 0, artists: 0, institutions: 0, exhibitions: 0 });
  });

  it('refuses an empty, blank or too long keyword with 400', async () => {
    await app.expect400s('/v3/store/opensearch/all', [
      ['', 'keyword is required'],
      ['keyword=', 'keyword is required'],
      ['keyword=%20%20', 'keyword is required'],
      [`keyword=${'가'.repeat(101)}`, 'keyword must be at most 100 characters'],
      ['keyword=a&limit=25', 'limit must be at most 24'],
    ]);
  });
});
