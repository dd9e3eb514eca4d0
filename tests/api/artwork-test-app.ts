// The artwork API test files' common ground: the app on the catalogue and artwork fixtures (without
// the catalogue extras) at a fixed clock, started before the file's tests and closed after them,
// and the marketplace list read they all make.
import { afterAll, beforeAll, expect } from 'vitest';
import { insertArtworkFixture, insertCatalogueFixture } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

export const usd = { headers: { 'x-currency': 'usd' } };
export const korean = { headers: { 'accept-language': 'ko-KR,ko;q=0.9' } };

export const handles = (body: { artworks: { handle: string }[] }) =>
  body.artworks.map((a) => a.handle);

export interface ArtworkTestApp extends Pick<TestApp, 'get' | 'ctx' | 'baseUrl'> {
  /** GETs /v3/store/artwork?`query`, expects 200 and gives the body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  list(query: string, init?: RequestInit): Promise<any>;
}

/** Starts the app in the file's beforeAll and closes it in afterAll. */
export function startArtworkApp(): ArtworkTestApp {
  const now = new Date('2026-11-22T03:00:00Z');
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp({ now: () => now });
    await insertCatalogueFixture(started.ctx.db, now);
    await insertArtworkFixture(started.ctx.db, now);
  });
  afterAll(() => started?.close());

  const app = (): TestApp => {
    if (!started) throw new Error('the artwork test app starts in beforeAll');
    return started;
  };
  return {
    get: (path, init) => app().get(path, init),
    get ctx() {
      return app().ctx;
    },
    get baseUrl() {
      return app().baseUrl;
    },
    async list(query, init) {
      const response = await app().get(`/v3/store/artwork${query ? `?${query}` : ''}`, init);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    },
  };
}
