// npm run bench:cluster — throughput of the cluster through nginx with 1 and with 3 instances of
// the production server on PostgreSQL, in one run: the catalogue list (the API's cached read) and
// the artwork page (server-rendered), req/s and p50/p95/p99, the ratio 3 : 1, and the CPU time
// the instances and nginx spent, so that a figure per core can be given (on a 2-core machine three
// instances cannot do more than two cores allow).
//
//   npm run bench:cluster [-- --duration 10 --connections 32 --rounds 2 --instances 1,3]
//   DATABASE_URL=postgres://… (default: `npm run cluster`'s database on the machine's PostgreSQL,
//   artmarket_cluster, and its data folder; seeded with the demo catalogue when empty). Only reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildIfMissing,
  ensureDatabase,
  prepareDatabase,
  root,
  startCluster,
  type RunningCluster,
} from '../scripts/cluster/cluster';
import { load, numberOption, option, printMachine, type Measurement } from './harness';

const duration = numberOption('duration', 10);
const connections = numberOption('connections', 32);
const rounds = numberOption('rounds', 2);
const sizes = (option('instances') ?? '1,3').split(',').map(Number);
const databaseUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/artmarket_cluster';
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data-cluster');
const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return 0;
  }
}

/** The pids that serve: every instance, nginx's master and its workers. */
function servingPids(cluster: RunningCluster): number[] {
  const master = cluster.nginx.process.pid!;
  const workers = spawnSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  return [...cluster.instances.map((i) => i.process!.pid!), master, ...workers];
}

interface Row extends Measurement {
  instances: number;
  target: string;
  cpu: number;
}

async function measure(
  cluster: RunningCluster,
  instances: number,
  target: string,
  url: string,
): Promise<Row> {
  const pids = servingPids(cluster);
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const m = await load(`${instances}× ${target}`, url, duration, { connections });
  const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore;
  return { ...m, instances, target, cpu };
}

async function main(): Promise<void> {
  printMachine();
  const load1 = os.loadavg()[0]!.toFixed(1);
  console.log(
    `load average before the run: ${load1} (other work on the machine lowers every figure)`,
  );
  buildIfMissing();
  await ensureDatabase(databaseUrl);
  prepareDatabase({ databaseUrl, dataDir, listenPort: 3400 });
  const handleRow = spawnSync(
    'psql',
    [
      databaseUrl,
      '-Atc',
      "select handle from artworks where purchase_status = 'on_sale' order by id limit 1",
    ],
    { encoding: 'utf8' },
  );
  const handle = handleRow.stdout.trim();
  if (!handle) throw new Error(`no artwork to show in ${databaseUrl} (psql: ${handleRow.stderr})`);
  const targets = {
    'catalogue list':
      '/v3/store/artwork?view_status=all&group_handle=painting&order=newest&limit=24',
    'artwork page': `/work/${handle}`,
  };
  const rows: Row[] = [];
  for (const n of sizes) {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-bench-cluster-'));
    console.log(`\nstarting ${n} instance(s) behind nginx ...`);
    const cluster = await startCluster({
      instances: n,
      basePort: 3401,
      listenPort: 3400,
      databaseUrl,
      redisUrl: 'redis://127.0.0.1:6379',
      dataDir,
      prefix,
      output: 'files',
      env: { LOG_LEVEL: 'warn', ACCESS_LOG: 'false' },
      log: (line) => console.log(`  ${line}`),
    });
    try {
      // Every instance warmed directly (its JIT, Next's page modules, its caches), so that a
      // cold instance's first seconds are not what the 3-instance rows measure.
      for (const instance of cluster.instances) {
        for (const p of Object.values(targets)) {
          for (let i = 0; i < 20; i += 1) await (await fetch(instance.url + p)).arrayBuffer();
        }
      }
      for (const p of Object.values(targets)) {
        await load('warm-up', cluster.url + p, 3, { connections });
      }
      for (let round = 1; round <= rounds; round += 1) {
        for (const [target, p] of Object.entries(targets)) {
          const row = await measure(cluster, n, target, cluster.url + p);
          rows.push(row);
          console.log(
            `  round ${round} ${target}: ${Math.round(row.rps)} req/s, p95 ${row.p95.toFixed(1)} ms, ` +
              `${row.errors} errors, serving CPU ${(row.cpu / duration).toFixed(2)} cores`,
          );
        }
      }
    } finally {
      await cluster.close();
      fs.rmSync(prefix, { recursive: true, force: true });
    }
  }

  console.log(
    `\n${duration} s per measurement, ${connections} connections, ${rounds} round(s); ` +
      `load generator (autocannon) in this process on the same ${os.cpus().length} cores`,
  );
  const summary: {
    target: string;
    instances: number;
    'req/s': number;
    'p50 ms': string;
    'p95 ms': string;
    'p99 ms': string;
    errors: number;
    'serving cores': string;
    'req per CPU-s': number;
  }[] = [];
  for (const target of Object.keys(targets)) {
    for (const n of sizes) {
      const picked = rows.filter((r) => r.target === target && r.instances === n);
      const rps = picked.reduce((s, r) => s + r.rps, 0) / picked.length;
      const cpu = picked.reduce((s, r) => s + r.cpu, 0) / picked.length;
      summary.push({
        target,
        instances: n,
        'req/s': Math.round(rps),
        'p50 ms': Math.max(...picked.map((r) => r.p50)).toFixed(1),
        'p95 ms': Math.max(...picked.map((r) => r.p95)).toFixed(1),
        'p99 ms': Math.max(...picked.map((r) => r.p99)).toFixed(1),
        errors: picked.reduce((s, r) => s + r.errors, 0),
        'serving cores': (cpu / duration).toFixed(2),
        'req per CPU-s': Math.round((rps * duration) / cpu),
      });
    }
  }
  console.table(summary);
  for (const target of Object.keys(targets)) {
    const of = (n: number) => summary.find((s) => s.target === target && s.instances === n);
    const one = of(sizes[0]!);
    const many = of(sizes[sizes.length - 1]!);
    if (!one || !many || one === many) continue;
    console.log(
      `${target}: ${many.instances} instances / ${one.instances} = ` +
        `${(many['req/s'] / one['req/s']).toFixed(2)}× throughput; per CPU-second of serving ` +
        `${one['req per CPU-s']} → ${many['req per CPU-s']} requests ` +
        `(${many.instances} instances on k free cores ≈ k × ${many['req per CPU-s']} req/s)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
