import { describe, expect, it } from 'vitest';
import { createFallbackRateLimitStore, REDIS_RETRY_AFTER_MS } from './fallback-rate-limit-store';
import type { RateLimitStore } from './rate-limit-store.port';

/** A store counting in a Map; `down` makes every call fail as a dead Redis does. */
function mapStore() {
  const counts = new Map<string, number>();
  const state = { down: false, calls: 0 };
  const store: RateLimitStore = {
    async hit(key, _window, _now, amount = 1) {
      state.calls += 1;
      if (state.down) throw new Error('Command timed out');
      counts.set(key, (counts.get(key) ?? 0) + amount);
      return counts.get(key)!;
    },
    async count(key) {
      state.calls += 1;
      if (state.down) throw new Error('Command timed out');
      return counts.get(key) ?? 0;
    },
    async reset(key) {
      counts.delete(key);
    },
    async purgeExpired() {},
    async close() {},
  };
  return { store, state, counts };
}

/** Redis in front of the database, on a clock the test moves. */
function stores() {
  const clock = { ms: 0 };
  const redis = mapStore();
  const database = mapStore();
  const store = createFallbackRateLimitStore(redis.store, database.store, () => clock.ms);
  return { clock, redis, database, store };
}

describe('rate limits with Redis in front of the database', () => {
  const now = new Date('2026-11-28T00:00:00Z');

  it('counts in Redis while it answers', async () => {
    const { redis, database, store } = stores();
    expect(await store.hit('k', 60, now)).toBe(1);
    expect(await store.hit('k', 60, now)).toBe(2);
    expect(redis.counts.get('k')).toBe(2);
    expect(database.state.calls).toBe(0);
  });

  it('counts in the database when Redis fails, without asking Redis again for a while', async () => {
    const { clock, redis, database, store } = stores();
    redis.state.down = true;
    expect(await store.hit('k', 60, now)).toBe(1);
    expect(redis.state.calls).toBe(1);
    // A sign-in makes several calls: none of them waits for the dead Redis again.
    for (let i = 0; i < 5; i += 1) await store.hit('k', 60, now);
    expect(await store.count('k', 60, now)).toBe(6);
    clock.ms += REDIS_RETRY_AFTER_MS - 1;
    await store.hit('k', 60, now);
    expect(redis.state.calls).toBe(1);
    expect(database.counts.get('k')).toBe(7);
  });

  it('tries Redis again once the pause has passed, and stays on it when it is back', async () => {
    const { clock, redis, database, store } = stores();
    redis.state.down = true;
    await store.hit('k', 60, now);
    redis.state.down = false;
    clock.ms += REDIS_RETRY_AFTER_MS;
    expect(await store.hit('k', 60, now)).toBe(1);
    expect(await store.hit('k', 60, now)).toBe(2);
    expect(redis.state.calls).toBe(3);
    expect(database.counts.get('k')).toBe(1);
  });
});
