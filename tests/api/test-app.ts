// Starts the real Hono app over HTTP on a fresh database: PGlite in memory by default, or the
// PostgreSQL of TEST_DATABASE_URL (made anew for each test file from a migrated template).
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import { readConfig } from '@/server/config';
import { createAppContext, type AppContext } from '@/server/context';
import { createApiApp } from '@/server/http/app';
import { setLogLevel } from '@/server/lib/logger';
import { createServices, type ServiceOptions, type Services } from '@/server/services';

export interface TestApp {
  ctx: AppContext;
  services: Services;
  baseUrl: string;
  engine: 'pglite' | 'postgres';
  /** fetch relative to the app, JSON in and out. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  get(path: string, init?: RequestInit): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(__dirname, '../../server/db/migrations');

/** A hash of the migration files: a changed migration makes new templates. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** `url` pointing at another database of the same server. */
function databaseUrl(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.toString();
}

/**
 * A migrated, empty PostgreSQL database to copy each test file's database from, named after the
 * migrations' hash and made once (under an advisory lock, so workers and runs side by side make it
 * once; built under another name and renamed, so a run cut off midway leaves no half-made one).
 * Copying it is a file copy (~0.3 s); migrating a fresh schema took 3-4 s of the server's CPU per
 * file. Templates of older migrations are dropped.
 */
async function postgresTemplate(url: string): Promise<string> {
  const given = process.env.TEST_DATABASE_URL_GIVEN ?? url;
  const base = decodeURIComponent(new URL(given).pathname.slice(1)) || 'postgres';
  const name = `${base}_tpl_${migrationsHash()}`;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: databaseUrl(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('artmarket test template'))");
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      const partial = `${name}_part`;
      await admin.query(`drop database if exists "${partial}" with (force)`);
      await admin.query(`create database "${partial}"`);
      const ctx = await createAppContext(readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' }), {
        databaseUrl: databaseUrl(url, partial),
      });
      await ctx.database.close();
      await admin.query(`alter database "${partial}" rename to "${name}"`);
      const old = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2',
        [`${base}\\_tpl\\_%`, name],
      );
      for (const { datname } of old.rows) {
        await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
      }
    }
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('artmarket test template'))");
    await admin.end();
  }
  return name;
}

/** The database of `url` made anew as a copy of the migrated template (ends whatever uses it). */
async function resetPostgres(url: string): Promise<void> {
  const template = await postgresTemplate(url);
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: databaseUrl(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated, empty PGlite database as a gzip tarball, made once per set of migrations and kept
 * in the temporary folder: each test file's fresh in-memory database starts from it instead of
 * applying every migration again (seconds per file). The name carries a hash of the migration
 * files, so a changed migration makes a new template.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `artmarket-pglite-template-${migrationsHash()}.tgz`);
  if (!fs.existsSync(file)) {
    const ctx = await createAppContext(readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error' }), {
      dataDir: 'memory://',
    });
    const dump = await ctx.database.dumpDataDir!();
    await ctx.database.close();
    // Written under a unique name, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

export interface TestAppOptions {
  now?: () => Date;
  /** Configuration beyond the test defaults (e.g. TRUST_PROXY, provider endpoints). */
  env?: Record<string, string>;
  services?: ServiceOptions;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  if (databaseUrl) await resetPostgres(databaseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-test-'));
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // The tests read codes from the outbox and pay by the dev deposit, over loopback (ADR 0045).
    DEV_ROUTES: 'true',
    ...options.env,
  });
  setLogLevel(config.LOG_LEVEL);
  const ctx = await createAppContext(config, {
    databaseUrl,
    dataDir: databaseUrl ? undefined : 'memory://',
    loadDataDir: databaseUrl ? undefined : await pgliteTemplate(),
    now: options.now,
  });
  const services = createServices(ctx, options.services);
  return serveTestApp(ctx, services, () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * Another instance of the app on the PostgreSQL database of `first` (TEST_DATABASE_URL), as a
 * scaled-out deployment runs them: its own process state (caches, listeners), the same data.
 */
export async function startSecondInstance(first: TestApp): Promise<TestApp> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('a second instance needs TEST_DATABASE_URL (PostgreSQL)');
  const ctx = await createAppContext(first.ctx.config, { databaseUrl, now: first.ctx.now });
  return serveTestApp(ctx, createServices(ctx));
}

/** Serves the API app of `ctx` on a free loopback port, as a TestApp. */
async function serveTestApp(
  ctx: AppContext,
  services: Services,
  afterClose: () => void = () => {},
): Promise<TestApp> {
  const app = createApiApp(ctx, services);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // A busy machine can hold a PGlite statement (and so the event loop) for seconds; with Node's
  // 5 s keep-alive the server may then close an idle connection just as fetch reuses it ("other
  // side closed"). Tests keep their connections for the length of a file.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 30_000;
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    ctx,
    services,
    baseUrl,
    engine: ctx.database.engine,
    async get(p, init) {
      const response = await fetch(baseUrl + p, init);
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body, headers: response.headers };
    },
    async close() {
      // A request still open when its file ends (a client that gave up on an answer during a
      // database outage, a kept-alive socket) is cut after 2 s rather than holding the close.
      const cut = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections();
      }, 2_000);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearTimeout(cut);
      await services.close();
      await ctx.database.close();
      afterClose();
    },
  };
}
