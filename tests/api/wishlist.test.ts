// rules §7 wish and wishlist calls: POST store/artwork/wish/{id} (toggle) and wish/{id}/flag (set),
// POST store/artists/wish/{id}, POST store/institution/wish/{id}, GET store/customer/wishlist/
// artwork|artist|institution (limit, offset) and the wished ids the hearts read (ADR 0018).
import { describe, expect, it } from 'vitest';
import { wishedIdsResponse, wishStateResponse } from '@/server/http/routes/wish.routes';
import { insertFullCatalogueFixture } from './catalogue-fixtures';
import { customerMessages as m } from '@/schemas/customer';
import { expectError, startCustomerApp, type SignedUp } from './customer-test-app';

const app = startCustomerApp();
let catalogueReady: Promise<void> | undefined;
/** The catalogue fixture (artworks aw_1..aw_7, artists ar_1..ar_4, institutions in_1, in_2), once. */
const withCatalogue = () =>
  (catalogueReady ??= insertFullCatalogueFixture(app.app.ctx.db, app.now()));

const wishPaths = {
  artwork: (id: string) => `/v3/store/artwork/wish/${id}`,
  artist: (id: string) => `/v3/store/artists/wish/${id}`,
  institution: (id: string) => `/v3/store/institution/wish/${id}`,
};
const flagPath = (id: string) => `/v3/store/artwork/wish/${id}/flag`;
const listPath = (kind: 'artwork' | 'artist' | 'institution', query = '') =>
  `/v3/store/customer/wishlist/${kind}${query}`;

