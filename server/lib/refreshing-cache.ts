// A cache for slow aggregates (per-category counts, the count of a filter): after the first
// load, an expired entry is still answered at once while a single reload runs behind it, so no
// visitor waits for the aggregate again. The number of keys is bounded (oldest out first).
interface Entry<V> {
  has: boolean;
  value?: V;
  loadedAt: number;
  pending?: Promise<V>;
}

export class RefreshingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry?.has) {
      if (!entry.pending && this.clock() - entry.loadedAt >= this.ttlMs) {
        this.reload(key, entry, load).catch(() => undefined); // keep serving the old value
      }
      return Promise.resolve(entry.value as V);
    }
    if (entry?.pending) return entry.pending;
    const fresh: Entry<V> = { has: false, loadedAt: 0 };
    this.entries.set(key, fresh);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return this.reload(key, fresh, load);
  }

  private reload(key: string, entry: Entry<V>, load: () => Promise<V>): Promise<V> {
    const pending = load().then(
      (value) => {
        entry.has = true;
        entry.value = value;
        entry.loadedAt = this.clock();
        entry.pending = undefined;
        return value;
      },
      (error: unknown) => {
        entry.pending = undefined;
        if (!entry.has && this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    entry.pending = pending;
    return pending;
  }

  /**
   * Drops the entries `drop` picks (by key, and by value once loaded): the next read of one
   * loads afresh and waits for it. A load under way when its entry is dropped lands nowhere.
   */
  deleteWhere(drop: (key: string, value: V | undefined) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (drop(key, entry.has ? entry.value : undefined)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
