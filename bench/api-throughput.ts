// Benchmark: seeds a large catalogue (default 100,000 artworks) into a fresh embedded database,
// starts the real one-process server (Next + Hono) on it and a bare node:http server beside
// it, then loads both in the same run and prints req/s and p50/p95/p99 latency, plus memory.
//
//   npm run bench                          # 100k artworks, 10 s per measurement
//   npm run bench -- --artworks 20000 --duration 5 --connections 20 --rounds 3
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import {
  ensureBuild,
  load as loadWith,
  mean,
  benchOptions,
  pin,
  pinLoadGenerator,
  printMachine,
  printTable,
  rssMb,
  seed,
  startNode,
  waitFor,
  type Measurement,
} from './harness';

const {
  artworks,
  duration,
  connections,
  port: apiPort,
  rounds: roundCount,
} = benchOptions({ port: 3300, rounds: 3 });
const barePort = apiPort + 1;

const load = (name: string, url: string, seconds: number) =>
  loadWith(name, url, seconds, { connections });

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-bench-'));
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('exit', stop);
  try {
    printMachine();
    seed(dataDir, artworks);
    ensureBuild(process.env.NEXT_DIST_DIR || '.next');

    pinLoadGenerator();
    console.log(
      pin
        ? 'pinned: servers on CPU 1, load generator on CPU 0'
        : 'not pinned (taskset missing or one core): servers and load generator share the CPUs',
    );
    const started = Date.now();
    const server = startNode('server/main.ts', {
      NODE_ENV: 'production',
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'no',
      LOG_LEVEL: 'warn',
    });
    children.push(server);
    const bare = startNode('bench/bare-server.ts', { PORT: String(barePort) });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 60_000);
    await waitFor(`http://127.0.0.1:${barePort}/`, 10_000);
    console.log(
      `server ready in ${((Date.now() - started) / 1000).toFixed(1)} s; RSS ${rssMb(server.pid)} MB`,
    );

    const targets = {
      bare: `http://127.0.0.1:${barePort}/`,
      api: `http://127.0.0.1:${apiPort}/v3/health`,
      appInit: `http://127.0.0.1:${apiPort}/v3/store/app/initialize/KOR`,
    };
    console.log('warming up ...');
    await load('warm-up', targets.bare, 2);
    await load('warm-up', targets.api, 3);
    await load('warm-up', targets.appInit, 2);

    // Interleaved rounds so that drift on the machine hits both sides alike.
    const rounds: Measurement[] = [];
    for (let round = 1; round <= roundCount; round += 1) {
      rounds.push(await load(`bare node:http (round ${round})`, targets.bare, duration));
      rounds.push(
        await load(`Hono /v3/health through the process (round ${round})`, targets.api, duration),
      );
    }
    rounds.push(
      await load(
        `Hono /v3/store/app/initialize/KOR (cached, ${artworks.toLocaleString('en')}-artwork catalogue)`,
        targets.appInit,
        duration,
      ),
    );

    console.log(`\n${connections} connections, ${duration} s each, same machine, same run:`);
    printTable(rounds, 'route');
    const bareRps = mean(rounds, 'bare').rps;
    const apiRps = mean(rounds, 'Hono /v3/health').rps;
    const ratio = apiRps / bareRps;
    console.log(
      `API through the one process: ${Math.round(apiRps)} req/s = ${(ratio * 100).toFixed(1)}% of bare node:http (${Math.round(bareRps)} req/s); target ≥ 65%: ${ratio >= 0.65 ? 'MET' : 'NOT MET'}`,
    );
    console.log(`server RSS after load: ${rssMb(server.pid)} MB`);
  } finally {
    stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
