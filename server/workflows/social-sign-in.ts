// Social sign-in (Google, Naver, Kakao): start (a signed state, a PKCE verifier for the browser's
// cookie, the provider's authorization URL), then complete (check the state against the cookie,
// exchange the code, read the profile, find or link or create the customer, start a session).
// An existing account is linked only through an e-mail the provider says it verified.
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { AppError } from '../errors';
import { logger } from '../lib/logger';
import { createOAuthStates } from '../modules/auth/oauth-state';
import type { IssuedTokens, SessionService } from '../modules/auth/session.service';
import {
  findSocialIdentity,
  insertSocialIdentity,
  touchSocialIdentity,
} from '../modules/auth/social-identity.repository';
import type { SocialProfile, SocialProviders } from '../modules/auth/social-providers';
import {
  emailTaken,
  findCustomerByEmail,
  insertCustomer,
  updateCustomer,
} from '../modules/customers/customer.repository';
import type { RateLimiter } from '../modules/rate-limits/rate-limiter';
import { profileRules, rateLimits, tokenRules } from '@/rules/account-limits';
import { sameOriginPath } from '@/rules/return-path';
import {
  customerMessages as m,
  NAME_PATTERN,
  type SocialCallbackInput,
  type SocialProvider,
} from '@/schemas/customer';
import type { SocialAuthorizeDto } from '@/schemas/customer-dto';
import { limitKeys } from './customer-accounts';
import type { RequestMeta } from './customer-context';

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;

/** A provider's name as our name rules allow it, else empty (the customer edits it later). */
export function acceptableName(value: string): string {
  const name = value.replace(/\s+/g, '');
  return name.length <= profileRules.nameMaxLength && NAME_PATTERN.test(name) ? name : '';
}

export function createSocialSignIn(
  ctx: AppContext,
  deps: { providers: SocialProviders; sessions: SessionService; limiter: RateLimiter },
) {
  const { providers, sessions, limiter } = deps;
  const states = createOAuthStates(
    ctx.config.AUTH_JWT_SECRET,
    ctx.config.PUBLIC_URL,
    tokenRules.oauthStateTtlSeconds,
  );
  const siteOrigin = new URL(ctx.config.PUBLIC_URL).origin;

  function callbackUriFor(provider: SocialProvider, given: string | undefined): string {
    const client = providers.get(provider);
    if (!given) return `${siteOrigin}${client.callbackPath}`;
    const path = sameOriginPath(given, siteOrigin);
    if (!path) {
      throw new AppError('VALIDATION', m.invalidCallbackUri, {
        callback_uri: m.invalidCallbackUri,
      });
    }
    return `${siteOrigin}${path}`;
  }

  /** Finds the customer of the profile, linking or creating one; answers whether it is new. */
  async function customerFor(
    provider: SocialProvider,
    profile: SocialProfile,
    meta: RequestMeta,
  ): Promise<{ customerId: string; isNew: boolean }> {
    const now = ctx.now();
    const identity = await findSocialIdentity(ctx.db, provider, profile.subject);
    if (identity) {
      await touchSocialIdentity(ctx.db, identity.id, profile, now);
      return { customerId: identity.customerId, isNew: false };
    }
    if (!profile.email) throw new AppError('VALIDATION', m.socialNoEmail);
    const identityRow = {
      provider,
      subject: profile.subject,
      email: profile.email,
      emailVerified: profile.emailVerified,
    };
    if (profile.emailVerified) {
      const existing = await findCustomerByEmail(ctx.db, profile.email);
      if (existing) {
        await ctx.db.transaction(async (tx) => {
          await insertSocialIdentity(tx, { ...identityRow, customerId: existing.id }, now);
          if (!existing.emailVerified) {
            // Someone else may have registered this address without owning it: the provider's
            // verified owner takes the account over, without that person's password or sessions.
            await updateCustomer(tx, existing.id, { emailVerified: true, passwordHash: null }, now);
            await sessions.revokeAll(existing.id, 'account_linked', { db: tx });
          }
        });
        logger.info('social identity linked', { customer_id: existing.id, provider });
        return { customerId: existing.id, isNew: false };
      }
    } else if (await emailTaken(ctx.db, profile.email)) {
      throw new AppError('CONFLICT', m.accountExists);
    }
    const customerId = await ctx.db.transaction(async (tx) => {
      const id = await insertCustomer(
        tx,
        {
          firstName: acceptableName(profile.firstName),
          lastName: acceptableName(profile.lastName),
          email: profile.email!,
          emailVerified: profile.emailVerified,
          passwordHash: null,
          promotionalConsent: false,
          language: meta.language,
        },
        now,
      );
      await insertSocialIdentity(tx, { ...identityRow, customerId: id }, now);
      return id;
    });
    logger.info('customer signed up through a social provider', {
      customer_id: customerId,
      provider,
    });
    return { customerId, isNew: true };
  }

  return {
    /**
     * GET store/customer/{provider}/authorize: where to send the visitor. The verifier goes into
     * an HttpOnly cookie (set by the route), never into the answer.
     */
    async start(
      provider: SocialProvider,
      callbackUri: string | undefined,
    ): Promise<SocialAuthorizeDto & { codeVerifier: string }> {
      const client = providers.get(provider);
      const callback = callbackUriFor(provider, callbackUri);
      const { state, codeVerifier, codeChallenge } = await states.start(
        provider,
        callback,
        ctx.now(),
      );
      const authorizeUrl = await client.authorizeUrl({
        state,
        codeChallenge,
        redirectUri: callback,
      });
      return { authorize_url: authorizeUrl, state, callback_uri: callback, codeVerifier };
    },

    /** POST store/customer/google, GET store/customer/naver/callback and kakao/callback. */
    async complete(
      provider: SocialProvider,
      input: SocialCallbackInput,
      codeVerifier: string | undefined,
      meta: RequestMeta,
    ): Promise<IssuedTokens & { isNewCustomer: boolean }> {
      await limiter.consume(
        rateLimits.socialSignInsPerIp,
        limitKeys.socialIp(meta.ip),
        m.tooManyRequests,
        ctx.now(),
      );
      const client = providers.get(provider);
      const checked = await states.check(provider, input.state, codeVerifier, ctx.now());
      if (!checked || (input.callback_uri && input.callback_uri !== checked.callbackUri)) {
        throw new AppError('VALIDATION', m.socialStateInvalid);
      }
      const providerToken = await client.exchangeCode({
        code: input.code,
        state: input.state,
        codeVerifier: codeVerifier!,
        redirectUri: checked.callbackUri,
      });
      const profile = await client.profile(providerToken);
      let found: { customerId: string; isNew: boolean };
      try {
        found = await customerFor(provider, profile, meta);
      } catch (error) {
        // Two callbacks of one person at once: the second finds what the first created.
        if (isUniqueViolation(error)) found = await customerFor(provider, profile, meta);
        else throw error;
      }
      const tokens = await sessions.start(found.customerId, provider, meta);
      return { ...tokens, isNewCustomer: found.isNew };
    },

    isEnabled: (provider: SocialProvider) => providers.isEnabled(provider),
  };
}
