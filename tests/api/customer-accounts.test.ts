import http from 'node:http';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { customerResponse } from '@/server/http/routes/customer-responses';
import { grantMembership } from '@/server/modules/customers/customer.repository';
import { customerMessages as m } from '@/schemas/customer';
import { tokenRules } from '@/schemas/account-limits';
import {
  createCustomerTestApp,
  expectError,
  type CallResult,
  PASSWORD,
  startCustomerApp,
  uniqueEmail,
} from './customer-test-app';

const app = startCustomerApp();
const minute = 60_000;
const GRACE = tokenRules.rotatedRefreshTokenGraceSeconds * 1000;

describe('POST store/customer/sign-up', () => {
  it('creates the account, answers an access token and sets the refresh cookie on its two paths only', async () => {
    const email = uniqueEmail('signup');
    const response = await app.call('POST', '/v3/store/customer/sign-up', {
      body: { first_name: 'Minji', last_name: 'Kim', email, password: PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['accessToken']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.setCookies).toHaveLength(3);
    for (const [i, path] of [
      '/v3/store/customer/refresh',
      '/v3/store/customer/sign-out',
    ].entries()) {
      const cookie = response.setCookies[i]!;
      expect(cookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain(`Path=${path}`);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure'); // the request is to 127.0.0.1
      expect(cookie).toContain('Max-Age=2592000');
    }
    // The route guards' hint (middleware.ts): readable by pages, no token in it.
    const hint = response.setCookies[2]!;
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).toContain('Path=/;');
    expect(hint).not.toContain('HttpOnly');
    expect(hint).toContain('Max-Age=2592000');
  });

  it('decides Secure by the scheme, not by the Host the client writes (ADR 0045)', async () => {
    // fetch may not set Host; node:http may.
    const signUp = (headers: Record<string, string>) =>
      new Promise<string[]>((resolve, reject) => {
        const request = http.request(
          `${app.app.baseUrl}/v3/store/customer/sign-up`,
          { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers['set-cookie'] ?? []));
          },
        );
        request.on('error', reject);
        request.end(
          JSON.stringify({
            first_name: 'Jiho',
            last_name: 'Park',
            email: uniqueEmail(),
            password: PASSWORD,
          }),
        );
      });
    // Over http to a public name: not Secure (a Secure cookie would not come back over http).
    const plain = await signUp({ host: 'artmarket.example' });
    expect(plain).toHaveLength(3);
    for (const cookie of plain) expect(cookie).not.toContain('Secure');
    // Over https as the trusted proxy says (the test app trusts one), whatever the Host.
    const https = await signUp({ host: '127.0.0.1', 'x-forwarded-proto': 'https' });
    expect(https).toHaveLength(3);
    for (const cookie of https) expect(cookie).toContain('Secure');
  });

  it('signs with HS256, the issuer and audience, for 10 minutes', async () => {
    const me = await app.signUp();
    expect(decodeProtectedHeader(me.accessToken)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const claims = decodeJwt(me.accessToken);
    expect(claims).toMatchObject({
      sub: me.customerId,
      iss: 'http://localhost:3000',
      aud: 'artmarket-store',
    });
    expect(claims.exp! - claims.iat!).toBe(600);
    expect(claims.sid).toMatch(/^ses_/);
  });

  it('refuses an address already in use, whatever its case: 409', async () => {
    const me = await app.signUp();
    const again = await app.call('POST', '/v3/store/customer/sign-up', {
      body: {
        first_name: 'Other',
        last_name: 'Person',
        email: me.email.toUpperCase(),
        password: PASSWORD,
      },
    });
    expectError(again, 409, 'Account with this email already exists.');
  });

  it.each([
    [{ first_name: '' }, 'first_name', 'First name required.'],
    [{ last_name: '' }, 'last_name', 'Last name required.'],
    [{ first_name: 'Min ji' }, 'first_name', m.nameLetters],
    [{ first_name: 'Minji2' }, 'first_name', m.nameLetters],
    [{ first_name: 'A'.repeat(30) }, 'first_name', m.nameTooLong],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ email: '' }, 'email', 'Please enter a valid email address.'],
    [{ password: 'abc123' }, 'password', 'Password must be at least 8 characters.'],
    [{ password: 'abcdefgh' }, 'password', m.passwordLettersAndNumbers],
    [{ password: 'abcd 1234' }, 'password', m.passwordLettersAndNumbers],
    [{ password: `a1${'x'.repeat(38)}` }, 'password', m.passwordTooLong],
  ])('answers 400 with the rules §5 message for %o', async (change, field, message) => {
    const body = {
      first_name: 'Minji',
      last_name: 'Kim',
      email: uniqueEmail(),
      password: PASSWORD,
      ...change,
    };
    const response = await app.call('POST', '/v3/store/customer/sign-up', { body });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION',
      message,
      fields: { [field]: message },
    });
  });

  it('accepts Korean names and keeps the request language for the account', async () => {
    const me = await app.signUp(
      { first_name: '민지', last_name: '김' },
      { headers: { 'accept-language': 'ko-KR' } },
    );
    const info = await app.call('GET', '/v3/store/customer/info', { token: me.accessToken });
    expect(info.body).toMatchObject({ full_name: '김민지', language: 'ko' });
  });

  it('answers 400, never 500, to a body that is not JSON', async () => {
    const response = await fetch(`${app.app.baseUrl}/v3/store/customer/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(response.status).toBe(400);
  });
});

describe('POST store/customer/sign-in', () => {
  it('signs in with the e-mail in any case and the password', async () => {
    const me = await app.signUp();
    const response = await app.signIn(me.email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body.accessToken).toBeTruthy();
    expect(response.refreshToken).toBeTruthy();
    const info = await app.call('GET', '/v3/store/customer/info', {
      token: response.body.accessToken,
    });
    expect(info.body.id).toBe(me.customerId);
  });

  it('answers the same 400 for a wrong password and an unknown e-mail', async () => {
    const me = await app.signUp();
    const wrong = await app.signIn(me.email, 'wrong-password1');
    const unknown = await app.signIn(uniqueEmail('nobody'), PASSWORD);
    expectError(wrong, 400, 'Incorrect ID or password. Please try again.');
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookies).toEqual([]);
  });

  it('answers 400 with the message for a malformed e-mail or a missing password', async () => {
    expectError(await app.signIn('nope', PASSWORD), 400, 'Please enter a valid email address.');
    expectError(await app.signIn(uniqueEmail(), ''), 400, m.passwordRequired);
  });
});

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

describe('GET store/customer/refresh and GET store/customer/sign-out', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const me = await app.signUp();
    const first = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['accessToken']);
    expect(first.refreshToken).toBeTruthy();
    expect(first.refreshToken).not.toBe(me.refreshToken);
    const second = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: first.refreshToken,
    });
    expect(second.status).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token comes back after the grace window', async () => {
    const me = await app.signUp();
    const rotated = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    app.advance(GRACE + 1);
    const reuse = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expectError(reuse, 401, m.sessionExpired);
    expect(reuse.refreshToken).toBe(''); // the cookie is cleared
    const latest = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: rotated.refreshToken,
    });
    expect(latest.status).toBe(401);
    const info = await app.call('GET', '/v3/store/customer/info', {
      token: rotated.body.accessToken,
    });
    expect(info.status).toBe(401);
  });

  it('keeps two tabs signed in when both refresh at the same moment with the same cookie', async () => {
    const me = await app.signUp();
    let cookie = me.refreshToken;
    for (let round = 0; round < 5; round += 1) {
      const tabs = await Promise.all([
        app.call('GET', '/v3/store/customer/refresh', { refreshToken: cookie }),
        app.call('GET', '/v3/store/customer/refresh', { refreshToken: cookie }),
      ]);
      expect(
        tabs.map((tab) => tab.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      const [a, b] = tabs as [CallResult, CallResult];
      expect(a.refreshToken).toBeTruthy();
      expect(b.refreshToken).toBeTruthy();
      expect(a.refreshToken).not.toBe(b.refreshToken);
      // Each tab goes on with what it received: it refreshes again and calls a signed-in route.
      app.advance(GRACE + 1);
      for (const tab of tabs) {
        const info = await app.call('GET', '/v3/store/customer/info', {
          token: tab.body.accessToken,
        });
        expect(info.status).toBe(200);
        expect(info.body.email).toBe(me.email);
        const again = await app.call('GET', '/v3/store/customer/refresh', {
          refreshToken: tab.refreshToken,
        });
        expect(again.status).toBe(200);
        const after = await app.call('GET', '/v3/store/customer/info', {
          token: again.body.accessToken,
        });
        expect(after.status).toBe(200);
        cookie = again.refreshToken!;
      }
    }
  });

  it('answers a rotated token within the grace window with a token of the same session only', async () => {
    const me = await app.signUp();
    const first = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    app.advance(GRACE);
    const retried = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expect(retried.status).toBe(200);
    expect(decodeJwt(retried.body.accessToken).sid).toBe(decodeJwt(first.body.accessToken).sid);
    // Never more than the original holder had: the same session, so one sign-out ends both.
    await app.call('GET', '/v3/store/customer/sign-out', { refreshToken: retried.refreshToken });
    for (const tab of [first, retried]) {
      expect(
        (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: tab.refreshToken }))
          .status,
      ).toBe(401);
      expect(
        (await app.call('GET', '/v3/store/customer/info', { token: tab.body.accessToken })).status,
      ).toBe(401);
    }
  });

  it('still revokes the family when the grace window has passed, whichever tab comes late', async () => {
    const me = await app.signUp();
    const tabs = await Promise.all([
      app.call('GET', '/v3/store/customer/refresh', { refreshToken: me.refreshToken }),
      app.call('GET', '/v3/store/customer/refresh', { refreshToken: me.refreshToken }),
    ]);
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200]);
    app.advance(GRACE + 1_000);
    const late = await app.call('GET', '/v3/store/customer/refresh', {
      refreshToken: me.refreshToken,
    });
    expectError(late, 401, m.sessionExpired);
    for (const tab of tabs) {
      expect(
        (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: tab.refreshToken }))
          .status,
      ).toBe(401);
      expect(
        (await app.call('GET', '/v3/store/customer/info', { token: tab.body.accessToken })).status,
      ).toBe(401);
    }
  });

  it('answers 401 without a cookie or with an unknown one', async () => {
    expect((await app.call('GET', '/v3/store/customer/refresh')).status).toBe(401);
    expect(
      (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: 'x'.repeat(43) }))
        .status,
    ).toBe(401);
  });

  it('signs out: the session ends, the cookie is cleared, the access token stops working', async () => {
    const me = await app.signUp();
    const out = await app.call('GET', '/v3/store/customer/sign-out', {
      refreshToken: me.refreshToken,
      token: me.accessToken,
    });
    expect(out.status).toBe(200);
    expect(out.setCookies.filter((cookie) => /^refresh_token=;/.test(cookie))).toHaveLength(2);
    expect(out.setCookies.filter((cookie) => /^signed_in=;/.test(cookie))).toHaveLength(1);
    expect(out.setCookies).toHaveLength(3);
    expect(
      (await app.call('GET', '/v3/store/customer/info', { token: me.accessToken })).status,
    ).toBe(401);
    expect(
      (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: me.refreshToken }))
        .status,
    ).toBe(401);
  });

  it('signs out with only the bearer token, and answers 401 with neither', async () => {
    const me = await app.signUp();
    expect(
      (await app.call('GET', '/v3/store/customer/sign-out', { token: me.accessToken })).status,
    ).toBe(200);
    expect(
      (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: me.refreshToken }))
        .status,
    ).toBe(401);
    expect((await app.call('GET', '/v3/store/customer/sign-out')).status).toBe(401);
  });

  it('ends a session 90 days after it began however often it is refreshed', async () => {
    const me = await app.signUp();
    let token = me.refreshToken;
    for (let day = 0; day < 89; day += 20) {
      app.advance(20 * 24 * 60 * minute);
      const response = await app.call('GET', '/v3/store/customer/refresh', { refreshToken: token });
      if (day + 20 < 90) {
        expect(response.status, `day ${day + 20}`).toBe(200);
        token = response.refreshToken!;
      }
    }
    app.advance(20 * 24 * 60 * minute);
    expect(
      (await app.call('GET', '/v3/store/customer/refresh', { refreshToken: token })).status,
    ).toBe(401);
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
