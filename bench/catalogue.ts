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
//   npm run bench:catalogue -- --data-dir /tmp/seeded   # seeded on first use, reused and kept after
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  args,
  ensureBuild,
  load as loadWith,
  mean,
  benchOptions,
  option,
  pin,
  pinLoadGenerator,
  printMachine,
  printTable,
  rssMb,
  seed,
  startNode,
  waitFor,
  type LoadOptions,
  type Measurement,
} from './harness';

const {
  artworks,
  duration,
  connections,
  port,
  rounds: roundCount,
} = benchOptions({ port: 3410, rounds: 2 });
const reusedDataDir = option('data-dir');
const distDir = process.env.NEXT_DIST_DIR || '.next';

const load = (
  name: string,
  url: string,
  seconds: number,
  headers: LoadOptions['headers'] = {},
  varyPath?: LoadOptions['varyPath'],
) => loadWith(name, url, seconds, { connections, headers, varyPath });

const startServer = (dataDir: string): ChildProcess =>
  startNode('server/main.ts', {
    NODE_ENV: 'production',
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_ON_START: 'no',
    LOG_LEVEL: 'warn',
    BENCH_PAGES: '1',
  });

async function main(): Promise<void> {
  const dataDir = reusedDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-catalogue-'));
  let server: ChildProcess | undefined;
  process.on('exit', () => server?.kill('SIGTERM'));
  try {
    printMachine();
    // A reused folder is seeded the first time (when it holds no database yet).
    if (!reusedDataDir || !fs.existsSync(path.join(dataDir, 'pglite'))) seed(dataDir, artworks);
    ensureBuild(distDir, args.includes('--build'));
    pinLoadGenerator();
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
    printTable(rows);
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
