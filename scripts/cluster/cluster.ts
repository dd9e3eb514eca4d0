// The cluster on one machine (issue 22): N instances of the production server (the same start as
// `npm start`) on one PostgreSQL, Redis for the abuse limits, nginx in front, and optionally a
// streaming replica for the public reads. Used by `npm run cluster` (scripts/cluster.ts), the
// cluster tests (tests/cluster) and `npm run bench:cluster`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { startNginx, type RunningNginx } from './nginx';

export const root = path.resolve(__dirname, '../..');

export interface ClusterOptions {
  instances: number;
  /** Instance i (0-based) listens on basePort + i ... */
  basePort?: number;
  /** ... or on these ports. */
  ports?: number[];
  /** nginx's port: the cluster's address. */
  listenPort: number;
  databaseUrl: string;
  /** The replica's URL for the public reads (DATABASE_READ_URL of every instance). */
  readUrl?: string;
  redisUrl?: string;
  /** Shared by the instances: pictures (DATA_DIR/media) and the cluster's generated keys. */
  dataDir: string;
  /** nginx's folder (configuration, logs, temporary files) and the instances' log files. */
  prefix: string;
  /** More environment for every instance (e.g. BUYING_SWEEP_SECONDS, LOG_LEVEL). */
  env?: Record<string, string>;
  /** 'prefixed': instance logs on this terminal, each line marked; 'files': prefix/iN.log. */
  output?: 'prefixed' | 'files';
  /** Seconds an instance answers /readyz 503 before it stops taking connections. */
  drainSeconds?: number;
  /** Print progress lines. */
  log?: (line: string) => void;
}

export interface Instance {
  index: number;
  port: number;
  url: string;
  process: ChildProcess | null;
}

export interface RunningCluster {
  url: string;
  instances: Instance[];
  nginx: RunningNginx;
  /** Starts instance i (again) and waits until it is ready. */
  start(index: number): Promise<void>;
  /** Sends `signal` to instance i and waits until it has exited (it is not started again). */
  stop(index: number, signal?: NodeJS.Signals): Promise<void>;
  /** Restarts the instances one at a time: SIGTERM (it drains), wait for exit, start, wait ready. */
  rollingRestart(): Promise<void>;
  close(): Promise<void>;
}

