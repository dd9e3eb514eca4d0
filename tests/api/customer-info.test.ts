// Customer accounts over HTTP, part 2: the account's info and its update, e-mail checks, social
// sign-in without providers and the dev outbox. Sign-up is in customer-sign-up.test.ts, tokens in
// customer-refresh.test.ts.
import { describe, expect, it } from 'vitest';
import { customerResponse } from '@/server/http/routes/customer-responses';
import { grantMembership } from '@/server/modules/customers/customer.repository';
import { customerMessages as m } from '@/schemas/customer';
import { createCustomerTestApp, expectError, startCustomerApp } from './customer-test-app';

const app = startCustomerApp();
const minute = 60_000;

describe('GET store/customer/info', () => {
  it('answers 401 without a token, with a bad one, and with an expired one', async () => {
    expectError(await app.call('GET', '/v3/store/customer/info'), 401, m.signInRequired);
    expectError(
      await app.call('GET', '/v3/store/customer/info', { token: 'not.a.token' }),
      401,
      m.signInRequired,
    );
    const me = await app.signUp();
    app.advance(10 * minute);
    expectError(
      await app.call('GET', '/v3/store/customer/info', { token: me.accessToken }),
      401,
      m.signInRequired,
    );
  });

  it('refuses a token signed with another key or algorithm', async () => {
    const me = await app.signUp();
    const [header, payload] = me.accessToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    expect((await app.call('GET', '/v3/store/customer/info', { token: unsigned })).status).toBe(
      401,
    );
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await app.call('GET', '/v3/store/customer/info', { token: tampered })).status).toBe(
      401,
    );
  });

  it('answers the rules §3 customer with its derived fields, as the OpenAPI document describes it', async () => {
    const me = await app.signUp({
      first_name: 'Seoyeon',
      last_name: 'Jung',
      promotional_consent: true,
    });
    await grantMembership(app.app.ctx.db, me.customerId, 'pink_rock', app.now());
    await grantMembership(
      app.app.ctx.db,
      me.customerId,
      'celebrity',
      app.now(),
      new Date(app.now().getTime() - minute),
    );
    await app.call('POST', '/v3/store/customer/shipping-address', {
      token: me.accessToken,
      body: {
        postal_code: '04524',
        street_address: '110 Sejong-daero',
        phone_number: '01012345678',
      },
    });
    const info = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(info.status).toBe(200);
    expect(info.headers.get('cache-control')).toBe('private, no-store');
    await customerResponse.validate(info.body, { strict: true });
    expect(info.body).toMatchObject({
      id: me.customerId,
      first_name: 'Seoyeon',
      last_name: 'Jung',
      email: me.email,
      email_verified: false,
      country_code: null,
      phone: null,
      hash_password_flag: true,
      promotional_consent: true,
      language: 'en',
      full_name: 'Seoyeon Jung',
      contact: null,
      verified_email: null,
      has_phone: false,
      has_password: true,
      has_shipping_address: true,
      isPinkRock: true,
    });
    expect(info.body.memberships.map((x: { badge_type: string }) => x.badge_type)).toEqual([
      'pink_rock',
    ]);
    expect(info.body.default_address).toMatchObject({ postal_code: '04524', is_default: true });
    expect(info.body).not.toHaveProperty('password_hash');
    expect(info.body).not.toHaveProperty('passwordHash');
  });

  it('is described in the OpenAPI document with its response shape and bearer security', async () => {
    const doc = await app.call('GET', '/v3/openapi.json');
    const operation = doc.body.paths['/v3/store/customer/info'].get;
    expect(operation.security).toEqual([{ bearer: [] }]);
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(schema.properties).toHaveProperty('isPinkRock');
    expect(schema.properties.default_address.nullable).toBe(true);
    expect(schema.properties.memberships.items.properties.badge_type.enum).toContain('pink_rock');
    for (const path of [
      '/v3/store/customer/sign-in',
      '/v3/store/customer/sign-up',
      '/v3/store/customer/refresh',
      '/v3/store/customer/sign-out',
      '/v3/store/customer',
      '/v3/store/customer/send-email-verification-code',
      '/v3/store/customer/send-sms-verification-code',
      '/v3/store/customer/confirm-verification-code',
      '/v3/store/customer/shipping-address',
      '/v3/store/customer/shipping-address/{id}/default',
      '/v3/store/customer/shipping-address/{id}',
      '/v3/store/customer/change-password',
      '/v3/store/customer/send-reset-verification-code',
      '/v3/store/customer/reset-password',
      '/v3/store/customer/phone',
      '/v3/store/customer/email',
      '/v3/store/customer/staging/check-email',
      '/v3/store/customer/google',
      '/v3/store/customer/naver/callback',
      '/v3/store/customer/kakao/callback',
      '/v3/store/customer/exist/email/overlapping',
    ]) {
      expect(doc.body.paths, path).toHaveProperty([path]);
    }
  });
});

