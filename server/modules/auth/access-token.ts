// Access tokens: short-lived JWTs signed with HS256 (the algorithm is pinned when verifying),
// issuer and audience checked, typ `at+jwt` (RFC 9068). `sub` is the customer, `sid` the session.
import { jwtVerify, SignJWT, errors } from 'jose';
import { deriveKey } from '../../lib/secret-hash';

export const ACCESS_TOKEN_AUDIENCE = 'artmarket-store';
const ALGORITHM = 'HS256';
const TYPE = 'at+jwt';

export interface AccessTokenClaims {
  customerId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface AccessTokens {
  sign(customerId: string, sessionId: string, now: Date): Promise<string>;
  /** The claims of a valid token at `now`; null for anything else (never throws). */
  verify(token: string, now: Date): Promise<AccessTokenClaims | null>;
}

export function createAccessTokens(options: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}): AccessTokens {
  const key = deriveKey(options.secret, 'access-token');
  return {
    async sign(customerId, sessionId, now) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(customerId)
        .setIssuer(options.issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlSeconds)
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: options.issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: TYPE,
          currentDate: now,
          clockTolerance: 0,
          requiredClaims: ['sub', 'sid', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return {
          customerId: payload.sub,
          sessionId: payload.sid,
          expiresAt: new Date((payload.exp as number) * 1000),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
