// Sessions: sign-in starts one (an access token and the first refresh token of a new family);
// refresh rotates the refresh token; a rotated token presented again revokes the family, unless
// it comes within the grace window of its rotation (ADR 0041); sign-out and password changes
// revoke sessions. Access tokens are JWTs, but every authenticated request also checks that its
// session is still live, so revocation takes effect at once (ADR 0013).
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { logger } from '../../lib/logger';
import { tokenRules } from '@/rules/account-limits';
import { customerMessages } from '@/schemas/customer';
import { createAccessTokens, type AccessTokens } from './access-token';
import { deriveKey, keyedHash, newOpaqueToken } from '../../lib/secret-hash';
import {
  deleteEndedSessions,
  findActiveSession,
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  isCustomerBlocked,
  revokeCustomerSessions,
  revokeSession,
  rotateRefreshToken,
  touchSession,
  type RevokeReason,
} from './session.repository';

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
}

/** What a client receives when a session starts or its refresh token rotates. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  sessionId: string;
  customerId: string;
}

export interface AuthenticatedCustomer {
  customerId: string;
  sessionId: string;
}

export type SessionService = ReturnType<typeof createSessionService>;

const seconds = (n: number) => n * 1000;

export function createSessionService(
  ctx: AppContext,
  accessTokens: AccessTokens = createAccessTokens({
    secret: ctx.config.AUTH_JWT_SECRET,
    issuer: ctx.config.PUBLIC_URL,
    ttlSeconds: tokenRules.accessTokenTtlSeconds,
  }),
) {
  const refreshKey = deriveKey(ctx.config.AUTH_JWT_SECRET, 'refresh-token');
  const hashRefreshToken = (token: string) => keyedHash(refreshKey, token);
  const sessionEnded = () => new AppError('UNAUTHORIZED', customerMessages.sessionExpired);

  async function issue(
    db: Executor,
    customerId: string,
    sessionId: string,
    sessionExpiresAt: Date,
    now: Date,
  ): Promise<IssuedTokens> {
    const refreshToken = newOpaqueToken();
    const refreshExpiresAt = new Date(
      Math.min(
        now.getTime() + seconds(tokenRules.refreshTokenTtlSeconds),
        sessionExpiresAt.getTime(),
      ),
    );
    await insertRefreshToken(
      db,
      { sessionId, tokenHash: hashRefreshToken(refreshToken), expiresAt: refreshExpiresAt },
      now,
    );
    const accessToken = await accessTokens.sign(customerId, sessionId, now);
    return { accessToken, refreshToken, refreshExpiresAt, sessionId, customerId };
  }

  return {
    accessTokens,

    /** A new session (family) for the customer, e.g. after a sign-in; 403 for a blocked one. */
    async start(
      customerId: string,
      method: string,
      meta: SessionMeta,
      db: Executor = ctx.db,
    ): Promise<IssuedTokens> {
      if (await isCustomerBlocked(db, customerId)) {
        logger.info('blocked customer refused a session', { customer_id: customerId, method });
        throw new AppError('FORBIDDEN', customerMessages.accountBlocked);
      }
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + seconds(tokenRules.sessionMaxAgeSeconds));
      const sessionId = await insertSession(
        db,
        {
          customerId,
          method,
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          ip: meta.ip ?? null,
          expiresAt,
        },
        now,
      );
      logger.info('customer session started', {
        customer_id: customerId,
        session_id: sessionId,
        method,
      });
      return issue(db, customerId, sessionId, expiresAt, now);
    },

    /**
     * Exchanges a refresh token for a new one and a new access token. Unknown, expired or
     * revoked: 401. Already rotated: within the grace window (another tab's refresh at the same
     * moment, a lost answer retried) a new token of the same session, a sibling of the one the
     * rotation issued; later, a reuse: the session is revoked, then 401.
     */
    async refresh(refreshToken: string): Promise<IssuedTokens> {
      const now = ctx.now();
      const found = await findRefreshToken(ctx.db, hashRefreshToken(refreshToken));
      if (!found) throw sessionEnded();
      const { token, session } = found;
      if (session.revokedAt || session.expiresAt <= now || found.blocked) throw sessionEnded();
      const reuse = async () => {
        await revokeSession(ctx.db, session.id, 'refresh_token_reuse', now);
        logger.warn('refresh token reused: session revoked', {
          customer_id: session.customerId,
          session_id: session.id,
        });
        return sessionEnded();
      };
      const inGrace = (rotatedAt: Date) =>
        now.getTime() - rotatedAt.getTime() <= seconds(tokenRules.rotatedRefreshTokenGraceSeconds);
      if (token.rotatedAt && !inGrace(token.rotatedAt)) throw await reuse();
      if (!token.rotatedAt && token.expiresAt <= now) throw sessionEnded();
      const outcome = await ctx.db.transaction(async (tx) => {
        const rotation = await rotateRefreshToken(tx, token.id, now);
        if (!rotation) return 'ended' as const;
        if (!inGrace(rotation.rotatedAt)) return 'reuse' as const;
        await touchSession(tx, session.id, now);
        const issued = await issue(tx, session.customerId, session.id, session.expiresAt, now);
        return { issued, sibling: !rotation.byThisCall };
      });
      if (outcome === 'ended') throw sessionEnded();
      if (outcome === 'reuse') throw await reuse();
      if (outcome.sibling) {
        logger.info('refresh token presented again within the grace window: sibling issued', {
          customer_id: session.customerId,
          session_id: session.id,
        });
      }
      return outcome.issued;
    },

    /**
     * Ends the session of a refresh token (rotated or not) or, failing that, of an access token.
     * Answers false when neither names a session.
     */
    async signOut(input: { refreshToken?: string; sessionId?: string }): Promise<boolean> {
      const now = ctx.now();
      let sessionId: string | undefined;
      if (input.refreshToken) {
        sessionId = (await findRefreshToken(ctx.db, hashRefreshToken(input.refreshToken)))?.session
          .id;
      }
      sessionId ??= input.sessionId;
      if (!sessionId) return false;
      await revokeSession(ctx.db, sessionId, 'sign_out', now);
      logger.info('customer signed out', { session_id: sessionId });
      return true;
    },

    /** The customer behind a bearer access token whose session is still live; null otherwise. */
    async authenticate(accessToken: string): Promise<AuthenticatedCustomer | null> {
      const now = ctx.now();
      const claims = await accessTokens.verify(accessToken, now);
      if (!claims) return null;
      const session = await findActiveSession(ctx.db, claims.sessionId, now);
      if (!session || session.customerId !== claims.customerId) return null;
      return { customerId: claims.customerId, sessionId: claims.sessionId };
    },

    /** Revokes the customer's sessions, all of them or all but `keepSessionId`. */
    async revokeAll(
      customerId: string,
      reason: RevokeReason,
      options: { keepSessionId?: string; db?: Executor } = {},
    ): Promise<number> {
      const count = await revokeCustomerSessions(
        options.db ?? ctx.db,
        customerId,
        reason,
        ctx.now(),
        options.keepSessionId,
      );
      if (count)
        logger.info('customer sessions revoked', { customer_id: customerId, count, reason });
      return count;
    },

    purge: () => deleteEndedSessions(ctx.db, ctx.now()),
  };
}
