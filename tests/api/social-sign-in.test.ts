// Social sign-in end to end against a real OpenID Connect provider started here: the store
// builds the authorization URL, the provider signs the visitor in and redirects back with a code,
// the store exchanges it (PKCE), reads the profile and signs the customer in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages as m, type SocialProvider } from '@/schemas/customer';
import {
  createCustomerTestApp,
  expectError,
  PASSWORD,
  uniqueEmail,
  type CallResult,
  type CustomerTestApp,
} from './customer-test-app';
import { startOidcProvider, type LocalOidcProvider } from './oidc-provider';

const site = 'http://localhost:3000';
const callbackPath: Record<SocialProvider, string> = {
  google: '/google-auth',
  naver: '/sign-in/naver',
  kakao: '/sign-in/kakao',
};

let provider: LocalOidcProvider;
let app: CustomerTestApp;

beforeAll(async () => {
  provider = await startOidcProvider(
    (['google', 'naver', 'kakao'] as const).map((name) => ({
      client_id: `${name}-store`,
      client_secret: `${name}-secret-0123456789`,
      redirect_uris: [`${site}${callbackPath[name]}`, `${site}/other-callback`],
    })),
  );
  const { issuer } = provider;
  app = await createCustomerTestApp({
    env: {
      // Google: every endpoint from the issuer's discovery document.
      GOOGLE_CLIENT_ID: 'google-store',
      GOOGLE_CLIENT_SECRET: 'google-secret-0123456789',
      GOOGLE_ISSUER: issuer,
      // Naver: every endpoint configured, no discovery.
      NAVER_CLIENT_ID: 'naver-store',
      NAVER_CLIENT_SECRET: 'naver-secret-0123456789',
      NAVER_AUTHORIZE_URL: `${issuer}/auth`,
      NAVER_TOKEN_URL: `${issuer}/token`,
      NAVER_USERINFO_URL: `${issuer}/me`,
      NAVER_SCOPE: 'openid email profile',
      // Kakao: the issuer plus one endpoint configured.
      KAKAO_CLIENT_ID: 'kakao-store',
      KAKAO_CLIENT_SECRET: 'kakao-secret-0123456789',
      KAKAO_ISSUER: issuer,
      KAKAO_TOKEN_URL: `${issuer}/token`,
    },
  });
});

afterAll(async () => {
  await app?.app.close();
  await provider?.close();
});

interface Started {
  authorizeUrl: string;
  state: string;
  verifierCookie: string;
}

