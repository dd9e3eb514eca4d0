// The catalogue API test files' common ground: the app on the full catalogue fixture at a fixed
// clock (which decides current, upcoming and past), started before the file's tests and closed
// after them, and the checks they all make (a 200 body, a 400 or 404 with its message).
import { afterAll, beforeAll, expect } from 'vitest';
import { insertFullCatalogueFixture } from './catalogue-fixtures';
import { startTestApp, type TestApp } from './test-app';

/** The server clock of the catalogue tests. */
export const catalogueNow = new Date('2026-11-22T03:00:00Z');

export const korean = { headers: { 'accept-language': 'ko' } };

export interface CatalogueTestApp extends Pick<TestApp, 'get' | 'ctx'> {
  /** GETs `path`, expects 200 and gives the body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  ok(path: string, init?: RequestInit): Promise<any>;
  /** GETs `path` and expects 400 with the validation `message`. */
  expect400(path: string, message: string): Promise<void>;
  /** GETs `path` and expects 404 `{ message, code: 'NOT_FOUND' }`. */
  expect404(path: string, message: string): Promise<void>;
  /** `expect400` for each `[query, message]` on `path?query`. */
  expect400s(path: string, cases: [query: string, message: string][]): Promise<void>;
}

/** Starts the app in the file's beforeAll and closes it in afterAll; `setup` adds rows beyond the fixture. */
export function startCatalogueApp(setup?: (app: TestApp) => Promise<unknown>): CatalogueTestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp({ now: () => catalogueNow });
    await insertFullCatalogueFixture(started.ctx.db, catalogueNow);
    await setup?.(started);
  });
  afterAll(() => started?.close());

  const app = (): TestApp => {
    if (!started) throw new Error('the catalogue test app starts in beforeAll');
    return started;
  };
  const get: TestApp['get'] = (path, init) => app().get(path, init);
  async function expect400(path: string, message: string) {
    const response = await get(path);
    expect(response.status, path).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION', message });
  }
  return {
    get,
    get ctx() {
      return app().ctx;
    },
    async ok(path, init) {
      const response = await get(path, init);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    },
    expect400,
    async expect404(path, message) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ message, code: 'NOT_FOUND' });
    },
    async expect400s(path, cases) {
      for (const [query, message] of cases) await expect400(`${path}?${query}`, message);
    },
  };
}