describe('PUT store/customer', () => {
  it('edits names, language and promotional consent', async () => {
    const me = await app.signUp();
    const response = await app.call('PUT', '/v3/store/customer', {
      token: me.accessToken,
      body: { first_name: '서연', last_name: '정', language: 'ko', promotional_consent: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      first_name: '서연',
      last_name: '정',
      full_name: '정서연',
      language: 'ko',
      promotional_consent: true,
    });
  });

  it('leaves e-mail and phone to their own calls', async () => {
    const me = await app.signUp();
    const response = await app.call('PUT', '/v3/store/customer', {
      token: me.accessToken,
      body: { email: 'taken@example.com', phone: '01012345678', first_name: 'Mina' },
    });
    expect(response.body).toMatchObject({ email: me.email, phone: null, first_name: 'Mina' });
  });

  it('validates with the rules §5 rules and needs a signed-in customer', async () => {
    const me = await app.signUp();
    const bad = await app.call('PUT', '/v3/store/customer', {
      token: me.accessToken,
      body: { first_name: '' },
    });
    expectError(bad, 400, 'First name required.');
    expect((await app.call('PUT', '/v3/store/customer', { body: {} })).status).toBe(401);
  });
});

describe('GET store/customer/exist/email/overlapping and POST store/customer/staging/check-email', () => {
  it('says whether an account uses the address', async () => {
    const me = await app.signUp();
    const used = await app.call(
      'GET',
      `/v3/store/customer/exist/email/overlapping?email=${encodeURIComponent(me.email.toUpperCase())}`,
    );
    expect(used.body).toEqual({ email: me.email.toUpperCase(), overlapping: true });
    const free = await app.call(
      'GET',
      `/v3/store/customer/exist/email/overlapping?email=free@example.com`,
    );
    expect(free.body).toEqual({ email: 'free@example.com', overlapping: false });
    expectError(
      await app.call('GET', '/v3/store/customer/exist/email/overlapping?email=nope'),
      400,
      'Please enter a valid email address.',
    );
  });

  it('lets everyone in while no pre-access list is configured', async () => {
    const response = await app.call('POST', '/v3/store/customer/staging/check-email', {
      body: { email: 'anyone@example.com' },
    });
    expect(response.body).toEqual({ email: 'anyone@example.com', allowed: true });
    expectError(
      await app.call('POST', '/v3/store/customer/staging/check-email', { body: { email: 'x' } }),
      400,
      'Please enter a valid email address.',
    );
  });
});

describe('social sign-in without configured providers', () => {
  it('answers 503 for a provider without client id and secret', async () => {
    for (const name of ['google', 'naver', 'kakao']) {
      expectError(
        await app.call('GET', `/v3/store/customer/${name}/authorize`),
        503,
        m.socialUnavailable,
      );
    }
    expectError(
      await app.call('POST', '/v3/store/customer/google', { body: { code: 'c', state: 's' } }),
      503,
      m.socialUnavailable,
    );
  });
});

describe('the dev outbox', () => {
  it('is absent when DEV_ROUTES is off (the default)', async () => {
    const production = await createCustomerTestApp({ env: { DEV_ROUTES: 'false' } });
    try {
      expect((await production.call('GET', '/v3/dev/outbox', { ip: '127.0.0.1' })).status).toBe(
        404,
      );
      const doc = await production.call('GET', '/v3/openapi.json');
      expect(doc.body.paths).not.toHaveProperty(['/v3/dev/outbox']);
    } finally {
      await production.app.close();
    }
  });
});
