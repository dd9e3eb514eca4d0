// Social sign-in (rules §7): start a flow (the provider's authorization URL with a signed state;
// the PKCE verifier in an HttpOnly cookie of this browser), then finish it with the code the
// provider sent back: POST store/customer/google, GET store/customer/naver|kakao/callback.
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import { tokenRules } from '@/rules/account-limits';
import {
  googleSignInRequestSchema,
  kakaoCallbackQuerySchema,
  naverCallbackQuerySchema,
  socialProviders,
  socialStartQuerySchema,
  type SocialCallbackInput,
  type SocialProvider,
} from '@/schemas/customer';
import { OAUTH_COOKIE_PATH, oauthCookieName, secureCookies } from '../refresh-cookie';
import { requestMeta } from '../request';
import { defineRoute } from '../route';
import { sessionResponse } from './customer.routes';
import { socialAuthorizeResponse, socialSignInResponse } from './customer-responses';

const tags = ['customer'];
const names: Record<SocialProvider, string> = { google: 'Google', naver: 'Naver', kakao: 'Kakao' };

export function registerSocialSignInRoutes(app: Hono, ctx: AppContext, services: Services): void {
  const { social } = services.customerAccounts;

  async function finish(c: Context, provider: SocialProvider, input: SocialCallbackInput) {
    const cookie = oauthCookieName(provider);
    const verifier = getCookie(c, cookie);
    deleteCookie(c, cookie, {
      path: OAUTH_COOKIE_PATH,
      secure: secureCookies(c),
      httpOnly: true,
    });
    const result = await social.complete(
      provider,
      input,
      verifier,
      requestMeta(c, ctx.config.TRUST_PROXY),
    );
    return { ...sessionResponse(c, result, ctx.now()), is_new_customer: result.isNewCustomer };
  }

  for (const provider of socialProviders) {
    defineRoute(
      app,
      {
        method: 'get',
        path: `/v3/store/customer/${provider}/authorize`,
        summary: `Starts sign-in with ${names[provider]}: the authorization URL to send the visitor to (a signed state, valid 10 minutes, and a PKCE challenge whose verifier is kept in an HttpOnly cookie of this browser). callback_uri defaults to this site’s ${provider === 'google' ? '/google-auth' : `/sign-in/${provider}`} page and must be a page of this site. 503 when ${names[provider]} is not configured.`,
        tags,
        query: socialStartQuerySchema,
        response: socialAuthorizeResponse,
        errors: [503],
      },
      async ({ c, query }) => {
        const { codeVerifier, ...started } = await social.start(provider, query.callback_uri);
        setCookie(c, oauthCookieName(provider), codeVerifier, {
          path: OAUTH_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'Lax',
          secure: secureCookies(c),
          maxAge: tokenRules.oauthStateTtlSeconds,
        });
        c.header('Cache-Control', 'no-store');
        return started;
      },
    );
  }

  const completion = (provider: SocialProvider) =>
    `Finishes sign-in with ${names[provider]}: checks the state against this browser’s cookie, exchanges the code, and signs in the customer of that ${names[provider]} account, links it to an account with the same e-mail when ${names[provider]} says the e-mail is verified, or creates an account (is_new_customer). 409 "Account with this email already exists." when an unverified e-mail belongs to an account.`;

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/customer/google',
      summary: completion('google'),
      tags,
      body: googleSignInRequestSchema,
      response: socialSignInResponse,
      errors: [403, 409, 429, 503],
    },
    ({ c, body }) => finish(c, 'google', body),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/customer/naver/callback',
      summary: completion('naver'),
      tags,
      query: naverCallbackQuerySchema,
      response: socialSignInResponse,
      errors: [403, 409, 429, 503],
    },
    ({ c, query }) => finish(c, 'naver', query),
  );

  defineRoute(
    app,
    {
      method: 'get',
      path: '/v3/store/customer/kakao/callback',
      summary: `${completion('kakao')} callback_uri, when sent, must be the one the flow started with.`,
      tags,
      query: kakaoCallbackQuerySchema,
      response: socialSignInResponse,
      errors: [403, 409, 429, 503],
    },
    ({ c, query }) => finish(c, 'kakao', query),
  );
}
