import { describe, expect, it } from 'vitest';
import { startCatalogueApp, korean } from './catalogue-test-app';

const app = startCatalogueApp();

const handles = (body: { institutions: { handle: string }[] }) =>
  body.institutions.map((i) => i.handle);

const list = (query: string, init?: RequestInit) =>
  app.ok(`/v3/store/institution${query ? `?${query}` : ''}`, init);

describe('GET /v3/store/institution', () => {
  it('lists every institution by name with counts, paged', async () => {
    const body = await list('');
    expect(handles(body)).toEqual(['gallery-onda', 'haneul-foundation', 'space-seoha']);
    expect(body).toMatchObject({ count: 3, limit: 20, offset: 0 });
    expect(body.institutions[0]).toMatchObject({
      id: 'in_1',
      name: 'Gallery Onda',
      type: 'gallery',
      city: 'Seoul',
      country_code: 'KOR',
      is_partner: true,
      artworks_count: 3,
      artists_count: 2,
      wishes_count: 2,
      logo: { url: expect.stringContaining('fixtures/img_1') },
      cover: null,
    });
    const page = await list('limit=1&offset=1');
    expect(handles(page)).toEqual(['haneul-foundation']);
    expect(page).toMatchObject({ count: 3, limit: 1, offset: 1 });
  });

  it('speaks Korean and orders by the Korean name', async () => {
    const body = await list('', korean);
    expect(body.institutions.map((i: { name: string }) => i.name)).toEqual([
      '갤러리 온다',
      '스페이스 서하',
      '하늘 재단',
    ]);
    expect(body.institutions[0].city).toBe('서울');
  });

  it('orders by newest and by popularity', async () => {
    expect(handles(await list('order=newest'))).toEqual([
      'haneul-foundation',
      'space-seoha',
      'gallery-onda',
    ]);
    expect(handles(await list('order=popular'))).toEqual([
      'space-seoha',
      'gallery-onda',
      'haneul-foundation',
    ]);
  });

  it('narrows by name (Korean or English, partial), type and city', async () => {
    expect(handles(await list(`q=${encodeURIComponent('서하')}`))).toEqual(['space-seoha']);
    expect(handles(await list('q=onda'))).toEqual(['gallery-onda']);
    expect(handles(await list('type=museum'))).toEqual(['space-seoha']);
    expect(handles(await list('city=seoul'))).toEqual(['gallery-onda', 'haneul-foundation']);
    expect(handles(await list(`city=${encodeURIComponent('부산')}`))).toEqual(['space-seoha']);
    const both = await list('city=Seoul&type=foundation');
    expect(handles(both)).toEqual(['haneul-foundation']);
    expect(both.count).toBe(1);
    expect(await list('q=nowhere')).toMatchObject({ institutions: [], count: 0 });
  });

  it('refuses bad parameters with 400', async () => {
    await app.expect400s('/v3/store/institution', [
      ['type=shop', 'type must be one of gallery, museum, foundation, art_space'],
      ['order=oldest', 'order must be one of name, newest, popular'],
      ['limit=1000', 'limit must be at most 100'],
      ['offset=1.5', 'offset must be a whole number'],
      [`city=${'x'.repeat(65)}`, 'city must be at most 64 characters'],
    ]);
  });
});

describe('GET /v3/store/institution/{id}', () => {
  it('answers the gallery page by handle or id: profile, artists, works, exhibitions', async () => {
    const byHandle = await app.get('/v3/store/institution/gallery-onda');
    expect(byHandle.status).toBe(200);
    expect((await app.get('/v3/store/institution/in_1')).body).toEqual(byHandle.body);
    const gallery = byHandle.body;
    expect(gallery).toMatchObject({
      id: 'in_1',
      description: 'A gallery for young Korean painters.',
      address: '12 Samcheong-ro, Jongno-gu',
      website: 'https://onda.example',
      instagram: null,
      founded_year: 2011,
      artworks_count: 3,
    });
    expect(gallery.artists.map((a: { handle: string }) => a.handle)).toEqual([
      'kim-seoyeon',
      'park-jiho',
    ]);
    expect(gallery.artworks.map((a: { handle: string }) => a.handle)).toEqual([
      'blue-morning',
      'red-field',
      'quiet-garden',
    ]);
    // 10 current shows, the past and the upcoming one, and its fair booth; 12 shown
    expect(gallery.exhibitions_count).toBe(13);
    expect(gallery.exhibitions).toHaveLength(12);
    expect(gallery.exhibitions[0].id).toBe('soon');
  });

  it('answers a gallery with nothing on show with empty lists, in Korean', async () => {
    const { status, body } = await app.get('/v3/store/institution/haneul-foundation', korean);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: '하늘 재단',
      artists: [],
      artworks: [],
      exhibitions: [],
      exhibitions_count: 0,
    });
  });

  it('is 404 for an unknown institution', async () => {
    await app.expect404('/v3/store/institution/no-such-gallery', 'Institution not found');
  });
});
