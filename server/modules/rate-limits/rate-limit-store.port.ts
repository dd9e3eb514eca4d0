// The abuse limits' storage port: hit counters per key in fixed buckets, summed over a window.
// The database adapter is the default; the Redis adapter is used when REDIS_URL is set. Both keep
// the same meaning, so limits hold across any number of instances.

export interface RateLimitStore {
  /** Adds `amount` to `key` at `now` and answers the events counted in the window, this one included. */
  hit(key: string, windowSeconds: number, now: Date, amount?: number): Promise<number>;
  /** The events counted for `key` in the window ending at `now`. */
  count(key: string, windowSeconds: number, now: Date): Promise<number>;
  /** Forgets every counter of `key` (a successful sign-in does not reset; tests and operators do). */
  reset(key: string): Promise<void>;
  /** Drops counters whose window has passed. */
  purgeExpired(now: Date): Promise<void>;
  close(): Promise<void>;
}

/**
 * A window is cut into 12 buckets; a bucket counts while any part of it lies in the window, so a
 * count may include events up to one bucket older than the window, never fewer than it holds.
 */
export function bucketSeconds(windowSeconds: number): number {
  return Math.max(1, Math.ceil(windowSeconds / 12));
}

/** Start (epoch seconds) of the bucket holding `now`. */
export function bucketStart(windowSeconds: number, now: Date): number {
  const size = bucketSeconds(windowSeconds);
  return Math.floor(now.getTime() / 1000 / size) * size;
}

/** Buckets starting after this (epoch seconds) overlap the window ending at `now`. */
export function windowFloor(windowSeconds: number, now: Date): number {
  return Math.floor(now.getTime() / 1000) - windowSeconds - bucketSeconds(windowSeconds);
}
