// The browser's monitoring settings travel in app initialisation (ADR 0028): public values only,
// null when unset so the browser loads no SDK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

const now = new Date('2026-11-22T03:00:00Z');

describe('app initialisation without monitoring settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ now: () => now });
    await insertCatalogueFixture(app.ctx.db, now);
  });
  afterAll(() => app?.close());

  it('names neither analytics nor error reports', async () => {
    const { body } = await app.get('/v3/store/app/initialize/KOR');
    expect(body.monitoring).toEqual({ amplitude: null, sentry: null });
  });
});

describe('app initialisation with an Amplitude key and a Sentry DSN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      now: () => now,
      env: {
        AMPLITUDE_API_KEY: 'amp-public-key',
        AMPLITUDE_SERVER_URL: 'https://events.example/2/httpapi',
        SENTRY_DSN: 'https://public@o1.ingest.example/42',
      },
    });
    await insertCatalogueFixture(app.ctx.db, now);
  });
  afterAll(() => app?.close());

  it('carries the public key and DSN, and nothing secret', async () => {
    const { body } = await app.get('/v3/store/app/initialize/KOR');
    expect(body.monitoring).toEqual({
      amplitude: { api_key: 'amp-public-key', server_url: 'https://events.example/2/httpapi' },
      sentry: { dsn: 'https://public@o1.ingest.example/42', environment: 'test' },
    });
    const text = JSON.stringify(body);
    for (const secret of [app.ctx.config.AUTH_JWT_SECRET, app.ctx.config.INTERNAL_API_SECRET]) {
      expect(text).not.toContain(secret);
    }
  });
});
