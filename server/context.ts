// Everything a request handler needs, built once at start-up: configuration, the database and
// the storage port. Tests build their own context on a fresh database.
import { type Config } from './config';
import { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from './db/client';
import { createStorage } from './modules/media/create-storage';
import type { StoragePort } from './modules/media/storage.port';

export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  /**
   * The public catalogue and search reads: a streaming replica when DATABASE_READ_URL is set
   * (kept fresh by the public_reads notifications, ADR 0050), else `db`. Only reads anyone may
   * see go here; a customer's own data, checkout and the back office read `db`.
   */
  readDb: Database;
  storage: StoragePort;
  /** The clock; tests may pin it. */
  now(): Date;
  /**
   * Set when the instance is shutting down: /readyz answers 503 so a load balancer stops sending
   * it requests while those in flight finish.
   */
  lifecycle: { draining: boolean };
}

export async function createAppContext(
  config: Config,
  overrides: {
    databaseUrl?: string;
    readUrl?: string;
    dataDir?: string;
    loadDataDir?: Blob;
    now?: () => Date;
  } = {},
): Promise<AppContext> {
  const database = await openDatabase({
    url: overrides.databaseUrl ?? config.DATABASE_URL,
    dataDir: overrides.dataDir ?? config.dataDir,
    loadDataDir: overrides.loadDataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    readUrl: overrides.readUrl ?? config.DATABASE_READ_URL,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
  });
  await migrateDatabase(database);
  return {
    config,
    database,
    db: database.db,
    readDb: database.readDb,
    storage: createStorage(config),
    now: overrides.now ?? (() => new Date()),
    lifecycle: { draining: false },
  };
}
