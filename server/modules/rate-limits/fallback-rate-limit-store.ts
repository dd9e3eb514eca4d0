// Redis down must not mean sign-in down: each call goes to Redis and, when it fails, to the
// database store, which keeps the same meaning (limits still hold, counted afresh there). After a
// failure Redis is left alone for a while (a circuit breaker): a dead Redis costs each command
// its timeout, and a sign-in makes several, so without the pause every sign-in would wait seconds.
import { logger } from '../../lib/logger';
import type { RateLimitStore } from './rate-limit-store.port';

const WARN_EVERY_MS = 60_000;
/** How long the counts stay in the database after Redis failed, before Redis is tried again. */
export const REDIS_RETRY_AFTER_MS = 15_000;

export function createFallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  clock: () => number = Date.now,
): RateLimitStore {
  let lastWarning = Number.NEGATIVE_INFINITY;
  let primaryFailedAt = Number.NEGATIVE_INFINITY;
  async function either<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (clock() - primaryFailedAt < REDIS_RETRY_AFTER_MS) return call(fallback);
    try {
      return await call(primary);
    } catch (error) {
      primaryFailedAt = clock();
      if (primaryFailedAt - lastWarning > WARN_EVERY_MS) {
        lastWarning = primaryFailedAt;
        logger.warn('rate limits: Redis failed, counting in the database', {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return call(fallback);
    }
  }
  return {
    hit: (key, windowSeconds, now, amount) =>
      either((store) => store.hit(key, windowSeconds, now, amount)),
    count: (key, windowSeconds, now) => either((store) => store.count(key, windowSeconds, now)),
    async reset(key) {
      // Both: a counter left in the other store would come back with it.
      await Promise.allSettled([primary.reset(key), fallback.reset(key)]);
    },
    async purgeExpired(now) {
      await Promise.allSettled([primary.purgeExpired(now), fallback.purgeExpired(now)]);
    },
    async close() {
      await Promise.allSettled([primary.close(), fallback.close()]);
    },
  };
}
