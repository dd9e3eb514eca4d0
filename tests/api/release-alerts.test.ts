// "Notify me" on a release-soon work (issue 32, rules §4.63–4.65, ADR 0077): the customer's alert
// on a work (GET, PUT, DELETE store/artwork/{id}/release-alert) and their alerts (GET
// store/customer/release-alerts); the release sweep sends each alert's notice once, in the
// customer's language with the price in the currency they saw it in — also when two sweeps run at
// once (on PostgreSQL, truly concurrently: TEST_DATABASE_URL) — and the dev release route answers
// loopback clients only.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '@/server/db/schema';
import { releaseAlertResponse } from '@/server/http/routes/release-alert.routes';
import { insertFullCatalogueFixture } from './catalogue-fixtures';
import { startCustomerApp, type SignedUp } from './customer-test-app';

const app = startCustomerApp();
const day = 24 * 60 * 60 * 1000;
let ready: Promise<void> | undefined;
/** The catalogue fixture: aw_5 "Coming Tide" (₩300,000) is release-soon in 3 days, aw_1 on sale. */
const withCatalogue = () => (ready ??= insertFullCatalogueFixture(app.app.ctx.db, app.now()));

let visitors = 0;
const newCustomer = (language: 'en' | 'ko' = 'en') =>
  app.signUp({ language }, { ip: `198.51.100.${((visitors += 1) % 200) + 20}` });

const alertPath = (id: string) => `/v3/store/artwork/${id}/release-alert`;
async function alert(me: SignedUp, method: 'GET' | 'PUT' | 'DELETE', id: string, currency = 'krw') {
  const response = await app.call(method, alertPath(id), {
    token: me.accessToken,
    headers: { 'x-currency': currency },
  });
  if (response.status === 200) await releaseAlertResponse.validate(response.body, { strict: true });
  return response;
}

/** A release-soon work of its own, so each test releases what it set up. */
async function releaseSoonWork(id: string, price = 4_200_000): Promise<string> {
  await withCatalogue();
  await app.app.ctx.db.insert(t.artworks).values({
    id,
    handle: id.replace(/_/g, '-'),
    titleEn: `Tide ${id}`,
    titleKo: `물결 ${id}`,
    artistId: 'ar_1',
    categoryId: 'cat_paint',
    widthCm: 50,
    heightCm: 40,
    sizeTotal: 90,
    price,
    purchaseStatus: 'release_soon',
    releaseAt: new Date(app.now().getTime() + 2 * day),
    publishedAt: new Date(app.now().getTime() - day),
  });
  return id;
}

async function release(id: string) {
  const { db } = app.app.ctx;
  await db.update(t.artworks).set({ releaseAt: app.now() }).where(eq(t.artworks.id, id));
  await app.app.services.artworkCatalogue.artworks.releaseDue();
}

const releaseNotices = async (email: string) =>
  (await app.outbox(email)).filter((m: { template: string }) => m.template === 'artwork-released');

describe('Notify me on a release-soon work', () => {
  it('asks the visitor to sign in', async () => {
    await withCatalogue();
    expect((await app.call('PUT', alertPath('aw_5'))).status).toBe(401);
    expect((await app.call('GET', alertPath('aw_5'))).status).toBe(401);
    expect((await app.call('GET', '/v3/store/customer/release-alerts')).status).toBe(401);
  });

  it('sets, shows and cancels the alert; each call is idempotent; the list has the work, priced', async () => {
    await withCatalogue();
    const me = await newCustomer();
    expect((await alert(me, 'GET', 'aw_5')).body).toMatchObject({
      is_set: false,
      created_at: null,
    });
    const set = await alert(me, 'PUT', 'aw_5', 'usd');
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ artwork_id: 'aw_5', is_set: true, notified_at: null });
    expect((await alert(me, 'PUT', 'aw_5', 'usd')).body.created_at).toBe(set.body.created_at);
    const list = await app.call('GET', '/v3/store/customer/release-alerts', {
      token: me.accessToken,
      headers: { 'x-currency': 'usd' },
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.alerts[0]).toMatchObject({ artwork_id: 'aw_5', is_set: true });
    // The release-soon work's card carries its price (rules §4.13), in the visitor currency.
    expect(list.body.alerts[0].artwork).toMatchObject({
      id: 'aw_5',
      purchase_status: 'release_soon',
      price: { krw: 300_000, display: { currency: 'usd' } },
    });
    const canceled = await alert(me, 'DELETE', 'aw_5');
    expect(canceled.body).toMatchObject({ is_set: false, created_at: null });
    expect((await alert(me, 'DELETE', 'aw_5')).status).toBe(200);
    expect((await alert(me, 'GET', 'aw_5')).body.is_set).toBe(false);
  });

  it('is refused on a work that is not waiting for its release (409), unknown ids are 404', async () => {
    await withCatalogue();
    const me = await newCustomer();
    const onSale = await alert(me, 'PUT', 'aw_1');
    expect(onSale.status).toBe(409);
    expect(onSale.body.code).toBe('CONFLICT');
    expect((await alert(me, 'PUT', 'aw_4')).status).toBe(409); // sold
    expect((await alert(me, 'PUT', 'aw_nope')).status).toBe(404);
    expect((await alert(me, 'PUT', 'bad id!')).status).toBe(400);
  });
});

