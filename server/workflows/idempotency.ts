// `Idempotency-Key` (issue 5): the first request with a key runs and its answer (success or a
// 4xx) is stored; the same key again gets that answer, even while the first is still running
// (it waits); the same key with another request gets 422. Keys are kept 24 hours.
import { createHash } from 'node:crypto';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import {
  claimKey,
  completeKey,
  findKey,
  releaseKey,
  takeOverKey,
  type KeyId,
} from '../modules/idempotency/idempotency.repository';
import { checkoutMessages as m } from '@/rules/checkout-rules';

export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;
const LEASE_MS = 60_000;
const WAIT_MS = 20_000;

export interface IdempotentResult {
  status: number;
  body: unknown;
  /** True when the answer is a stored one. */
  replayed: boolean;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export function requestFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * Runs `operation` once per key. Without a key it simply runs. AppErrors are answers too
 * (stored and replayed); any other failure frees the key so the client may retry.
 */
export async function runIdempotent(
  ctx: AppContext,
  key: string | undefined,
  id: Omit<KeyId, 'key'>,
  request: unknown,
  operation: () => Promise<unknown>,
): Promise<IdempotentResult> {
  if (key === undefined) {
    return { status: 200, body: await operation(), replayed: false };
  }
  if (!KEY_PATTERN.test(key)) throw new AppError('VALIDATION', m.invalidIdempotencyKey);
  const keyId: KeyId = { ...id, key };
  const hash = requestFingerprint(request);
  const started = Date.now();
  for (;;) {
    const now = ctx.now();
    const owned =
      (await claimKey(ctx.db, keyId, hash, now, LEASE_MS, IDEMPOTENCY_KEEP_MS)) ||
      (await takeOverKey(ctx.db, keyId, now, LEASE_MS));
    if (owned) break;
    const existing = await findKey(ctx.db, keyId);
    if (!existing) continue; // freed between the two statements: claim again
    if (existing.requestHash !== hash) throw new AppError('UNPROCESSABLE', m.idempotencyKeyReused);
    if (existing.state === 'done') {
      return {
        status: existing.responseStatus ?? 200,
        body: existing.responseBody,
        replayed: true,
      };
    }
    if (Date.now() - started > WAIT_MS) throw new AppError('CONFLICT', m.idempotencyInProgress);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  try {
    const body = await operation();
    await completeKey(ctx.db, keyId, { status: 200, body });
    return { status: 200, body, replayed: false };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await completeKey(ctx.db, keyId, { status: error.status, body: error.toJSON() });
      throw error;
    }
    await releaseKey(ctx.db, keyId);
    throw error;
  }
}
