// What the benchmarks share: command-line options, seeding a fresh data folder, the production
// build, starting servers (pinned to their own core where possible), loading a URL with
// autocannon and reading the latency percentiles, and printing the results.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(__dirname, '..');
export const args = process.argv.slice(2);

/** The value after `--name`, if given. */
export const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
export const numberOption = (name: string, fallback: number) => Number(option(name) || fallback);

/** The options both benchmarks take: catalogue size, load shape, port and rounds. */
export const benchOptions = (defaults: { port: number; rounds: number }) => ({
  artworks: numberOption('artworks', 100_000),
  duration: numberOption('duration', 10),
  connections: numberOption('connections', 20),
  port: numberOption('port', defaults.port),
  rounds: numberOption('rounds', defaults.rounds),
});

export interface Measurement {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface LoadOptions {
  connections: number;
  headers?: Record<string, string>;
  /** Gives every request its own path (defeats the read cache: the database path). */
  varyPath?: (i: number) => string;
  /** POSTs every request with its own JSON body instead (the AI search). */
  varyBody?: (i: number) => string;
}

export async function load(
  name: string,
  url: string,
  seconds: number,
  { connections, headers = {}, varyPath, varyBody }: LoadOptions,
): Promise<Measurement> {
  let latencies = new Float64Array(1 << 18);
  let n = 0;
  let sent = 0;
  const requests = varyBody
    ? [
        {
          method: 'POST' as const,
          setupRequest: (request: object) => ({ ...request, body: varyBody(sent++) }),
        },
      ]
    : varyPath
      ? [{ setupRequest: (request: object) => ({ ...request, path: varyPath(sent++) }) }]
      : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, pipelining: 1, headers, requests },
      (error: Error | null, outcome: autocannon.Result) =>
        error ? reject(error) : resolve(outcome),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (n === latencies.length) {
        const bigger = new Float64Array(latencies.length * 2);
        bigger.set(latencies);
        latencies = bigger;
      }
      latencies[n++] = responseTime;
    });
  });
  const sorted = latencies.slice(0, n).sort();
  return {
    name,
    rps: result.requests.total / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: result.errors + result.non2xx,
  };
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
  } catch {
    return NaN;
  }
}

// On a multi-core machine the servers share core 1 and the load generator (this process) has
// core 0, so neither side steals the other's CPU and runs are repeatable.
export const pin = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

/** Moves this process (the load generator) to core 0 when the servers are pinned to core 1. */
export function pinLoadGenerator(): void {
  if (pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
}

export function startNode(script: string, env: Record<string, string>): ChildProcess {
  // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under the bench's load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const command = [process.execPath, ...nodeArgs, '--import', 'tsx', script];
  // taskset execs the command, so the child's pid is the server's (for its RSS).
  const [file, ...rest] = pin ? ['taskset', '-c', '1', ...command] : command;
  return spawn(file!, rest, {
    cwd: root,
    // A production server needs keys of its own, which a bench run makes up, and its public
    // origin: its own address.
    env: {
      AUTH_JWT_SECRET: randomBytes(48).toString('base64url'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: `http://127.0.0.1:${env.PORT ?? 3000}`,
      ...process.env,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export function printMachine(): void {
  console.log(
    `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`,
  );
}

/** Seeds the demo data plus `artworks` generated artworks into `dataDir`. */
export function seed(dataDir: string, artworks: number): void {
  console.log(`seeding demo data + ${artworks.toLocaleString('en')} artworks into ${dataDir} ...`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/db-seed.ts', '--artworks', String(artworks)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  if (result.status !== 0) throw new Error('seeding failed');
  console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds the app into `distDir` when it has no production build yet (or when forced). */
export function ensureBuild(distDir: string, force = false): void {
  if (fs.existsSync(path.join(root, distDir, 'BUILD_ID')) && !force) return;
  console.log(`building the app into ${distDir} ...`);
  const build = spawnSync('npx', ['next', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });
  if (build.status !== 0) throw new Error('build failed');
}

export const printTable = (rows: Measurement[], label = 'target') =>
  console.table(
    rows.map((m) => ({
      [label]: m.name,
      'req/s': Math.round(m.rps),
      'p50 ms': m.p50.toFixed(2),
      'p95 ms': m.p95.toFixed(2),
      'p99 ms': m.p99.toFixed(2),
      errors: m.errors,
    })),
  );

/** Mean req/s and worst p95 over the rows whose name starts with `prefix` (the rounds). */
export const mean = (rows: Measurement[], prefix: string) => {
  const picked = rows.filter((m) => m.name.startsWith(prefix));
  return {
    rps: picked.reduce((sum, m) => sum + m.rps, 0) / picked.length,
    p95: Math.max(...picked.map((m) => m.p95)),
  };
};

/** A store API call as a bench's buyer makes it: a JSON body, the bearer token, prices in KRW. */
export function buyerRequest(method: string, token: string | null, body?: unknown): RequestInit {
  return {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-currency': 'krw',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/**
 * First Load JS of each page (gzip -9 bytes) from a finished build: what a first visit loads, the
 * app's shared chunks (`/_app`, the root main files) and the page's own, as `build-manifest.json`
 * lists them. Null when `distDir` holds no build.
 */
export function firstLoadJsBytes(distDir: string, pages: string[]): Record<string, number> | null {
  const dist = path.join(root, distDir);
  const manifestPath = path.join(dist, 'build-manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    pages: Record<string, string[]>;
    rootMainFiles?: string[];
  };
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    }
    return gzipped.get(file)!;
  };
  const shared = [...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? [])];
  const out: Record<string, number> = {};
  for (const page of pages) {
    const files = new Set([...shared, ...(manifest.pages[page] ?? [])]);
    out[page] = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + size(f), 0);
  }
  return out;
}
