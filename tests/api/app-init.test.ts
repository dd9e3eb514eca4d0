import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

const now = new Date('2026-11-22T03:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ now: () => now });
  await insertCatalogueFixture(app.ctx.db, now);
});
afterAll(() => app?.close());

describe('GET /v3/store/app/initialize/{country}', () => {
  it('returns the country, categories in rank order and the four currencies with symbols', async () => {
    const { status, body } = await app.get('/v3/store/app/initialize/KOR');
    expect(status).toBe(200);
    expect(body.country).toEqual({
      code: 'KOR',
      iso2: 'KR',
      name: 'South Korea',
      default_currency: 'krw',
    });
    expect(body.artwork_categories.map((c: { handle: string }) => c.handle)).toEqual([
      'painting',
      'photography',
      'print',
    ]);
    expect(body.currencies).toEqual([
      { code: 'eur', symbol: '€', decimals: 2 },
      { code: 'krw', symbol: '₩', decimals: 0 },
      { code: 'thb', symbol: '฿', decimals: 2 },
      { code: 'usd', symbol: '$', decimals: 2 },
    ]);
    // No PRE_ACCESS_EMAILS: the pre-access gate is off (rules §4: allowed by default).
    expect(body.pre_access).toBe(false);
  });

  it('speaks Korean when the visitor asks for Korean', async () => {
    const { body } = await app.get('/v3/store/app/initialize/KOR', {
      headers: { 'accept-language': 'ko-KR,ko;q=0.9' },
    });
    expect(body.country.name).toBe('대한민국');
    expect(body.artwork_categories[0].title).toBe('회화');
    expect(body.featured_artists[0].name).toBe('박지호');
  });

  it('lists featured artists and institutions only, in featured order, with image URLs', async () => {
    const { body } = await app.get('/v3/store/app/initialize/KOR');
    expect(body.featured_artists.map((a: { handle: string }) => a.handle)).toEqual([
      'park-jiho',
      'kim-seoyeon',
    ]);
    expect(body.featured_artists[1].image).toEqual({
      url: '/media/fixtures/img_1.jpg',
      width: 800,
      height: 600,
      color: '#334455',
    });
    expect(body.featured_institutions).toHaveLength(1);
    expect(body.featured_institutions[0]).toMatchObject({ handle: 'gallery-onda', city: 'Seoul' });
  });

  it('lists only enabled payment providers', async () => {
    const { body } = await app.get('/v3/store/app/initialize/KOR');
    expect(body.payment_providers.map((p: { code: string }) => p.code)).toEqual([
      'card_kr',
      'paypal',
    ]);
  });

  it('gives the header at most 8 open exhibitions, menu-ranked first, and highlights of current shows', async () => {
    const { body } = await app.get('/v3/store/app/initialize/KOR');
    const handles = body.headers_exhibitions.exhibitions.map((e: { handle: string }) => e.handle);
    expect(handles).toHaveLength(8);
    expect(handles.slice(0, 2)).toEqual(['exh-c2', 'exh-c1']);
    expect(handles).not.toContain('exh-past');
    expect(body.headers_exhibitions.exhibitions[0]).toEqual({
      id: 'c2',
      handle: 'exh-c2',
      short_title: 'Short c2',
      title: 'Exhibition c2',
    });
    expect(body.headers_exhibitions.exhibition_highlights.map((h: { id: string }) => h.id)).toEqual(
      ['hl_1', 'hl_2'],
    );
    expect(body.headers_exhibitions.exhibition_highlights[0].exhibition_handle).toBe('exh-c2');
  });

  it('lists open exhibitions with their period and the fairs', async () => {
    const { body } = await app.get('/v3/store/app/initialize/KOR');
    const periods = new Set(body.exhibitions.map((e: { period: string }) => e.period));
    expect(periods.has('past')).toBe(false);
    expect(body.exhibitions.find((e: { id: string }) => e.id === 'soon').period).toBe('upcoming');
    expect(body.fairs).toEqual([
      expect.objectContaining({ token: 'seoul-art-week-2026', title: 'Seoul Art Week' }),
    ]);
  });

  it('answers 404 for an unknown country and 400 for a malformed code', async () => {
    const unknown = await app.get('/v3/store/app/initialize/XYZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Country not found', code: 'NOT_FOUND' });
    const malformed = await app.get('/v3/store/app/initialize/K1');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Country must be an ISO 3166 alpha-3 code');
  });
});

describe('platform endpoints', () => {
  it('answers the load balancer health checks', async () => {
    expect((await app.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await app.get('/readyz')).body).toEqual({ status: 'ok', database: app.engine });
  });

  it('describes every call in the OpenAPI document', async () => {
    const { body } = await app.get('/v3/openapi.json');
    expect(body.openapi).toBe('3.0.3');
    expect(body.paths['/v3/store/app/initialize/{country}'].get.parameters[0]).toMatchObject({
      name: 'country',
      in: 'path',
      required: true,
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { status, body } = await app.get('/v3/store/nothing-here');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
