// Freshness of the public reads (DESIGN §4, ADR 0039): what the caches of public reads hear
// when what they show changed. The database says it at commit (triggers NOTIFY public_reads
// with the changed artworks' ids, on every instance, the writer's first); the back office's
// catalogue edits say "everything". Subscribers drop what they hold of those artworks.

/** Some artworks changed (their pages, cards, and any list or count they are in), or anything. */
export type PublicReadChange = { artworkIds: readonly string[] } | { all: true };

export type PublicReadListener = (change: PublicReadChange) => void;

export interface PublicReads {
  /** Tells this instance at once and every other instance through the channel. */
  invalidate(change: PublicReadChange): Promise<void>;
  /** Runs `listener` on every change this instance hears of; returns the unsubscribe. */
  subscribe(listener: PublicReadListener): () => void;
  /** Stops hearing the channel. */
  close(): void;
}

/** The wire form of a change: artwork ids comma separated, '*' (or '') for everything. */
export function parsePublicReadChange(payload: string): PublicReadChange {
  if (payload === '' || payload === '*') return { all: true };
  const artworkIds = payload.split(',').filter(Boolean);
  return artworkIds.length ? { artworkIds } : { all: true };
}

/** NOTIFY payloads stay under PostgreSQL's 8,000 bytes: long lists go in several. */
export function publicReadPayloads(change: PublicReadChange, maxBytes = 7000): string[] {
  if ('all' in change) return ['*'];
  const payloads: string[] = [];
  let current = '';
  for (const id of new Set(change.artworkIds)) {
    if (current && current.length + id.length + 1 > maxBytes) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${id}` : id;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** The listeners of one instance. */
function listenerSet() {
  const listeners = new Set<PublicReadListener>();
  return {
    emit(change: PublicReadChange) {
      if ('artworkIds' in change && change.artworkIds.length === 0) return;
      for (const listener of listeners) listener(change);
    },
    subscribe(listener: PublicReadListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** One process alone (tools, tests of a cache): changes reach this instance's subscribers. */
export function createInProcessPublicReads(): PublicReads {
  const set = listenerSet();
  return {
    invalidate: async (change) => set.emit(change),
    subscribe: set.subscribe,
    close: () => undefined,
  };
}

/** What the adapter needs of the database: its notifications and a way to send one. */
export interface NotificationChannelPort {
  onNotification(listener: (payload: string) => void): () => void;
  notify(payload: string): Promise<void>;
}

/**
 * Every instance on one database (PostgreSQL LISTEN/NOTIFY; PGlite is one process, where the
 * same channel works in-process). The triggers' notifications need no call here; `invalidate`
 * is for changes no trigger sees. This instance hears them at once, the others via NOTIFY.
 */
export function createDatabasePublicReads(channel: NotificationChannelPort): PublicReads {
  const set = listenerSet();
  const stop = channel.onNotification((payload) => set.emit(parsePublicReadChange(payload)));
  return {
    async invalidate(change) {
      set.emit(change);
      for (const payload of publicReadPayloads(change)) await channel.notify(payload);
    },
    subscribe: set.subscribe,
    close: stop,
  };
}