async function start(name: SocialProvider, callbackUri?: string): Promise<Started> {
  const query = callbackUri ? `?callback_uri=${encodeURIComponent(callbackUri)}` : '';
  const response = await app.call('GET', `/v3/store/customer/${name}/authorize${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const cookie = response.setCookies.find((c) => c.startsWith(`oauth_${name}=`))!;
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('Path=/v3/store/customer');
  expect(Object.keys(response.body).sort()).toEqual(['authorize_url', 'callback_uri', 'state']);
  return {
    authorizeUrl: response.body.authorize_url,
    state: response.body.state,
    verifierCookie: cookie.split(';')[0]!,
  };
}

function finish(
  name: SocialProvider,
  params: { code: string; state: string; callback_uri?: string },
  cookie?: string,
): Promise<CallResult> {
  const headers = cookie ? { cookie } : undefined;
  if (name === 'google') {
    return app.call('POST', '/v3/store/customer/google', {
      body: { code: params.code, state: params.state },
      headers,
    });
  }
  const query = new URLSearchParams(params as Record<string, string>).toString();
  return app.call('GET', `/v3/store/customer/${name}/callback?${query}`, { headers });
}

/** The whole round trip as a browser makes it; answers the store's last response. */
async function signInWith(
  name: SocialProvider,
  subject: string,
  options: { callbackUri?: string; sendCallbackUri?: string } = {},
): Promise<CallResult> {
  const started = await start(name, options.callbackUri);
  const back = await provider.authorize(started.authorizeUrl, subject);
  expect(back.origin + back.pathname).toBe(options.callbackUri ?? `${site}${callbackPath[name]}`);
  expect(back.searchParams.get('state')).toBe(started.state);
  return finish(
    name,
    {
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
      ...(options.sendCallbackUri ? { callback_uri: options.sendCallbackUri } : {}),
    },
    started.verifierCookie,
  );
}

const info = async (accessToken: string) =>
  (await app.call('GET', '/v3/store/customer/info', { token: accessToken })).body;

describe('social sign-in against a local OpenID Connect provider', () => {
  it('builds the authorization URL with a signed state and a PKCE challenge', async () => {
    const started = await start('google');
    const url = new URL(started.authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'google-store',
      redirect_uri: `${site}/google-auth`,
      state: started.state,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The verifier stays in the cookie, never in the URL.
    expect(started.authorizeUrl).not.toContain(started.verifierCookie.split('=')[1]);
  });

  it('creates an account for a new Google user with a verified e-mail, then signs the same one in again', async () => {
    const email = uniqueEmail('google');
    provider.setAccount({
      sub: 'g-1001',
      email,
      email_verified: true,
      given_name: 'Minji',
      family_name: 'Kim',
    });
    const first = await signInWith('google', 'g-1001');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ accessToken: expect.any(String), is_new_customer: true });
    expect(first.refreshToken).toBeTruthy();
    const customer = await info(first.body.accessToken);
    expect(customer).toMatchObject({
      email,
      email_verified: true,
      first_name: 'Minji',
      last_name: 'Kim',
      has_password: false,
      hash_password_flag: false,
    });

    const again = await signInWith('google', 'g-1001');
    expect(again.body.is_new_customer).toBe(false);
    expect((await info(again.body.accessToken)).id).toBe(customer.id);
    // A social-only account has no password to sign in with, nor to change.
    expect((await app.signIn(email, PASSWORD)).status).toBe(400);
    expectError(
      await app.call('PUT', '/v3/store/customer/change-password', {
        token: again.body.accessToken,
        body: {
          current_password: 'anything1',
          password: 'newpass2026',
          confirmPassword: 'newpass2026',
        },
      }),
      409,
      m.noPasswordYet,
    );
  });

  it('links a Naver account to the existing account with the same verified e-mail', async () => {
    const me = await app.signUp();
    // The address was verified on our side too.
    await app.call('POST', '/v3/store/customer/send-email-verification-code', {
      token: me.accessToken,
      body: {},
    });
    await app.call('POST', '/v3/store/customer/confirm-verification-code', {
      token: me.accessToken,
      body: { email: me.email, code: await app.latestCode(me.email) },
    });
    provider.setAccount({
      sub: 'n-2001',
      email: me.email.toUpperCase(),
      email_verified: true,
      name: 'Minji',
    });
    const linked = await signInWith('naver', 'n-2001');
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.is_new_customer).toBe(false);
    expect((await info(linked.body.accessToken)).id).toBe(me.customerId);
    // The password and the other sessions stay.
    expect((await app.signIn(me.email, PASSWORD)).status).toBe(200);
    expect(
      (await app.call('GET', '/v3/store/customer/info', { token: me.accessToken })).status,
    ).toBe(200);
  });

  it('takes over an unverified pre-registered account only for the verified owner, dropping its password and sessions', async () => {
    const squatter = await app.signUp(); // registered someone's address, never verified it
    provider.setAccount({
      sub: 'k-3001',
      email: squatter.email,
      email_verified: true,
      name: 'Owner',
    });
    const owner = await signInWith('kakao', 'k-3001');
    expect(owner.status, JSON.stringify(owner.body)).toBe(200);
    const customer = await info(owner.body.accessToken);
    expect(customer).toMatchObject({
      id: squatter.customerId,
      email_verified: true,
      has_password: false,
    });
    expect((await app.signIn(squatter.email, PASSWORD)).status).toBe(400);
    expect(
      (await app.call('GET', '/v3/store/customer/info', { token: squatter.accessToken })).status,
    ).toBe(401);
  });

  it('never links through an e-mail the provider did not verify: 409', async () => {
    const me = await app.signUp();
    provider.setAccount({ sub: 'n-4001', email: me.email, email_verified: false, name: 'Mallory' });
    expectError(
      await signInWith('naver', 'n-4001'),
      409,
      'Account with this email already exists.',
    );
  });

  it('creates an account with an unverified e-mail when nobody uses it', async () => {
    const email = uniqueEmail('naver');
    provider.setAccount({ sub: 'n-5001', email, email_verified: false, name: '김민지' });
    const response = await signInWith('naver', 'n-5001');
    expect(response.body.is_new_customer).toBe(true);
    expect(await info(response.body.accessToken)).toMatchObject({
      email,
      email_verified: false,
      first_name: '김민지',
    });
  });

  it('refuses a profile without an e-mail', async () => {
    provider.setAccount({ sub: 'k-6001', name: 'No Mail' });
    expectError(await signInWith('kakao', 'k-6001'), 400, m.socialNoEmail);
  });

  it("checks Kakao's callback_uri against the one the flow started with", async () => {
    provider.setAccount({ sub: 'k-7001', email: uniqueEmail('kakao'), email_verified: true });
    const ok = await signInWith('kakao', 'k-7001', {
      callbackUri: `${site}/other-callback`,
      sendCallbackUri: `${site}/other-callback`,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const mismatch = await signInWith('kakao', 'k-7001', {
      sendCallbackUri: `${site}/other-callback`,
    });
    expectError(mismatch, 400, m.socialStateInvalid);
  });

  it('refuses a state without the browser cookie that started it, from another provider, forged or expired', async () => {
    provider.setAccount({ sub: 'g-8001', email: uniqueEmail('state'), email_verified: true });
    const started = await start('google');
    const back = await provider.authorize(started.authorizeUrl, 'g-8001');
    const params = { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
    expectError(await finish('google', params), 400, m.socialStateInvalid);
    expectError(
      await finish('google', params, 'oauth_google=someone-elses-verifier'),
      400,
      m.socialStateInvalid,
    );
    expectError(
      await finish('naver', params, started.verifierCookie.replace('oauth_google', 'oauth_naver')),
      400,
      m.socialStateInvalid,
    );
    expectError(
      await finish(
        'google',
        { ...params, state: `${params.state.slice(0, -2)}xx` },
        started.verifierCookie,
      ),
      400,
      m.socialStateInvalid,
    );
    // The code itself still works with the right browser…
    expect((await finish('google', params, started.verifierCookie)).status).toBe(200);
    // …once: the provider refuses a code used before.
    expectError(await finish('google', params, started.verifierCookie), 400, m.socialFailed);

    const late = await start('google');
    const lateBack = await provider.authorize(late.authorizeUrl, 'g-8001');
    app.advance(11 * 60_000);
    expectError(
      await finish(
        'google',
        { code: lateBack.searchParams.get('code')!, state: lateBack.searchParams.get('state')! },
        late.verifierCookie,
      ),
      400,
      m.socialStateInvalid,
    );
  });

  it.each([
    'https://evil.example/cb',
    `${site}/..//evil.example/cb`,
    `${site}/%2F/evil.example/cb`,
    `${site}/%252F%252Fevil.example/cb`,
    `${site}.evil.example/cb`,
    `http://user@${site.slice('http://'.length)}/google-auth`,
  ])('accepts a callback_uri only on this site, not %s', async (callbackUri) => {
    const response = await app.call(
      'GET',
      `/v3/store/customer/google/authorize?callback_uri=${encodeURIComponent(callbackUri)}`,
    );
    expectError(response, 400, m.invalidCallbackUri);
  });

  it('answers 400 with the field when code or state is missing', async () => {
    expectError(
      await app.call('POST', '/v3/store/customer/google', { body: { code: 'x' } }),
      400,
      'state is required',
    );
    expectError(
      await app.call('GET', '/v3/store/customer/naver/callback?state=x'),
      400,
      'code is required',
    );
  });
});
