// Rate-limit counters in the database (rate_limit_counters): one row per key and bucket.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import {
  bucketSeconds,
  bucketStart,
  windowFloor,
  type RateLimitStore,
} from './rate-limit-store.port';

const fromEpoch = (seconds: number) => new Date(seconds * 1000);

export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  async function count(key: string, windowSeconds: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${rateLimitCounters.count}), 0)::int` })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.key, key),
          gt(rateLimitCounters.bucketStart, fromEpoch(windowFloor(windowSeconds, now))),
        ),
      );
    return Number(row?.total ?? 0);
  }

  return {
    async hit(key, windowSeconds, now, amount = 1) {
      const start = bucketStart(windowSeconds, now);
      await db
        .insert(rateLimitCounters)
        .values({
          key,
          bucketStart: fromEpoch(start),
          count: amount,
          expiresAt: fromEpoch(start + windowSeconds + 2 * bucketSeconds(windowSeconds)),
        })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.bucketStart],
          set: { count: sql`${rateLimitCounters.count} + ${amount}` },
        });
      return count(key, windowSeconds, now);
    },
    count,
    async reset(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
    async purgeExpired(now) {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
    },
    async close() {},
  };
}