let visitors = 0;
/** A new customer, each from its own address (sign-up is rate-limited per address). */
const newCustomer = () => app.signUp({}, { ip: `198.51.100.${(visitors += 1) % 250}` });
async function signedUpWithCatalogue(): Promise<SignedUp> {
  await withCatalogue();
  return newCustomer();
}
async function wish(me: SignedUp, path: string) {
  const response = await app.call('POST', path, { token: me.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  await wishStateResponse.validate(response.body, { strict: true });
  return response.body as { id: string; is_wished: boolean; wishes_count: number };
}
async function flag(me: SignedUp, id: string, value: boolean) {
  const response = await app.call('POST', flagPath(id), {
    token: me.accessToken,
    body: { flag: value },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { id: string; is_wished: boolean; wishes_count: number };
}
async function list(me: SignedUp, kind: 'artwork' | 'artist' | 'institution', query = '') {
  const response = await app.call('GET', listPath(kind, query), { token: me.accessToken });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('wishing an artwork', () => {
  it('toggles with wish/{id}: wished, then not, the wishes count following', async () => {
    const me = await signedUpWithCatalogue();
    const first = await wish(me, wishPaths.artwork('aw_3'));
    expect(first).toMatchObject({ id: 'aw_3', kind: 'artwork', is_wished: true });
    const second = await wish(me, wishPaths.artwork('aw_3'));
    expect(second.is_wished).toBe(false);
    expect(second.wishes_count).toBe(first.wishes_count - 1);
  });

  it('sets with wish/{id}/flag: the same flag twice changes nothing', async () => {
    const me = await signedUpWithCatalogue();
    const on = await flag(me, 'aw_2', true);
    const again = await flag(me, 'aw_2', true);
    expect(on.is_wished).toBe(true);
    expect(again).toEqual(on);
    const off = await flag(me, 'aw_2', false);
    expect(off).toMatchObject({ is_wished: false, wishes_count: on.wishes_count - 1 });
    expect(await flag(me, 'aw_2', false)).toEqual(off);
  });

  it('answers 400 for a flag that is not true or false, or missing', async () => {
    const me = await signedUpWithCatalogue();
    const asText = await app.call('POST', flagPath('aw_1'), {
      token: me.accessToken,
      body: { flag: 'yes' },
    });
    expectError(asText, 400, 'flag must be true or false');
    const missing = await app.call('POST', flagPath('aw_1'), { token: me.accessToken, body: {} });
    expectError(missing, 400, 'flag is required');
  });
});

describe('following artists and galleries', () => {
  it('toggles an artist with store/artists/wish/{id}', async () => {
    const me = await signedUpWithCatalogue();
    const on = await wish(me, wishPaths.artist('ar_2'));
    expect(on).toMatchObject({ id: 'ar_2', kind: 'artist', is_wished: true });
    const off = await wish(me, wishPaths.artist('ar_2'));
    expect(off).toMatchObject({ is_wished: false, wishes_count: on.wishes_count - 1 });
  });

  it('toggles a gallery with store/institution/wish/{id}', async () => {
    const me = await signedUpWithCatalogue();
    const on = await wish(me, wishPaths.institution('in_2'));
    expect(on).toMatchObject({ id: 'in_2', kind: 'institution', is_wished: true });
    expect((await wish(me, wishPaths.institution('in_2'))).is_wished).toBe(false);
  });
});

describe('the wishlists', () => {
  it('lists wished artworks newest first, as marketplace cards, with limit and offset', async () => {
    const me = await signedUpWithCatalogue();
    for (const id of ['aw_1', 'aw_3', 'aw_5']) await flag(me, id, true);
    const all = await list(me, 'artwork');
    expect(all).toMatchObject({ count: 3, limit: 20, offset: 0 });
    expect(ids(all.artworks)).toEqual(['aw_5', 'aw_3', 'aw_1']);
    expect(all.artworks[0]).toMatchObject({ is_wished: true, handle: expect.any(String) });
    expect(typeof all.artworks[0].wished_at).toBe('string');
    const second = await list(me, 'artwork', '?limit=2&offset=1');
    expect(second).toMatchObject({ count: 3, limit: 2, offset: 1 });
    expect(ids(second.artworks)).toEqual(['aw_3', 'aw_1']);
    await wish(me, wishPaths.artwork('aw_3')); // unwish
    expect(ids((await list(me, 'artwork')).artworks)).toEqual(['aw_5', 'aw_1']);
  });

  it('lists followed artists and galleries, and only the customer’s own', async () => {
    const me = await signedUpWithCatalogue();
    const other = await newCustomer();
    await wish(me, wishPaths.artist('ar_1'));
    await wish(me, wishPaths.artist('ar_3'));
    await wish(me, wishPaths.institution('in_1'));
    await wish(other, wishPaths.artist('ar_2'));
    const artists = await list(me, 'artist');
    expect(artists).toMatchObject({ count: 2, limit: 20, offset: 0 });
    expect(ids(artists.artists)).toEqual(['ar_3', 'ar_1']);
    expect(artists.artists[0]).toMatchObject({ name: 'Lee Minji', is_wished: true });
    const institutions = await list(me, 'institution', '?limit=1');
    expect(institutions).toMatchObject({ count: 1, limit: 1, offset: 0 });
    expect(ids(institutions.institutions)).toEqual(['in_1']);
    expect(ids((await list(other, 'artist')).artists)).toEqual(['ar_2']);
    expect((await list(other, 'artwork')).count).toBe(0);
  });

  it('gives the wished ids of every kind for the hearts on screen', async () => {
    const me = await signedUpWithCatalogue();
    await flag(me, 'aw_2', true);
    await wish(me, wishPaths.artist('ar_4'));
    await wish(me, wishPaths.institution('in_2'));
    const response = await app.call('GET', '/v3/store/customer/wishlist/ids', {
      token: me.accessToken,
    });
    expect(response.status).toBe(200);
    await wishedIdsResponse.validate(response.body, { strict: true });
    expect(response.body).toEqual({
      artwork_ids: ['aw_2'],
      artist_ids: ['ar_4'],
      institution_ids: ['in_2'],
    });
  });

  it('marks is_wished on getartworklistbyid for a signed-in customer only', async () => {
    const me = await signedUpWithCatalogue();
    await flag(me, 'aw_6', true);
    const body = { artworkIdList: ['aw_6', 'aw_7'] };
    const mine = await app.call('POST', '/v3/store/artwork/getartworklistbyid', {
      token: me.accessToken,
      body,
    });
    expect(mine.body.artworks.map((a: { is_wished: boolean }) => a.is_wished)).toEqual([
      true,
      false,
    ]);
    const anonymous = await app.call('POST', '/v3/store/artwork/getartworklistbyid', { body });
    expect(anonymous.body.artworks[0]).not.toHaveProperty('is_wished');
  });
});

describe('the popular sorts', () => {
  it('put an artwork that gained wishes above the ones it passed', async () => {
    await withCatalogue();
    const popular = (query: string) =>
      app
        .call('GET', `/v3/store/artwork?view_status=all&order=popular${query}`)
        .then((r) => ids(r.body.artworks));
    const before = await popular('');
    expect(before.indexOf('aw_7')).toBeGreaterThan(-1);
    // Among the works on sale (they lead every order, ADR 0051): aw_1 starts with 5 wishes,
    // aw_3 with 12 (plus what other tests left, at most 1 each).
    const start = before.indexOf('aw_1');
    expect(start).toBeGreaterThan(before.indexOf('aw_3'));
    const fans = await Promise.all(Array.from({ length: 10 }, () => newCustomer()));
    for (const fan of fans) await flag(fan, 'aw_1', true);
    // A new query (limit) reads past the 5-second micro-cache of ADR 0006.
    const after = await popular('&limit=30');
    expect(after.indexOf('aw_1')).toBeLessThan(start);
    expect(after.indexOf('aw_1')).toBeLessThan(after.indexOf('aw_3'));
  });

  it('puts a followed artist higher in the artists’ popular order', async () => {
    await withCatalogue();
    const order = (query: string) =>
      app.call('GET', `/v3/store/artists?order=popular${query}`).then((r) => ids(r.body.artists));
    const before = await order('');
    const fans = await Promise.all(Array.from({ length: 12 }, () => newCustomer()));
    for (const fan of fans) await wish(fan, wishPaths.artist('ar_4'));
    const after = await order('&limit=30');
    expect(after.indexOf('ar_4')).toBeLessThan(before.indexOf('ar_4'));
    expect(after[0]).toBe('ar_4');
  });
});

describe('concurrent wishes', () => {
  it('counts every toggle once when one customer toggles many times at once', async () => {
    const me = await signedUpWithCatalogue();
    const start = (await flag(me, 'aw_4', false)).wishes_count;
    const toggle = () => app.call('POST', wishPaths.artwork('aw_4'), { token: me.accessToken });
    const seven = await Promise.all(Array.from({ length: 7 }, toggle));
    expect(seven.every((r) => r.status === 200)).toBe(true);
    expect(seven.filter((r) => r.body.is_wished).length).toBe(4);
    const state = await flag(me, 'aw_4', true); // odd number of toggles: wished
    expect(state.wishes_count).toBe(start + 1);
    expect((await list(me, 'artwork')).count).toBe(1);
  });

  it('keeps one wish per customer and counts each customer once', async () => {
    await withCatalogue();
    const fans = await Promise.all(Array.from({ length: 5 }, () => newCustomer()));
    const before = (await flag(fans[0]!, 'aw_6', false)).wishes_count;
    const calls = fans.flatMap((fan) =>
      [1, 2, 3].map(() =>
        app.call('POST', flagPath('aw_6'), { token: fan.accessToken, body: { flag: true } }),
      ),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((r) => r.status === 200 && r.body.is_wished)).toBe(true);
    expect((await flag(fans[0]!, 'aw_6', true)).wishes_count).toBe(before + 5);
  });
});

describe('signed out, unknown and bad input', () => {
  const calls: [method: string, path: string, body?: unknown][] = [
    ['POST', wishPaths.artwork('aw_1')],
    ['POST', flagPath('aw_1'), { flag: true }],
    ['POST', wishPaths.artist('ar_1')],
    ['POST', wishPaths.institution('in_1')],
    ['GET', listPath('artwork')],
    ['GET', listPath('artist')],
    ['GET', listPath('institution')],
    ['GET', '/v3/store/customer/wishlist/ids'],
  ];

  it.each(calls)('answers 401 to a signed-out %s %s', async (method, path, body) => {
    await withCatalogue();
    const response = await app.call(method, path, { body });
    expectError(response, 401, m.signInRequired);
  });

  it('answers 404 for an unknown artwork, artist or institution, and changes nothing', async () => {
    const me = await signedUpWithCatalogue();
    const token = me.accessToken;
    expectError(
      await app.call('POST', wishPaths.artwork('aw_none'), { token }),
      404,
      'Artwork not found',
    );
    expectError(
      await app.call('POST', flagPath('aw_none'), { token, body: { flag: true } }),
      404,
      'Artwork not found',
    );
    expectError(
      await app.call('POST', wishPaths.artist('ar_none'), { token }),
      404,
      'Artist not found',
    );
    expectError(
      await app.call('POST', wishPaths.institution('in_none'), { token }),
      404,
      'Institution not found',
    );
    // An artist's id is not an artwork's.
    expectError(
      await app.call('POST', wishPaths.artwork('ar_1'), { token }),
      404,
      'Artwork not found',
    );
    expect((await list(me, 'artwork')).count).toBe(0);
  });

  it('answers 400 for an id that is not an id and for a bad page', async () => {
    const me = await signedUpWithCatalogue();
    const token = me.accessToken;
    for (const path of [
      wishPaths.artwork('bad%20id'),
      wishPaths.artist('%3Cscript%3E'),
      wishPaths.institution('x'.repeat(65)),
    ]) {
      expectError(await app.call('POST', path, { token }), 400, 'id is not a valid id');
    }
    expectError(
      await app.call('GET', listPath('artwork', '?limit=0'), { token }),
      400,
      'limit must be at least 1',
    );
    expectError(
      await app.call('GET', listPath('artist', '?offset=-1'), { token }),
      400,
      'offset must be 0 or more',
    );
    expectError(
      await app.call('GET', listPath('institution', '?limit=abc'), { token }),
      400,
      'limit must be a number',
    );
  });

  it('describes every wish call in the OpenAPI document', async () => {
    const doc = await app.call('GET', '/v3/openapi.json');
    for (const path of [
      '/v3/store/artwork/wish/{id}',
      '/v3/store/artwork/wish/{id}/flag',
      '/v3/store/artists/wish/{id}',
      '/v3/store/institution/wish/{id}',
      '/v3/store/customer/wishlist/artwork',
      '/v3/store/customer/wishlist/artist',
      '/v3/store/customer/wishlist/institution',
      '/v3/store/customer/wishlist/ids',
    ]) {
      expect(doc.body.paths[path], path).toBeDefined();
    }
  });
});
