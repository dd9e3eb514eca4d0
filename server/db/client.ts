// The database handle: PGlite in DATA_DIR when DATABASE_URL is unset, PostgreSQL (pg pool)
// when it is set. Both speak the same Drizzle pg-core schema and migrations.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describeError, logger } from '../lib/logger';
import { acquireDataDirLock } from './data-dir-lock';
import { DATABASE_CONNECT_TIMEOUT_MS, logConnectionErrors } from './pool-errors';
import { tunePglite } from './pglite-statements';
import { createReplicaReads } from './read-replica';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction of `Database`, accepted wherever a repository can run inside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: what repositories take. */
export type Executor = Database | Transaction;

/** The NOTIFY channels an instance hears (ADR 0039). */
export type NotificationChannel = 'public_reads';
const notificationChannels: readonly NotificationChannel[] = ['public_reads'];

export interface DatabaseHandle {
  db: Database;
  /**
   * Where the public catalogue and search reads go: `db` itself, or with a read replica
   * (DATABASE_READ_URL) a database that reads from the replica when it has replayed every change
   * this instance was told of, and from the primary otherwise (ADR 0050). Never written through.
   */
  readDb: Database;
  /** With a read replica: the queries each side served (replica, primary) through `readDb`. */
  readsServed?: { replica: number; primary: number };
  engine: 'pglite' | 'postgres';
  /**
   * This instance wrote something the public reads show that no notification tells (search
   * documents rebuilt): with a replica, they go to the primary until it has replayed the write.
   */
  replicaMustCatchUp(): void;
  /**
   * Runs `listener` on each NOTIFY of `channel`, from any process on the database. A statement's
   * own notifications arrive before it resolves (with its COMMIT), so the writing instance has
   * heard them before it answers. '' after a lost listener connection is back: anything may
   * have changed meanwhile. Returns the unsubscribe.
   */
  onNotification(channel: NotificationChannel, listener: (payload: string) => void): () => void;
  /** NOTIFY `channel` (every listening process hears it, this one included). */
  notify(channel: NotificationChannel, payload: string): Promise<void>;
  /** PGlite only: the whole database as a tarball (tests start new databases from it). */
  dumpDataDir?(): Promise<Blob>;
  /** Raw SQL for tooling (tests truncating tables, benchmarks). */
  exec(sqlText: string): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(__dirname, 'migrations');

export interface OpenDatabaseOptions {
  /** postgres://... ; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder for PGlite; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PGlite in memory only: start from this dump (a migrated template) instead of empty. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** postgres://... of a streaming replica for the public reads (PostgreSQL only). */
  readUrl?: string;
  /** PGlite's shared_buffers (PGLITE_SHARED_BUFFERS); PGlite's own default when absent. */
  sharedBuffers?: string;
}

async function notifyOn(db: Database, channel: NotificationChannel, payload: string) {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** The subscribers of each channel, and the one function that hands them a payload. */
function notificationHub() {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  return {
    dispatch(channel: string, payload: string) {
      for (const listener of listeners.get(channel) ?? []) listener(payload);
    },
    subscribe(channel: NotificationChannel, listener: (payload: string) => void) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
  };
}

/**
 * PostgreSQL: every pooled connection LISTENs, so a writer hears its own notifications with its
 * COMMIT; one more connection, kept open (and reopened after a loss), hears the other
 * instances' while the pool is idle.
 */
function openPostgres(url: string, poolSize: number, readUrl?: string): DatabaseHandle {
  const hub = notificationHub();
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: 'artmarket',
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  logConnectionErrors(pool, 'primary');
  // The replica's pool: a change told on any channel may not be replayed there yet.
  const replicaReads = readUrl
    ? createReplicaReads({ primary: pool, replicaUrl: readUrl, poolSize })
    : null;
  if (replicaReads) {
    for (const channel of notificationChannels)
      hub.subscribe(channel, () => replicaReads.changed());
  }
  const listenAll = `${notificationChannels.map((channel) => `LISTEN ${channel}`).join('; ')};`;
  const onMessage = (message: pg.Notification) =>
    hub.dispatch(message.channel, message.payload ?? '');
  pool.on('connect', (client) => {
    client.on('notification', onMessage);
    client.query(listenAll).catch(() => undefined); // a broken connection fails its own query
  });
  // Bigint/numeric arrive as strings from pg; columns declare their own modes.
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const readDb = replicaReads
    ? (drizzlePg(replicaReads.pool, { schema }) as unknown as Database)
    : db;
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let listenerDown = false;
  const connectListener = (missed: boolean) => {
    if (closed || listener) return;
    const client = new pg.Client({
      connectionString: url,
      application_name: 'artmarket-listen',
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    listener = client;
    const lost = (error?: unknown) => {
      if (listener !== client) return;
      listener = null;
      client.end().catch(() => undefined);
      // Logged once per outage, not at every second's attempt.
      if (!closed && !listenerDown) {
        listenerDown = true;
        logger.warn('notification listener lost; reconnecting every second', {
          error: describeError(error ?? new Error('connection ended')),
        });
      }
      if (!closed) retry = setTimeout(() => connectListener(true), 1000);
    };
    client.on('notification', onMessage);
    client.on('error', lost);
    client.on('end', () => lost());
    client
      .connect()
      .then(() => client.query(listenAll))
      .then(() => {
        if (listenerDown) logger.info('notification listener back');
        listenerDown = false;
        // What was said while no one listened is unknown: the subscribers start afresh.
        if (missed) for (const channel of notificationChannels) hub.dispatch(channel, '');
      })
      .catch(lost);
  };
  // With a replica the notifications must be heard from the start, not from the first subscriber.
  if (replicaReads) connectListener(false);
  return {
    db,
    readDb,
    readsServed: replicaReads?.served,
    engine: 'postgres',
    replicaMustCatchUp: () => replicaReads?.changed(),
    notify: (channel, payload) => notifyOn(db, channel, payload),
    onNotification(channel, subscriber) {
      connectListener(false);
      return hub.subscribe(channel, subscriber);
    },
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      await replicaReads?.close();
      await Promise.all([client?.end().catch(() => undefined), pool.end()]);
    },
  };
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10, options.readUrl);
  if (options.readUrl) throw new Error('DATABASE_READ_URL needs DATABASE_URL (PostgreSQL)');
  const dataDir = options.dataDir ?? './.data';
  const location = dataDir === 'memory://' ? undefined : path.resolve(dataDir, 'pglite');
  // PGlite does not refuse a second process on the same folder, and two writers corrupt it.
  const releaseLock = location ? acquireDataDirLock(path.resolve(dataDir)) : () => undefined;
  if (location) {
    fs.mkdirSync(location, { recursive: true }); // PGlite does not create parents
    process.once('exit', releaseLock);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(location, {
      extensions: { pg_trgm },
      ...(options.sharedBuffers && {
        startParams: [
          ...PGlite.defaultStartParams,
          '-c',
          `shared_buffers=${options.sharedBuffers}`,
        ],
      }),
      ...(!location && options.loadDataDir && { loadDataDir: options.loadDataDir }),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  tunePglite(client);
  const db = drizzlePglite(client, { schema });
  // One connection: its notifications are delivered before the statement that sent them resolves.
  const hub = notificationHub();
  for (const channel of notificationChannels) {
    await client.listen(channel, (payload) => hub.dispatch(channel, payload));
  }
  return {
    db,
    readDb: db,
    engine: 'pglite',
    replicaMustCatchUp: () => undefined,
    notify: (channel, payload) => notifyOn(db, channel, payload),
    onNotification: (channel, listener) => hub.subscribe(channel, listener),
    dumpDataDir: () => client.dumpDataDir('gzip'),
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** Applies every pending migration; both engines use the same SQL files. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === 'postgres') {
    await migratePg(handle.db as never, { migrationsFolder });
  } else {
    await migratePglite(handle.db, { migrationsFolder });
  }
}
