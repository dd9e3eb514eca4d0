import { describe, expect, it } from 'vitest';
import { startCatalogueApp } from './catalogue-test-app';

let secret: string;
const app = startCatalogueApp(async (started) => {
  secret = started.ctx.config.INTERNAL_API_SECRET;
});

const paths = [
  '/v3/internal/handles',
  '/v3/internal/artwork/blue-morning',
  '/v3/internal/artist/kim-seoyeon',
  '/v3/internal/exhibition/exh-c1',
  '/v3/internal/institution/gallery-onda',
  '/v3/internal/faq',
  '/v3/internal/highlights',
];

const withSecret = (value: string, extra: Record<string, string> = {}) => ({
  headers: { 'x-internal-secret': value, ...extra },
});

describe('internal server-side calls (/v3/internal/*)', () => {
  it('has a secret outside production', () => {
    expect(secret.length).toBeGreaterThan(16);
  });

  it('refuses a missing or wrong secret with 401', async () => {
    for (const path of paths) {
      const missing = await app.get(path);
      expect(missing.status, path).toBe(401);
      expect(missing.body).toEqual({ message: 'Invalid internal secret', code: 'UNAUTHORIZED' });
      expect((await app.get(path, withSecret(`${secret}x`))).status, path).toBe(401);
      expect((await app.get(path, withSecret(secret.slice(0, -1)))).status, path).toBe(401);
    }
  });

  it('answers every call with the right secret, never cached', async () => {
    for (const path of paths) {
      const response = await app.get(path, withSecret(secret));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('lists the handles of every public page for the sitemap', async () => {
    const { body } = await app.get('/v3/internal/handles', withSecret(secret));
    expect(body.artworks.map((a: { handle: string }) => a.handle)).toContain('blue-morning');
    expect(body.artworks).toHaveLength(8);
    expect(body.artists.map((a: { handle: string }) => a.handle).sort()).toEqual([
      'jung-seoyeon',
      'kim-seoyeon',
      'lee-minji',
      'park-jiho',
    ]);
    expect(body.institutions).toHaveLength(3);
    expect(body.exhibitions).toHaveLength(14);
    expect(body.exhibitions[0]).toEqual({
      id: 'soon',
      handle: 'exh-soon',
      type: 'group',
      has_on_view: false,
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.fairs).toEqual([
      {
        id: 'fair_1',
        handle: 'seoul-art-week',
        token: 'seoul-art-week-2026',
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('answers the page data in the forwarded language and currency', async () => {
    const headers = withSecret(secret, { 'accept-language': 'ko', 'x-currency': 'usd' });
    const artwork = await app.get('/v3/internal/artwork/blue-morning', headers);
    expect(artwork.body).toMatchObject({ handle: 'blue-morning', title: '푸른 아침' });
    const artist = await app.get('/v3/internal/artist/ar_1', headers);
    expect(artist.body).toMatchObject({ name: '김서연' });
    const exhibition = await app.get('/v3/internal/exhibition/exh-c1', headers);
    expect(exhibition.body.artworks[1].price.display.currency).toBe('krw'); // Korean means KRW
    const institution = await app.get('/v3/internal/institution/in_1', headers);
    expect(institution.body.name).toBe('갤러리 온다');
    const faq = await app.get('/v3/internal/faq?category=payment', headers);
    expect(faq.body.faqs.map((f: { id: string }) => f.id)).toEqual(['faq_pay']);
    const highlights = await app.get('/v3/internal/highlights', headers);
    expect(highlights.body).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(highlights.body.exhibition_highlights.map((h: { id: string }) => h.id)).toEqual([
      'hl_1',
      'hl_2',
    ]);
  });

  it('is 404 for unknown pages and 400 for malformed handles, behind the secret', async () => {
    for (const path of [
      '/v3/internal/artwork/no-such-work',
      '/v3/internal/artist/nobody',
      '/v3/internal/exhibition/nothing',
      '/v3/internal/institution/nowhere',
    ]) {
      const response = await app.get(path, withSecret(secret));
      expect(response.status, path).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    expect((await app.get('/v3/internal/faq?limit=0', withSecret(secret))).status).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('describes every catalogue and internal call', async () => {
    const { body } = await app.get('/v3/openapi.json');
    const documented = Object.keys(body.paths);
    for (const path of [
      '/v3/store/artists',
      '/v3/store/artists/{id}',
      '/v3/store/institution',
      '/v3/store/institution/{id}',
      '/v3/store/exhibition',
      '/v3/store/exhibition/{handle}',
      '/v3/store/exhibition/{handle}/artworks',
      '/v3/store/exhibition/{handle}/artists',
      '/v3/store/exhibition-highlight/{id}',
      '/v3/store/fair/{id}',
      '/v3/store/rolling-banner',
      '/v3/store/faq',
      '/v3/store/featured-artist',
      '/v3/store/contents',
      '/v3/store/temp/artworks',
      '/v3/store/temp/artists',
      '/v3/store/temp/institution',
      '/v3/store/opensearch/all',
      '/v3/internal/handles',
      '/v3/internal/artwork/{handle}',
      '/v3/internal/artist/{id}',
      '/v3/internal/exhibition/{handle}',
      '/v3/internal/institution/{id}',
      '/v3/internal/faq',
      '/v3/internal/highlights',
    ]) {
      expect(documented, path).toContain(path);
    }
    expect(body.paths['/v3/internal/handles'].get.security).toEqual([{ internalSecret: [] }]);
    expect(body.paths['/v3/internal/handles'].get.responses['401']).toBeDefined();
    expect(body.components.securitySchemes.internalSecret).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-internal-secret',
    });
  });
});
