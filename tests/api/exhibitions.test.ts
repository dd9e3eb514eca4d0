import { describe, expect, it } from 'vitest';
import { startCatalogueApp, korean } from './catalogue-test-app';

const app = startCatalogueApp();

const ids = (body: { exhibitions: { id: string }[] }) => body.exhibitions.map((e) => e.id);

const list = (query: string, init?: RequestInit) =>
  app.ok(`/v3/store/exhibition${query ? `?${query}` : ''}`, init);

describe('GET /v3/store/exhibition', () => {
  it('lists every exhibition, newest opening first', async () => {
    const body = await list('limit=3');
    expect(ids(body)).toEqual(['soon', 'booth_onda', 'booth_seoha']);
    expect(body).toMatchObject({ count: 14, limit: 3, offset: 0 });
    expect(body.exhibitions[0]).toMatchObject({
      handle: 'exh-soon',
      title: 'Exhibition soon',
      institution_name: 'Gallery Onda',
      period: 'upcoming',
    });
  });

  it('splits current, upcoming and past by the server clock', async () => {
    const current = await list('status=current');
    expect(current.count).toBe(12);
    expect(ids(current)).toEqual([
      'booth_onda',
      'booth_seoha',
      'c1',
      'c2',
      'c10',
      'c9',
      'c8',
      'c7',
      'c6',
      'c5',
      'c4',
      'c3',
    ]);
    expect(current.exhibitions.every((e: { period: string }) => e.period === 'current')).toBe(true);
    expect(ids(await list('status=upcoming'))).toEqual(['soon']);
    const past = await list('status=past');
    expect(ids(past)).toEqual(['past']);
    expect(past.exhibitions[0].period).toBe('past');
  });

  it('narrows by type, institution and title (Korean or English, partial)', async () => {
    expect(ids(await list('type=solo'))).toEqual(['c3']);
    expect(ids(await list('type=fair&status=current'))).toEqual(['booth_onda', 'booth_seoha']);
    expect(ids(await list('institution=space-seoha'))).toEqual(['booth_seoha']);
    expect(ids(await list('institution=in_2&status=past'))).toEqual([]);
    expect(await list('institution=nowhere')).toMatchObject({ exhibitions: [], count: 0 });
    expect(ids(await list(`q=${encodeURIComponent('서하')}`))).toEqual(['booth_seoha']);
    expect(ids(await list('q=art%20week'))).toEqual(['booth_onda', 'booth_seoha']);
    const ko = await list('type=solo', korean);
    expect(ko.exhibitions[0]).toMatchObject({ title: '전시 c3', short_title: '짧은 c3' });
  });

  it('refuses bad parameters with 400', async () => {
    await app.expect400s('/v3/store/exhibition', [
      ['status=soon', 'status must be one of current, upcoming, past'],
      ['type=party', 'type must be one of group, solo, fair, onview'],
      ['limit=-5', 'limit must be at least 1'],
      ['offset=20000', 'offset must be at most 10000'],
    ]);
  });
});

describe('GET /v3/store/exhibition/{handle}{suffix}', () => {
  it('answers the exhibition page: institution, artists, works in show order, highlights', async () => {
    const { status, body } = await app.get('/v3/store/exhibition/exh-c1');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'c1',
      handle: 'exh-c1',
      period: 'current',
      institution: { id: 'in_1', name: 'Gallery Onda' },
      artist: null,
      fair: null,
      artworks_count: 2,
      artists_count: 2,
      highlights: [],
    });
    expect(body.artworks.map((a: { handle: string }) => a.handle)).toEqual([
      'quiet-garden',
      'blue-morning',
    ]);
    expect(body.artists.map((a: { handle: string }) => a.handle)).toEqual([
      'park-jiho',
      'kim-seoyeon',
    ]);
  });

  it('names the artist of a solo show and the fair of a booth', async () => {
    const solo = await app.get('/v3/store/exhibition/exh-c3', korean);
    expect(solo.body).toMatchObject({
      type: 'solo',
      description: '이민지의 조용한 작업.',
      artist: { id: 'ar_3', name: '이민지', bio: '' },
    });
    const booth = await app.get('/v3/store/exhibition/seoul-art-week-space-seoha');
    expect(booth.body.fair).toMatchObject({ id: 'fair_1', token: 'seoul-art-week-2026' });
  });

  it('carries highlights with their text and works', async () => {
    const { body } = await app.get('/v3/store/exhibition/exh-c2');
    expect(body.highlights).toEqual([
      expect.objectContaining({
        id: 'hl_1',
        title: 'Highlight one',
        body: 'Two blues side by side.',
        artwork_ids: ['aw_1', 'aw_4'],
      }),
      expect.objectContaining({ id: 'hl_2', artwork_ids: [] }),
    ]);
  });

  it('pages the works and the artists of an exhibition', async () => {
    const works = await app.get('/v3/store/exhibition/exh-c1/artworks?limit=1&offset=1');
    expect(works.status).toBe(200);
    expect(works.body).toMatchObject({ count: 2, limit: 1, offset: 1 });
    expect(works.body.artworks.map((a: { handle: string }) => a.handle)).toEqual(['blue-morning']);
    const priced = await app.get('/v3/store/exhibition/exh-c1/artworks', {
      headers: { 'x-currency': 'usd' },
    });
    expect(priced.body.artworks[1].price.display).toEqual({ amount: 100_000, currency: 'usd' });
    const artists = await app.get('/v3/store/exhibition/exh-c1/artists?limit=1');
    expect(artists.body).toMatchObject({ count: 2, limit: 1, offset: 0 });
    expect(artists.body.artists[0].handle).toBe('park-jiho');
    expect((await app.get('/v3/store/exhibition/exh-c1/artworks?limit=0')).status).toBe(400);
  });

  it('is 404 for an unknown exhibition, whatever the suffix', async () => {
    for (const path of ['nothing', 'nothing/artworks', 'nothing/artists']) {
      await app.expect404(`/v3/store/exhibition/${path}`, 'Exhibition not found');
    }
  });
});

describe('GET /v3/store/exhibition-highlight/{id}', () => {
  it('answers a highlight with its exhibition and its works in order', async () => {
    const { status, body } = await app.get('/v3/store/exhibition-highlight/hl_1', korean);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'hl_1',
      exhibition_id: 'c2',
      exhibition_handle: 'exh-c2',
      title: '하이라이트 하나',
      body: '나란히 놓인 두 개의 파랑.',
      exhibition: { id: 'c2', title: '전시 c2' },
      image: { url: expect.stringContaining('fixtures/img_1') },
    });
    expect(body.artworks.map((a: { handle: string }) => a.handle)).toEqual([
      'blue-morning',
      'quiet-garden',
    ]);
  });

  it('is 404 for an unknown highlight', async () => {
    await app.expect404('/v3/store/exhibition-highlight/hl_none', 'Exhibition highlight not found');
  });
});
