// `Idempotency-Key` (issue 5): the first request with a key runs and its answer (success or a
// 4xx) is stored; the same key again gets that answer, even while the first is still running
// (it waits); the same key with another request gets 422. Keys are kept 24 hours.
import { createHash } from 'node:crypto';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/errors';
import { retryWhileUnavailable } from '../db/retry-while-unavailable';
import { AppError } from '../errors';
import { describeError, logger } from '../lib/logger';
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
/** Background writes on a key stop this long before its lease ends. */
const LEASE_MARGIN_MS = 5_000;

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
 * (stored and replayed); any other failure frees the key so the client may retry. When the
 * database is out of reach, freeing the key or storing the answer is retried in the background
 * until it answers (ADR 0069), so a retry after an outage is not told "still being processed".
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
  const leaseEnds = Date.now() + LEASE_MS;
  let body: unknown;
  try {
    body = await operation();
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await storeAnswer(keyId, answerOf(error), leaseEnds);
      throw error;
    }
    if (error instanceof OutcomePending) {
      // The key stays this request's until the outcome is known, then holds its answer: the
      // client's retry with the same key waits for it (WAIT_MS) and is given it.
      error.outcome
        .then(
          (settled) => storeAnswer(keyId, { status: 200, body: settled }, leaseEnds),
          (failure: unknown) =>
            failure instanceof AppError && failure.status < 500
              ? storeAnswer(keyId, answerOf(failure), leaseEnds)
              : freeKey(keyId, leaseEnds),
        )
        .catch((failure: unknown) =>
          logger.warn('idempotency key not settled', { error: describeError(failure) }),
        );
      throw error;
    }
    await freeKey(keyId, leaseEnds);
    throw error;
  }
  await storeAnswer(keyId, { status: 200, body }, leaseEnds);
  return { status: 200, body, replayed: false };

  /**
   * Runs `write` on the key; when the database is out of reach, again in the background until
   * it answers (ADR 0069), but never past the lease, after which another request may own the
   * key. The request goes on either way: a stored answer is for later retries.
   */
  async function onKey(what: string, write: () => Promise<void>, until: number) {
    try {
      await write();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const giveUpAfterMs = until - LEASE_MARGIN_MS - Date.now();
      if (giveUpAfterMs <= 0) return;
      retryWhileUnavailable(write, { giveUpAfterMs }).then(
        () => logger.info(`idempotency key ${what} once the database answered`),
        (failure: unknown) =>
          logger.warn(`idempotency key not ${what}: its lease will run out`, {
            error: describeError(failure),
          }),
      );
    }
  }

  function storeAnswer(id: KeyId, answer: { status: number; body: unknown }, until: number) {
    return onKey('answer stored', () => completeKey(ctx.db, id, answer), until);
  }

  /** Lets the key be used again at once (the request failed without an answer to keep). */
  function freeKey(id: KeyId, until: number) {
    return onKey('released', () => releaseKey(ctx.db, id), until);
  }
}

const answerOf = (error: AppError) => ({ status: error.status, body: error.toJSON() });

/**
 * Thrown by an operation that lost the database after a step that cannot be taken back (a
 * charge): `outcome` is what the operation answers once the database is back (it goes on in the
 * background, ADR 0069). The request itself is answered 503 (the failure is its cause); with an
 * Idempotency-Key the outcome becomes the key's answer, so a retry with the key gets it.
 */
export class OutcomePending extends Error {
  readonly outcome: Promise<unknown>;

  constructor(failure: unknown, outcome: Promise<unknown>) {
    super('the outcome is known once the database answers', { cause: failure });
    this.name = 'OutcomePending';
    this.outcome = outcome;
    // Without a key nobody waits for it: a failure is the background work's to log.
    outcome.catch(() => undefined);
  }
}