describe('the release notice', () => {
  it('goes once per customer, in their language, priced in the currency they saw, never to one who cancelled', async () => {
    const id = await releaseSoonWork('ra_lang');
    const en = await newCustomer('en');
    const ko = await newCustomer('ko');
    const gone = await newCustomer('en');
    expect((await alert(en, 'PUT', id, 'usd')).status).toBe(200);
    expect((await alert(ko, 'PUT', id, 'krw')).status).toBe(200);
    await alert(gone, 'PUT', id);
    await alert(gone, 'DELETE', id);
    // Nothing before the release.
    expect(await app.app.services.releaseAlerts.sweep()).toBe(0);
    await release(id);
    expect(await app.app.services.releaseAlerts.sweep()).toBe(2);
    expect(await app.app.services.releaseAlerts.sweep()).toBe(0);

    const [english] = await releaseNotices(en.email);
    expect(await releaseNotices(en.email)).toHaveLength(1);
    expect(english.locale).toBe('en');
    expect(english.subject).toBe(`Now on sale: Kim Seoyeon, Tide ${id}`);
    // ≈ $3,043 at 1,380 KRW per dollar, the won price beside it.
    expect(english.text).toContain('≈ $3,043 · ₩4,200,000');
    expect(english.text).toContain('KST');
    expect(english.text).toContain(`/work/ra-lang`);
    const [korean] = await releaseNotices(ko.email);
    expect(await releaseNotices(ko.email)).toHaveLength(1);
    expect(korean.locale).toBe('ko');
    expect(korean.subject).toContain('판매가 시작되었습니다');
    expect(korean.text).toContain('₩4,200,000');
    expect(korean.text).not.toContain('≈');
    expect(korean.text).toContain('/ko/work/ra-lang');
    expect(await releaseNotices(gone.email)).toHaveLength(0);

    // The alert is kept as history: notified, no longer set; asking again sends nothing more.
    const after = await alert(en, 'GET', id);
    expect(after.body.is_set).toBe(false);
    expect(after.body.notified_at).not.toBeNull();
    expect((await alert(en, 'PUT', id)).body.notified_at).toBe(after.body.notified_at);
    expect((await alert(en, 'DELETE', id)).body.notified_at).toBe(after.body.notified_at);
    expect(await app.app.services.releaseAlerts.sweep()).toBe(0);
    expect(await releaseNotices(en.email)).toHaveLength(1);
  });

  it('closes the alerts of a work withdrawn before its release without a notice', async () => {
    const id = await releaseSoonWork('ra_withdrawn');
    const me = await newCustomer();
    await alert(me, 'PUT', id);
    await app.app.ctx.db
      .update(t.artworks)
      .set({ purchaseStatus: 'not_for_sale', price: null })
      .where(eq(t.artworks.id, id));
    expect(await app.app.services.releaseAlerts.sweep()).toBe(0);
    expect(await releaseNotices(me.email)).toHaveLength(0);
    expect((await alert(me, 'GET', id)).body.notified_at).not.toBeNull();
  });

  it('two sweeps at once send each alert exactly once', async () => {
    const id = await releaseSoonWork('ra_race', 1_000_000);
    const { db } = app.app.ctx;
    // 120 waiting customers (more than two claim batches), written directly: sign-up is not the
    // subject here, and its per-address limit would be.
    const ids = Array.from({ length: 120 }, (_, i) => `cu_race_${i}`);
    await db.insert(t.customers).values(
      ids.map((cid, i) => ({
        id: cid,
        firstName: `Racer ${i}`,
        lastName: 'Test',
        email: `racer.${i}.${Date.now().toString(36)}@example.com`,
        language: (i % 2 ? 'ko' : 'en') as 'en' | 'ko',
      })),
    );
    await db
      .insert(t.releaseAlerts)
      .values(ids.map((customerId) => ({ customerId, artworkId: id, currencyCode: 'krw' })));
    await release(id);
    const { releaseAlerts } = app.app.services;
    const counts = await Promise.all([
      releaseAlerts.sweep(),
      releaseAlerts.sweep(),
      releaseAlerts.sweep(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(120);
    const rows = await db
      .select({ recipient: t.notificationOutbox.recipient, locale: t.notificationOutbox.locale })
      .from(t.notificationOutbox)
      .where(inArray(t.notificationOutbox.customerId, ids));
    expect(rows).toHaveLength(120);
    expect(new Set(rows.map((row) => row.recipient)).size).toBe(120);
    expect(rows.filter((row) => row.locale === 'ko')).toHaveLength(60);
    expect(await releaseAlerts.sweep()).toBe(0);
  });
});

describe('the dev release route', () => {
  it('releases a release-soon work and sends its notices for a loopback client; a stranger gets 404', async () => {
    const id = await releaseSoonWork('ra_dev');
    const me = await newCustomer('ko');
    await alert(me, 'PUT', id, 'krw');
    const stranger = await app.call('POST', `/v3/dev/artworks/${id}/release`, {
      ip: '203.0.113.9',
    });
    expect(stranger.status).toBe(404);
    expect((await alert(me, 'GET', id)).body.is_set).toBe(true);
    const released = await app.call('POST', `/v3/dev/artworks/${id}/release`, { ip: '127.0.0.1' });
    expect(released.status).toBe(200);
    expect(released.body).toEqual({ released: 1, notices: 1 });
    expect((await app.call('GET', `/v3/store/artwork/ra-dev`)).body.purchase_status).toBe(
      'on_sale',
    );
    expect(await releaseNotices(me.email)).toHaveLength(1);
    const again = await app.call('POST', `/v3/dev/artworks/${id}/release`, { ip: '127.0.0.1' });
    expect(again.status).toBe(404);
  });
});
