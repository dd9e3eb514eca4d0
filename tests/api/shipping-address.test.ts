import { describe, expect, it } from 'vitest';
import { customerMessages as m } from '@/schemas/customer';
import { shippingAddressListResponse } from '@/server/http/routes/customer-responses';
import { expectError, startCustomerApp, type SignedUp } from './customer-test-app';

const app = startCustomerApp();
const path = '/v3/store/customer/shipping-address';

const address = (n: number, extra: Record<string, unknown> = {}) => ({
  postal_code: `0452${n % 10}`,
  street_address: `${n} Sejong-daero, Jung-gu, Seoul`,
  detail_address: `Apt ${n}01`,
  phone_number: '01012345678',
  nickname: `Home ${n}`,
  ...extra,
});
const add = (me: SignedUp, body: Record<string, unknown>) => {
  app.advance(1_000); // newest first needs distinct times on the pinned clock
  return app.call('POST', path, { token: me.accessToken, body });
};
const list = async (me: SignedUp) => {
  const response = await app.call('GET', path, { token: me.accessToken });
  expect(response.status).toBe(200);
  await shippingAddressListResponse.validate(response.body, { strict: true });
  return response.body.shipping_addresses as {
    id: string;
    is_default: boolean;
    nickname: string;
  }[];
};
const defaults = <T extends { is_default: boolean }>(addresses: T[]) =>
  addresses.filter((a) => a.is_default);

describe('shipping addresses', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const me = await app.signUp();
    const first = await add(me, address(1));
    expect(first.status).toBe(200);
    expect(first.body.shipping_address).toMatchObject({ ...address(1), is_default: true });
    const second = await add(me, address(2));
    expect(second.body.shipping_address.is_default).toBe(false);
    const third = await add(me, address(3, { is_default: true }));
    expect(third.body.shipping_address.is_default).toBe(true);
    const all = await list(me);
    expect(all.map((a) => a.nickname)).toEqual(['Home 3', 'Home 2', 'Home 1']);
    expect(defaults(all)).toHaveLength(1);
  });

  it('changes the default with PUT {id}/default', async () => {
    const me = await app.signUp();
    const a = (await add(me, address(1))).body.shipping_address;
    const b = (await add(me, address(2))).body.shipping_address;
    const changed = await app.call('PUT', `${path}/${b.id}/default`, { token: me.accessToken });
    expect(changed.status).toBe(200);
    const listed = changed.body.shipping_addresses as { id: string; is_default: boolean }[];
    expect(defaults(listed).map((x) => x.id)).toEqual([b.id]);
    const info = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(info.body.default_address.id).toBe(b.id);
    expect(info.body.shipping_addresses.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
  });

  it('edits an address with PUT {id}', async () => {
    const me = await app.signUp();
    const a = (await add(me, address(1))).body.shipping_address;
    const b = (await add(me, address(2))).body.shipping_address;
    const edited = await app.call('PUT', `${path}/${b.id}`, {
      token: me.accessToken,
      body: address(2, { street_address: '1 Itaewon-ro', nickname: null, is_default: true }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.shipping_address).toMatchObject({
      id: b.id,
      street_address: '1 Itaewon-ro',
      nickname: null,
      is_default: true,
    });
    const all = await list(me);
    expect(defaults(all).map((x) => x.id)).toEqual([b.id]);
    expect(all.find((x) => x.id === a.id)?.is_default).toBe(false);
  });

  it('deletes an address; deleting the default promotes the newest other one', async () => {
    const me = await app.signUp();
    const a = (await add(me, address(1))).body.shipping_address;
    const b = (await add(me, address(2))).body.shipping_address;
    const c = (await add(me, address(3))).body.shipping_address;
    const afterB = await app.call('DELETE', `${path}/${b.id}`, { token: me.accessToken });
    expect(afterB.body.shipping_addresses.map((x: { id: string }) => x.id)).toEqual([a.id, c.id]);
    const afterA = await app.call('DELETE', `${path}/${a.id}`, { token: me.accessToken });
    expect(afterA.body.shipping_addresses).toEqual([
      expect.objectContaining({ id: c.id, is_default: true }),
    ]);
    const afterC = await app.call('DELETE', `${path}/${c.id}`, { token: me.accessToken });
    expect(afterC.body).toEqual({ shipping_addresses: [], count: 0, limit: 20, offset: 0 });
    const info = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(info.body).toMatchObject({ default_address: null, has_shipping_address: false });
  });

  it("answers 404 for someone else's address, as for an unknown one, and changes nothing", async () => {
    const owner = await app.signUp();
    const stranger = await app.signUp();
    const theirs = (await add(owner, address(1))).body.shipping_address;
    for (const [method, suffix, body] of [
      ['PUT', `/${theirs.id}/default`, undefined],
      ['PUT', `/${theirs.id}`, address(9)],
      ['DELETE', `/${theirs.id}`, undefined],
      ['DELETE', '/addr_unknown', undefined],
    ] as const) {
      const response = await app.call(method, `${path}${suffix}`, {
        token: stranger.accessToken,
        body,
      });
      expectError(response, 404, m.addressNotFound);
    }
    expect(await list(owner)).toEqual([
      expect.objectContaining({ ...address(1), is_default: true }),
    ]);
  });

  it('keeps one default when two addresses are added at once', async () => {
    const me = await app.signUp();
    await Promise.all(
      [1, 2, 3, 4].map((n) => app.call('POST', path, { token: me.accessToken, body: address(n) })),
    );
    const all = await list(me);
    expect(all).toHaveLength(4);
    expect(defaults(all)).toHaveLength(1);
  });

  it('enforces one default in the database too', async () => {
    const me = await app.signUp();
    await add(me, address(1));
    await add(me, address(2));
    await expect(
      app.app.ctx.database.exec(
        `update shipping_addresses set is_default = true where customer_id = '${me.customerId}'`,
      ),
    ).rejects.toThrow(/shipping_addresses_one_default_uq|duplicate key/);
  });

  it('validates with the address rules, and keeps at most 20', async () => {
    const me = await app.signUp();
    expectError(await add(me, address(1, { postal_code: '' })), 400, m.postalCodeRequired);
    expectError(await add(me, address(1, { postal_code: '!!' })), 400, m.invalidPostalCode);
    expectError(await add(me, address(1, { street_address: ' ' })), 400, m.streetAddressRequired);
    expectError(
      await add(me, address(1, { phone_number: '12-34' })),
      400,
      'Phone number must be 9~18 digit numbers.',
    );
    for (let n = 0; n < 20; n += 1) expect((await add(me, address(n))).status).toBe(200);
    expectError(await add(me, address(21)), 409, m.tooManyAddresses);
  });

  it('needs a signed-in customer for every call', async () => {
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/addr_1/default'],
      ['PUT', '/addr_1'],
      ['DELETE', '/addr_1'],
    ] as const) {
      const body = method === 'GET' ? undefined : address(1);
      expectError(await app.call(method, `${path}${suffix}`, { body }), 401, m.signInRequired);
    }
  });
});
