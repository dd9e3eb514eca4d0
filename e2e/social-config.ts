// Configuration shared by the local OpenID Connect provider and the app under test: the three
// providers' clients and the store's environment pointing at the provider.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? E2E_PORT + 1);
/** The app under test's INTERNAL_API_SECRET: specs drive the operator's calls with it. */
export const E2E_INTERNAL_SECRET = 'artmarket-e2e-internal-secret-0001';
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
const site = `http://localhost:${E2E_PORT}`;

/** The provider's one account: a verified e-mail no store account uses yet. */
export const SOCIAL_ACCOUNT = {
  sub: 'e2e-social-collector',
  email: `social.${Date.now().toString(36)}@example.com`,
  email_verified: true,
  given_name: 'Seoyeon',
  family_name: 'Lee',
  name: 'Seoyeon Lee',
};

const callbackPaths = { google: '/google-auth', naver: '/sign-in/naver', kakao: '/sign-in/kakao' };

export const oidcClients = (['google', 'naver', 'kakao'] as const).map((name) => ({
  client_id: `${name}-store`,
  client_secret: `${name}-secret-0123456789`,
  redirect_uris: ['', '/ko', '/en'].map((prefix) => `${site}${prefix}${callbackPaths[name]}`),
}));

/** The store's provider settings (server/config.ts): every provider at the local issuer. */
export const socialEnv: Record<string, string> = {
  PUBLIC_URL: site,
  GOOGLE_CLIENT_ID: 'google-store',
  GOOGLE_CLIENT_SECRET: 'google-secret-0123456789',
  GOOGLE_ISSUER: OIDC_ISSUER,
  NAVER_CLIENT_ID: 'naver-store',
  NAVER_CLIENT_SECRET: 'naver-secret-0123456789',
  NAVER_AUTHORIZE_URL: `${OIDC_ISSUER}/auth`,
  NAVER_TOKEN_URL: `${OIDC_ISSUER}/token`,
  NAVER_USERINFO_URL: `${OIDC_ISSUER}/me`,
  NAVER_SCOPE: 'openid email profile',
  KAKAO_CLIENT_ID: 'kakao-store',
  KAKAO_CLIENT_SECRET: 'kakao-secret-0123456789',
  KAKAO_ISSUER: OIDC_ISSUER,
};
