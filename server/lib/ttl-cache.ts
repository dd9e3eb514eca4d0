// A small in-process cache with a time-to-live, for reads every page makes (app
// initialisation). Concurrent misses share one load. Instances stay stateless: the cache only
// holds what any instance could rebuild from the database.
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    value.catch(() => this.entries.delete(key)); // never cache a failure
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
