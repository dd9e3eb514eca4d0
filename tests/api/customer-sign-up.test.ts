// Customer accounts over HTTP, part 1: sign-up and sign-in. The account's info is in
// customer-info.test.ts, tokens in customer-refresh.test.ts.
import http from 'node:http';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { customerMessages as m } from '@/schemas/customer';
import { expectError, PASSWORD, startCustomerApp, uniqueEmail } from './customer-test-app';

const app = startCustomerApp();

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
