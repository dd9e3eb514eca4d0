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
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { tunePglite } from './pglite-statements';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction of `Database`, accepted wherever a repository can run inside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: what repositories take. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
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
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // Bigint/numeric arrive as strings from pg; columns declare their own modes.
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      exec: async (sqlText) => {
        await pool.query(sqlText);
      },
      close: () => pool.end(),
    };
  }
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
      ...(!location && options.loadDataDir && { loadDataDir: options.loadDataDir }),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  tunePglite(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    engine: 'pglite',
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
