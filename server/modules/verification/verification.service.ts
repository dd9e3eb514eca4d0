// Verification codes: 6 digits from a CSPRNG, stored as a keyed hash with the row id, expiring
// after 10 minutes, 5 attempts each; a new code replaces the previous one. Confirming marks the
// code; a change (e-mail, phone) or a reset then uses it up.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { verificationCodeRules } from '@/rules/account-limits';
import { customerMessages } from '@/schemas/customer';
import { deriveKey, keyedHash, newVerificationCode, sameHash } from '../../lib/secret-hash';
import {
  consumeCode,
  consumeConfirmed,
  deleteOldCodes,
  findLiveCode,
  insertCode,
  invalidateCode,
  invalidateLiveCodes,
  markConfirmed,
  newCodeId,
  takeAttempt,
  type CodeScope,
} from './verification-code.repository';

export type { CodeScope, VerificationPurpose } from './verification-code.repository';

export type VerificationService = ReturnType<typeof createVerificationService>;

export type CodeCheck =
  { ok: true; id: string } | { ok: false; reason: 'incorrect' | 'too_many_attempts' };

export function createVerificationService(ctx: AppContext) {
  const key = deriveKey(ctx.config.AUTH_JWT_SECRET, 'verification-code');
  const hashCode = (id: string, code: string) => keyedHash(key, `${id}:${code}`);
  const { ttlSeconds, maxAttempts, confirmedValiditySeconds } = verificationCodeRules;

  /**
   * Checks `code` against the live code of the scope, spending one attempt. The last allowed
   * wrong attempt kills the code.
   */
  async function check(scope: CodeScope, code: string): Promise<CodeCheck> {
    const now = ctx.now();
    const live = await findLiveCode(ctx.db, scope, now);
    if (!live) return { ok: false, reason: 'incorrect' };
    const attempts = await takeAttempt(ctx.db, live.id, maxAttempts);
    if (attempts === null) return { ok: false, reason: 'too_many_attempts' };
    if (sameHash(live.codeHash, hashCode(live.id, code))) return { ok: true, id: live.id };
    if (attempts >= maxAttempts) {
      await invalidateCode(ctx.db, live.id, now);
      return { ok: false, reason: 'too_many_attempts' };
    }
    return { ok: false, reason: 'incorrect' };
  }

  return {
    /**
     * A new code for the scope, written with `db` (the caller's transaction, which also
     * writes the outbox row). The code itself goes only to the outbox.
     */
    async issue(
      db: Executor,
      scope: CodeScope,
      channel: 'email' | 'sms',
    ): Promise<{ code: string; expiresAt: Date }> {
      const now = ctx.now();
      const id = newCodeId(now);
      const code = newVerificationCode();
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      await invalidateLiveCodes(db, scope, now);
      await insertCode(db, { ...scope, id, channel, codeHash: hashCode(id, code), expiresAt }, now);
      return { code, expiresAt };
    },

    check,

    /** Checks the code and marks it confirmed (400 wrong, 429 no attempts left). */
    async confirm(scope: CodeScope, code: string): Promise<void> {
      const result = await check(scope, code);
      if (!result.ok) throw codeError(result.reason);
      await markConfirmed(ctx.db, result.id, ctx.now());
    },

    /** Uses up a confirmation of the scope made in the last 30 minutes; false if none. */
    consumeConfirmation(scope: CodeScope, db: Executor = ctx.db): Promise<boolean> {
      const now = ctx.now();
      return consumeConfirmed(
        db,
        scope,
        new Date(now.getTime() - confirmedValiditySeconds * 1000),
        now,
      );
    },

    /** Uses up the code just checked. */
    consume: (id: string, db: Executor = ctx.db) => consumeCode(db, id, ctx.now()),

    purge: () => deleteOldCodes(ctx.db, ctx.now()),
  };
}

/** The answer to a wrong code: 400 'Incorrect verification code.', or 429 when it is dead. */
export function codeError(reason: 'incorrect' | 'too_many_attempts'): AppError {
  return reason === 'too_many_attempts'
    ? new AppError('RATE_LIMITED', customerMessages.tooManyAttempts)
    : new AppError('INVALID_CREDENTIALS', customerMessages.incorrectCode);
}
