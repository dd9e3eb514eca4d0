// Benchmark: seeds a large catalogue (default 100,000 artworks) into a fresh embedded database,
// starts the real one-process server (Next + Hono) on it and a bare node:http server beside
// it, then loads both in the same run and prints req/s and p50/p95/p99 latency, plus memory.
//
//   npm run bench                          # 100k artworks, 10 s per measurement
//   npm run bench -- --artworks 20000 --duration 5 --connections 20 --rounds 3
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const artworks = arg('artworks', 100_000);
const duration = arg('duration', 10);
const connections = arg('connections', 20);
const apiPort = arg('port', 3300);
const barePort = apiPort + 1;
const roundCount = arg('rounds', 3);

interface Measurement {
  name: string;
  url: string;
  requests: number;
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

async function load(name: string, url: string, seconds: number): Promise<Measurement> {
  let latencies = new Float64Array(1 << 20);
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: seconds, pipelining: 1 },
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
    url,
    requests: result.requests.total,
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
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

// On a multi-core machine the servers share core 1 and the load generator (this process) has
// core 0, so neither side steals the other's CPU and runs are repeatable.
const pin = os.cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

function startNode(script: string, env: Record<string, string>): ChildProcess {
  const command = [process.execPath, '--import', 'tsx', script];
  // taskset execs the command, so the child's pid is the server's (for its RSS).
  const [file, ...args] = pin ? ['taskset', '-c', '1', ...command] : command;
  return spawn(file!, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-bench-'));
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('exit', stop);
  try {
    console.log(
      `machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}`,
    );
    console.log(
      `seeding demo data + ${artworks.toLocaleString('en')} artworks into ${dataDir} ...`,
    );
    let started = Date.now();
    const seed = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/db-seed.ts', '--artworks', String(artworks)],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      },
    );
    if (seed.status !== 0) throw new Error('seeding failed');
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
      console.log('building the app (no production build yet) ...');
      const build = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error('build failed');
    }

    if (pin) spawnSync('taskset', ['-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
    console.log(
      pin
        ? 'pinned: servers on CPU 1, load generator on CPU 0'
        : 'not pinned (taskset missing or one core): servers and load generator share the CPUs',
    );
    started = Date.now();
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

    const rows = rounds.map((m) => ({
      route: m.name,
      'req/s': Math.round(m.rps),
      'p50 ms': m.p50.toFixed(2),
      'p95 ms': m.p95.toFixed(2),
      'p99 ms': m.p99.toFixed(2),
      errors: m.errors,
    }));
    console.log(`\n${connections} connections, ${duration} s each, same machine, same run:`);
    console.table(rows);
    const mean = (prefix: string) => {
      const picked = rounds.filter((m) => m.name.startsWith(prefix));
      return picked.reduce((sum, m) => sum + m.rps, 0) / picked.length;
    };
    const bareRps = mean('bare');
    const apiRps = mean('Hono /v3/health');
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
