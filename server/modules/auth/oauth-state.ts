// The state of a social sign-in: a short-lived JWT (HS256 under its own derived key and audience)
// naming the provider, the callback URI and the PKCE challenge. Its verifier lives only in an
// HttpOnly cookie of the browser that started the flow, so a state (or a code) replayed from
// another browser fails, and the verifier never travels in a URL.
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SocialProvider } from '@/schemas/customer';
import { deriveKey, newOpaqueToken, sameHash } from '../../lib/secret-hash';

const TYPE = 'oauth-state+jwt';
const audience = (provider: SocialProvider) => `artmarket-oauth-state:${provider}`;

export interface OAuthStart {
  state: string;
  /** Goes into the HttpOnly cookie; sent to the token endpoint as code_verifier. */
  codeVerifier: string;
  codeChallenge: string;
}

export const codeChallengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

export function createOAuthStates(secret: string, issuer: string, ttlSeconds: number) {
  const key = deriveKey(secret, 'oauth-state');
  return {
    async start(provider: SocialProvider, callbackUri: string, now: Date): Promise<OAuthStart> {
      const codeVerifier = newOpaqueToken();
      const codeChallenge = codeChallengeOf(codeVerifier);
      const issuedAt = Math.floor(now.getTime() / 1000);
      const state = await new SignJWT({ cb: callbackUri, ch: codeChallenge })
        .setProtectedHeader({ alg: 'HS256', typ: TYPE })
        .setIssuer(issuer)
        .setAudience(audience(provider))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
      return { state, codeVerifier, codeChallenge };
    },
    /** The callback URI of a valid state whose challenge matches the browser's verifier; else null. */
    async check(
      provider: SocialProvider,
      state: string,
      codeVerifier: string | undefined,
      now: Date,
    ): Promise<{ callbackUri: string } | null> {
      if (!codeVerifier) return null;
      try {
        const { payload } = await jwtVerify(state, key, {
          algorithms: ['HS256'],
          issuer,
          audience: audience(provider),
          typ: TYPE,
          currentDate: now,
          requiredClaims: ['exp', 'cb', 'ch'],
        });
        if (typeof payload.cb !== 'string' || typeof payload.ch !== 'string') return null;
        if (!sameHash(payload.ch, codeChallengeOf(codeVerifier))) return null;
        return { callbackUri: payload.cb };
      } catch {
        return null;
      }
    },
  };
}
