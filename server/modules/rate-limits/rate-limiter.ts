// The abuse limits as the workflows use them: "refuse when already at the limit" and "count one
// more, refuse beyond the limit", with a 429 that says when to come back.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { createDatabaseRateLimitStore } from './database-rate-limit-store';
import { createFallbackRateLimitStore } from './fallback-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store.port';
import { createRedisRateLimitStore } from './redis-rate-limit-store';

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

export interface RateLimiter {
  /** Throws 429 when `key` has already reached `rule.max` events in the window. */
  assertUnder(rule: RateLimitRule, key: string, message: string, now: Date): Promise<void>;
  /** Counts one event; throws 429 when that goes beyond `rule.max`. */
  consume(rule: RateLimitRule, key: string, message: string, now: Date): Promise<void>;
  /** Counts one event (a failure, say) without refusing anything. */
  record(rule: RateLimitRule, key: string, now: Date): Promise<number>;
  reset(key: string): Promise<void>;
  purgeExpired(now: Date): Promise<void>;
  close(): Promise<void>;
  readonly store: 'database' | 'redis';
}

export function createRateLimiter(config: Config, db: Database): RateLimiter {
  const store: RateLimitStore = config.REDIS_URL
    ? createFallbackRateLimitStore(
        createRedisRateLimitStore(config.REDIS_URL),
        createDatabaseRateLimitStore(db),
      )
    : createDatabaseRateLimitStore(db);
  return createRateLimiterOn(store, config.REDIS_URL ? 'redis' : 'database');
}

export function createRateLimiterOn(
  store: RateLimitStore,
  kind: 'database' | 'redis',
): RateLimiter {
  const refuse = (rule: RateLimitRule, message: string) => {
    throw new RateLimitedError(message, rule.windowSeconds);
  };
  return {
    store: kind,
    async assertUnder(rule, key, message, now) {
      if ((await store.count(key, rule.windowSeconds, now)) >= rule.max) refuse(rule, message);
    },
    async consume(rule, key, message, now) {
      if ((await store.hit(key, rule.windowSeconds, now)) > rule.max) refuse(rule, message);
    },
    record: (rule, key, now) => store.hit(key, rule.windowSeconds, now),
    reset: (key) => store.reset(key),
    purgeExpired: (now) => store.purgeExpired(now),
    close: () => store.close(),
  };
}
