// Benchmark of the catalogue (issue 3): seeds the demo data plus a large catalogue (default
// 100,000 artworks) into a fresh embedded database, starts the real one-process server
// (server/main.ts, production build) and loads, in the same run:
//   1. GET /v3/store/artwork with two filters and a sort (category + price range in USD,
//      order=price_asc): target p95 <= 25 ms and >= 1,000 req/s;
//   2. the SSR artwork page /work/<handle> against /bench/baseline, a bare getServerSideProps
//      page of the same app (served only with BENCH_PAGES=1): target >= 60% of its req/s.
//
//   NEXT_DIST_DIR=.next-h1 npm run bench:catalogue
//   npm run bench:catalogue -- --artworks 20000 --duration 5 --rounds 2 --port 3410
//   npm run bench:catalogue -- --data-dir /tmp/seeded   # reuse a seeded folder (kept afterwards)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const numberOption = (name: string, fallback: number) => Number(option(name) ?? fallback);
const artworks = numberOption('artworks', 100_000);
const duration = numberOption('duration', 10);
const connections = numberOption('connections', 20);
const port = numberOption('port', 3410);
const roundCount = numberOption('rounds', 2);
const reusedDataDir = option('data-dir');
const distDir = process.env.NEXT_DIST_DIR || '.next';

