import { describe, expect, it } from 'vitest';
import { startCatalogueApp } from './catalogue-test-app';

const app = startCatalogueApp();

const korean = { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } };
const handles = (body: { artists: { handle: string }[] }) => body.artists.map((a) => a.handle);

const list = (query: string, init?: RequestInit) =>
  app.ok(`/v3/store/artists${query ? `?${query}` : ''}`, init);

describe('GET /v3/store/artists', () => {
  it('lists every artist by name with counts, paged', async () => {
    const body = await list('');
    expect(handles(body)).toEqual(['jung-seoyeon', 'kim-seoyeon', 'lee-minji', 'park-jiho']);
    expect(body).toMatchObject({ count: 4, limit: 20, offset: 0 });
    expect(body.artists[1]).toMatchObject({
      id: 'ar_1',
      name: 'Kim Seoyeon',
      nationality: 'Korean',
      birth_year: 1988,
      artworks_count: 3,
      on_sale_count: 3,
      wishes_count: 10,
      image: { url: expect.stringContaining('fixtures/img_1'), color: '#334455' },
    });
    const page = await list('limit=2&offset=2');
    expect(handles(page)).toEqual(['lee-minji', 'park-jiho']);
    expect(page).toMatchObject({ count: 4, limit: 2, offset: 2 });
  });

  it('speaks Korean: names, nationality and the name order', async () => {
    const body = await list('', korean);
    expect(body.artists.map((a: { name: string }) => a.name)).toEqual([
      '김서연',
      '박지호',
      '이민지',
      '정서연',
    ]);
    expect(body.artists[0].nationality).toBe('한국');
  });

  it('orders by newest and by popularity (wishes)', async () => {
    expect(handles(await list('order=newest'))).toEqual([
      'jung-seoyeon',
      'lee-minji',
      'park-jiho',
      'kim-seoyeon',
    ]);
    expect(handles(await list('order=popular'))).toEqual([
      'kim-seoyeon',
      'park-jiho',
      'lee-minji',
      'jung-seoyeon',
    ]);
  });

  it('finds part of a name in Korean or English, any case', async () => {
    expect(handles(await list(`q=${encodeURIComponent('서연')}`))).toEqual([
      'jung-seoyeon',
      'kim-seoyeon',
    ]);
    expect(handles(await list('q=SEOYEON'))).toEqual(['jung-seoyeon', 'kim-seoyeon']);
    expect(handles(await list(`q=${encodeURIComponent('김서연')}`))).toEqual(['kim-seoyeon']);
    expect(await list('q=nobody')).toMatchObject({ artists: [], count: 0 });
    // LIKE wildcards are matched literally
    expect((await list('q=%25')).count).toBe(0);
  });

  it('narrows by nationality, institution and works on sale', async () => {
    expect(handles(await list('nationality=korean'))).toEqual([
      'jung-seoyeon',
      'kim-seoyeon',
      'park-jiho',
    ]);
    expect(handles(await list(`nationality=${encodeURIComponent('프랑스')}`))).toEqual([
      'lee-minji',
    ]);
    expect(handles(await list('institution=gallery-onda'))).toEqual(['kim-seoyeon', 'park-jiho']);
    expect(handles(await list('institution=in_2'))).toEqual(['park-jiho']);
    expect(await list('institution=no-such-gallery')).toMatchObject({ artists: [], count: 0 });
    expect(handles(await list('on_sale=true'))).toEqual(['kim-seoyeon', 'park-jiho']);
    expect(handles(await list('on_sale=false'))).toEqual(['jung-seoyeon', 'lee-minji']);
    const both = await list('on_sale=true&nationality=Korean&institution=space-seoha');
    expect(handles(both)).toEqual(['park-jiho']);
    expect(both.count).toBe(1);
  });

  it('refuses bad parameters with 400 and a clear message', async () => {
    await app.expect400s('/v3/store/artists', [
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['limit=abc', 'limit must be a number'],
      ['offset=-1', 'offset must be 0 or more'],
      ['order=random', 'order must be one of name, newest, popular'],
      ['on_sale=maybe', 'on_sale must be true or false'],
      [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
      ['institution=a%20b', 'institution is not a valid id or handle'],
    ]);
  });
});

describe('GET /v3/store/artists/{id}', () => {
  it('answers the artist page by handle or id: bio, works, exhibitions, galleries', async () => {
    const byHandle = await app.get('/v3/store/artists/kim-seoyeon');
    expect(byHandle.status).toBe(200);
    const byId = await app.get('/v3/store/artists/ar_1');
    expect(byId.body).toEqual(byHandle.body);
    const artist = byHandle.body;
    expect(artist).toMatchObject({
      id: 'ar_1',
      handle: 'kim-seoyeon',
      name: 'Kim Seoyeon',
      bio: 'Paints the light over the Han river.',
      artworks_count: 3,
      on_sale_count: 3,
      institutions_count: 1,
    });
    expect(artist.artworks.map((a: { handle: string }) => a.handle)).toEqual([
      'blue-morning',
      'red-field',
      'closed-auction',
    ]);
    expect(artist.artworks[0]).toMatchObject({
      artist: { id: 'ar_1' },
      price: { krw: 1_380_000 },
    });
    // c1 hangs Blue Morning; the Seoul Art Week booth of Gallery Onda hangs Red Field
    expect(artist.exhibitions.map((e: { id: string }) => e.id).sort()).toEqual([
      'booth_onda',
      'c1',
    ]);
    expect(artist.exhibitions_count).toBe(2);
    expect(artist.institutions).toEqual([
      expect.objectContaining({ id: 'in_1', handle: 'gallery-onda', name: 'Gallery Onda' }),
    ]);
  });

  it('prices the works in the visitor currency and speaks Korean', async () => {
    const { body } = await app.get('/v3/store/artists/kim-seoyeon', {
      headers: { 'accept-language': 'en', 'x-currency': 'usd' },
    });
    expect(body.artworks[0].price.display).toEqual({ amount: 100_000, currency: 'usd' });
    const ko = await app.get('/v3/store/artists/kim-seoyeon', korean);
    expect(ko.body).toMatchObject({ name: '김서연', bio: '한강 위의 빛을 그린다.' });
  });

  it('names the solo show of its artist', async () => {
    const { body } = await app.get('/v3/store/artists/lee-minji');
    expect(body.exhibitions.map((e: { id: string }) => e.id)).toEqual(['c3']);
    expect(body).toMatchObject({ artworks_count: 2, on_sale_count: 0, institutions_count: 1 });
  });

  it('answers an artist without works with empty lists', async () => {
    const { status, body } = await app.get('/v3/store/artists/jung-seoyeon');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      artworks: [],
      exhibitions: [],
      institutions: [],
      artworks_count: 0,
      exhibitions_count: 0,
    });
  });

  it('is 404 for an unknown artist and 400 for a malformed id', async () => {
    await app.expect404('/v3/store/artists/nobody-at-all', 'Artist not found');
    const bad = await app.get(`/v3/store/artists/${encodeURIComponent('a b')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id is not a valid id or handle');
  });
});

describe('GET /v3/store/featured-artist', () => {
  it('lists featured artists in rank order, paged', async () => {
    const body = await app.get('/v3/store/featured-artist');
    expect(body.status).toBe(200);
    expect(handles(body.body)).toEqual(['park-jiho', 'kim-seoyeon']);
    expect(body.body).toMatchObject({ count: 2, limit: 20, offset: 0 });
    const second = await app.get('/v3/store/featured-artist?limit=1&offset=1');
    expect(handles(second.body)).toEqual(['kim-seoyeon']);
    expect((await app.get('/v3/store/featured-artist?limit=x')).status).toBe(400);
  });
});
