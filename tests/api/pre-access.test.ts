// rules §4's pre-access (staging) gate with a list configured: app initialisation says the gate
// is on, and staging/check-email admits listed addresses and domains only. (Without a list, the
// gate is off and every address is allowed: app-init.test.ts and customer-accounts.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

const now = new Date('2026-11-22T03:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    now: () => now,
    env: { PRE_ACCESS_EMAILS: 'curator@gallery.kr, @artmarket.kr' },
  });
  await insertCatalogueFixture(app.ctx.db, now);
});
afterAll(() => app?.close());

const check = (email: string) =>
  app.get('/v3/store/customer/staging/check-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('the pre-access gate with PRE_ACCESS_EMAILS set', () => {
  it('is announced by app initialisation', async () => {
    const { status, body } = await app.get('/v3/store/app/initialize/KOR');
    expect(status).toBe(200);
    expect(body.pre_access).toBe(true);
  });

  it('admits a listed address and a listed domain, whatever the case', async () => {
    for (const email of ['Curator@Gallery.kr', 'staff@artmarket.kr']) {
      const { status, body } = await check(email);
      expect(status).toBe(200);
      expect(body).toEqual({ email, allowed: true });
    }
  });

  it('refuses other addresses, look-alike domains included', async () => {
    for (const email of ['someone@gallery.kr', 'staff@artmarket.kr.example.com']) {
      const { status, body } = await check(email);
      expect(status).toBe(200);
      expect(body.allowed).toBe(false);
    }
  });

  it('answers 400 for a malformed address', async () => {
    const { status, body } = await check('not-an-address');
    expect(status).toBe(400);
    expect(typeof body.message).toBe('string');
  });
});