interface Measurement {
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

async function load(
  name: string,
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  /** Gives every request its own path (defeats the read cache: the database path). */
  varyPath?: (i: number) => string,
): Promise<Measurement> {
  let latencies = new Float64Array(1 << 18);
  let n = 0;
  let sent = 0;
  const requests = varyPath
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

async function waitFor(url: string, timeoutMs: number): Promise<void> {
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

function rssMb(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024);
  } catch {
    return NaN;
  }
}

// On a multi-core machine the server gets core 1 and the load generator (this process) core 0.
const pin = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

function startServer(dataDir: string): ChildProcess {
  const command = [process.execPath, '--import', 'tsx', 'server/main.ts'];
  const [file, ...rest] = pin ? ['taskset', '-c', '1', ...command] : command;
  return spawn(file!, rest, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'no',
      LOG_LEVEL: 'warn',
      BENCH_PAGES: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function seed(dataDir: string): void {
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

function ensureBuild(): void {
  if (fs.existsSync(path.join(root, distDir, 'BUILD_ID')) && !args.includes('--build')) return;
  console.log(`building the app into ${distDir} ...`);
  const build = spawnSync('npx', ['next', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });
  if (build.status !== 0) throw new Error('build failed');
}

const table = (rows: Measurement[]) =>
  console.table(
    rows.map((m) => ({
      target: m.name,
      'req/s': Math.round(m.rps),
      'p50 ms': m.p50.toFixed(2),
      'p95 ms': m.p95.toFixed(2),
      'p99 ms': m.p99.toFixed(2),
      errors: m.errors,
    })),
  );

const mean = (rows: Measurement[], prefix: string) => {
  const picked = rows.filter((m) => m.name.startsWith(prefix));
  return {
    rps: picked.reduce((sum, m) => sum + m.rps, 0) / picked.length,
    p95: Math.max(...picked.map((m) => m.p95)),
  };
};

async function main(): Promise<void> {
  const dataDir = reusedDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-catalogue-'));
  let server: ChildProcess | undefined;
  process.on('exit', () => server?.kill('SIGTERM'));
  try {
    console.log(
      `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`,
    );
    if (!reusedDataDir) seed(dataDir);
    ensureBuild();
    if (pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
    console.log(pin ? 'pinned: server on CPU 1, load generator on CPU 0' : 'not pinned');

    const started = Date.now();
    server = startServer(dataDir);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, 90_000);
    console.log(
      `server ready in ${((Date.now() - started) / 1000).toFixed(1)} s; RSS ${rssMb(server.pid)} MB`,
    );

    const usd = { 'x-currency': 'usd' };
    const listUrl = `${base}/v3/store/artwork?group_handle=painting&min_price=1000&max_price=5000&order=price_asc`;
    const probe = (await (await fetch(listUrl, { headers: usd })).json()) as {
      artworks: { handle: string; price: { krw: number } }[];
      count: number;
      count_is_estimate: boolean;
    };
    if (!probe.artworks?.length) throw new Error(`no artworks from ${listUrl}`);
    console.log(
      `list: ${probe.artworks.length} on the page, count ${probe.count}${probe.count_is_estimate ? '+' : ''}, ` +
        `prices ${probe.artworks[0]!.price.krw.toLocaleString('en')}–${probe.artworks.at(-1)!.price.krw.toLocaleString('en')} KRW`,
    );

    // An artwork of the large catalogue, for the SSR page.
    const newest = (await (await fetch(`${base}/v3/store/artwork?limit=1`)).json()) as {
      artworks: { handle: string }[];
    };
    const handle = newest.artworks[0]!.handle;
    const pageUrl = `${base}/work/${handle}`;
    const baselineUrl = `${base}/bench/baseline`;
    const pageStatus = (await fetch(pageUrl)).status;
    const baselineStatus = (await fetch(baselineUrl)).status;
    const withPages = pageStatus === 200 && baselineStatus === 200;
    if (!withPages) {
      console.log(
        `SSR comparison skipped: /work/${handle} answered ${pageStatus}, /bench/baseline ${baselineStatus}` +
          ' (is pages/work/[handle].tsx in this build?)',
      );
    }

    console.log('warming up ...');
    await load('warm-up', listUrl, 3, usd);
    if (withPages) {
      await load('warm-up', pageUrl, 3);
      await load('warm-up', baselineUrl, 3);
    }

    // The same filters with a different lower price on every request: never a cache hit.
    const uncachedPath = (i: number) =>
      `/v3/store/artwork?group_handle=painting&min_price=${1000 + ((i * 7919) % 100_000) / 100}&max_price=5000&order=price_asc`;

    const rows: Measurement[] = [];
    for (let round = 1; round <= roundCount; round += 1) {
      rows.push(
        await load(
          `GET /v3/store/artwork painting + 1,000–5,000 USD, price_asc (round ${round})`,
          listUrl,
          duration,
          usd,
        ),
      );
      rows.push(
        await load(
          `uncached: the same with a new min_price each request (round ${round})`,
          listUrl,
          duration,
          usd,
          uncachedPath,
        ),
      );
      if (withPages) {
        rows.push(await load(`SSR /work/[handle] (round ${round})`, pageUrl, duration));
        rows.push(await load(`SSR /bench/baseline (round ${round})`, baselineUrl, duration));
      }
    }

    console.log(
      `\n${artworks.toLocaleString('en')} artworks on PGlite, ${connections} connections, ${duration} s each, interleaved rounds:`,
    );
    table(rows);
    const list = mean(rows, 'GET /v3/store/artwork');
    const listMet = list.p95 <= 25 && list.rps >= 1000;
    console.log(
      `store/artwork: ${Math.round(list.rps)} req/s, worst p95 ${list.p95.toFixed(1)} ms; ` +
        `target p95 <= 25 ms and >= 1,000 req/s: ${listMet ? 'MET' : 'NOT MET'}`,
    );
    const uncached = mean(rows, 'uncached');
    console.log(
      `store/artwork on the database path (no cache hit): ${Math.round(uncached.rps)} req/s, worst p95 ${uncached.p95.toFixed(1)} ms (for information)`,
    );
    if (withPages) {
      const page = mean(rows, 'SSR /work');
      const baseline = mean(rows, 'SSR /bench/baseline');
      const ratio = page.rps / baseline.rps;
      console.log(
        `SSR /work/[handle]: ${Math.round(page.rps)} req/s = ${(ratio * 100).toFixed(1)}% of the bare ` +
          `getServerSideProps page (${Math.round(baseline.rps)} req/s); target >= 60%: ${ratio >= 0.6 ? 'MET' : 'NOT MET'}`,
      );
    }
    console.log(`server RSS after load: ${rssMb(server.pid)} MB`);
  } finally {
    server?.kill('SIGTERM');
    if (!reusedDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