/** Creates `url`'s database when it does not exist (through the server's `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`unexpected database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** A key kept in the data folder, generated on first use (all instances must share it). */
export function keptSecret(dataDir: string, file: string): string {
  const keyFile = path.join(dataDir, file);
  if (!fs.existsSync(keyFile)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(keyFile, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return fs.readFileSync(keyFile, 'utf8').trim();
}

/** Migrates and seeds the database (once, before any instance starts). */
/**
 * The cluster's one public origin (ADR 0066): nginx's address, unless PUBLIC_URL names the proxy
 * in front of it.
 */
export const clusterPublicUrl = (listenPort: number): string =>
  process.env.PUBLIC_URL || `http://127.0.0.1:${listenPort}`;

export function prepareDatabase(options: {
  databaseUrl: string;
  dataDir: string;
  /** nginx's port: the cluster's public origin (a production configuration needs one). */
  listenPort: number;
  quiet?: boolean;
}) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/cluster/prepare-database.ts')],
    {
      cwd: root,
      stdio: options.quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        DATABASE_READ_URL: '',
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: clusterPublicUrl(options.listenPort),
        AUTH_JWT_SECRET: keptSecret(options.dataDir, 'cluster-auth-secret'),
        PAYMENT_WEBHOOK_SECRET: keptSecret(options.dataDir, 'cluster-payment-webhook-secret'),
      },
    },
  );
  if (result.status !== 0) {
    throw new Error(`preparing the database failed\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
}

/** True when something already listens on 127.0.0.1:port. */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Whether a production build exists (`npm run build`). */
export const hasBuild = () =>
  fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'));

export function buildIfMissing(log: (line: string) => void = console.log): void {
  if (hasBuild()) return;
  log('No production build yet: running `npm run build` (once).');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function waitReady(instance: Instance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const child = instance.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`instance ${instance.index + 1} exited while starting`);
    }
    try {
      const response = await fetch(`${instance.url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`instance ${instance.index + 1} not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first wait before an instance that died is started again; doubled while it keeps dying. */
const FIRST_RESTART_MS = 1_000;
const MAX_RESTART_MS = 30_000;
/** An instance up this long is not in a crash loop: its next death waits FIRST_RESTART_MS again. */
const STABLE_MS = 60_000;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const log = options.log ?? (() => undefined);
  const output = options.output ?? 'files';
  fs.mkdirSync(options.prefix, { recursive: true });
  const ports =
    options.ports ??
    Array.from({ length: options.instances }, (_, i) => (options.basePort ?? 3101) + i);
  for (const port of [...ports, options.listenPort]) {
    if (await portTaken(port)) throw new Error(`port ${port} is taken (another cluster or demo?)`);
  }
  const env: Record<string, string> = {
    MALLOC_ARENA_MAX: '2',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    DATABASE_READ_URL: options.readUrl ?? '',
    REDIS_URL: options.redisUrl ?? '',
    DATA_DIR: options.dataDir,
    SEED_ON_START: 'no',
    PUBLIC_URL: clusterPublicUrl(options.listenPort),
    // nginx is the one proxy in front: its X-Forwarded-For names the client.
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_SECONDS: String(options.drainSeconds ?? 1),
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || '8',
    AUTH_JWT_SECRET: keptSecret(options.dataDir, 'cluster-auth-secret'),
    PAYMENT_WEBHOOK_SECRET: keptSecret(options.dataDir, 'cluster-payment-webhook-secret'),
    ...options.env,
  };
  const instances: Instance[] = ports.map((port, index) => ({
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    process: null,
  }));

  function spawnInstance(instance: Instance): void {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(instance.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const name = `i${instance.index + 1}`;
    if (output === 'files') {
      const file = fs.createWriteStream(path.join(options.prefix, `${name}.log`), { flags: 'a' });
      child.stdout!.pipe(file);
      child.stderr!.pipe(file);
    } else {
      for (const stream of [child.stdout!, child.stderr!]) {
        readline
          .createInterface({ input: stream })
          .on('line', (line) => process.stdout.write(`[${name}:${instance.port}] ${line}\n`));
      }
    }
    instance.process = child;
    supervise(instance, child);
  }

  // Supervision: an instance that exits when it was not asked to (kill -9, a crash, the OOM
  // killer) is logged with its signal or exit code and started again, after 1 s, then after twice
  // as long each time it dies again within a minute of its start (at most 30 s): a crash loop
  // does not spin. stop() and close() mark what they end, which is not restarted.
  const stopping = new Set<number>();
  const pendingRestarts = new Map<number, NodeJS.Timeout>();
  const restartDelays = new Map<number, number>();
  let closed = false;

  function supervise(instance: Instance, child: ChildProcess): void {
    const startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (instance.process !== child || stopping.has(instance.index) || closed) return;
      instance.process = null;
      const upMs = Date.now() - startedAt;
      const previous = restartDelays.get(instance.index);
      const delay =
        previous === undefined || upMs > STABLE_MS
          ? FIRST_RESTART_MS
          : Math.min(previous * 2, MAX_RESTART_MS);
      restartDelays.set(instance.index, delay);
      log(
        `instance ${instance.index + 1} (pid ${child.pid}) died: ${signal ? `signal ${signal}` : `exit code ${code}`} after ${(upMs / 1000).toFixed(1)} s; starting it again in ${delay / 1000} s`,
      );
      const timer = setTimeout(() => {
        pendingRestarts.delete(instance.index);
        if (closed || stopping.has(instance.index)) return;
        spawnInstance(instance);
        waitReady(instance, 120_000).then(
          () =>
            log(
              `instance ${instance.index + 1} started again on ${instance.url} (pid ${instance.process?.pid})`,
            ),
          // It died while starting: its exit is handled above, with a longer wait.
          () => undefined,
        );
      }, delay);
      pendingRestarts.set(instance.index, timer);
    });
  }

  const cancelRestart = (index: number) => {
    clearTimeout(pendingRestarts.get(index));
    pendingRestarts.delete(index);
  };

  const start = async (index: number) => {
    const instance = instances[index]!;
    cancelRestart(index);
    spawnInstance(instance);
    await waitReady(instance, 120_000);
    log(`instance ${index + 1} ready on ${instance.url} (pid ${instance.process!.pid})`);
  };
  const stop = async (index: number, signal: NodeJS.Signals = 'SIGTERM') => {
    cancelRestart(index);
    const child = instances[index]!.process;
    if (!child) return;
    stopping.add(index);
    try {
      child.kill(signal);
      await exited(child);
      instances[index]!.process = null;
    } finally {
      stopping.delete(index);
    }
  };

  let nginx: RunningNginx | undefined;
  try {
    await Promise.all(instances.map((instance) => start(instance.index)));
    nginx = await startNginx({
      prefix: options.prefix,
      listenPort: options.listenPort,
      instancePorts: ports,
    });
  } catch (error) {
    closed = true;
    await Promise.all(instances.map((instance) => stop(instance.index)));
    throw error;
  }
  log(`nginx on ${nginx.url} in front of ${ports.length} instances`);
  const running = nginx;

  return {
    url: running.url,
    instances,
    nginx: running,
    start,
    stop,
    async rollingRestart() {
      for (const instance of instances) {
        const started = Date.now();
        log(`restarting instance ${instance.index + 1}: SIGTERM, draining ...`);
        await stop(instance.index, 'SIGTERM');
        await start(instance.index);
        log(
          `instance ${instance.index + 1} back in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    },
    async close() {
      closed = true;
      for (const index of pendingRestarts.keys()) cancelRestart(index);
      await Promise.all(instances.map((instance) => stop(instance.index)));
      await running.stop();
    },
  };
}
