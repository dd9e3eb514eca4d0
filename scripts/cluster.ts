// npm run cluster — several instances of the production server on one PostgreSQL, with Redis for
// the abuse limits, behind nginx, all on this machine (issue 22, ADR 0050; docs/operations.md).
//
//   npm run cluster                          # 3 instances, http://127.0.0.1:3080
//   CLUSTER_INSTANCES=2 npm run cluster
//   CLUSTER_REPLICA=1 npm run cluster        # plus a streaming replica for the public reads
//   npm run cluster -- --rolling-restart     # (another terminal) restart the running cluster's
//                                            # instances one at a time, and wait until done
//
// Ctrl-C stops everything it started. `--rolling-restart` sends SIGUSR2 to the running cluster
// (its pid is kept in its nginx folder), which restarts each instance in turn: SIGTERM (the
// instance drains and exits), start it again, wait until it is ready, then the next one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import {
  buildIfMissing,
  ensureDatabase,
  prepareDatabase,
  root,
  startCluster,
  type RunningCluster,
} from './cluster/cluster';
import { nginxAvailable, nginxBinary } from './cluster/nginx';
import {
  ensurePrimaryAllowsReplication,
  startReplica,
  type RunningReplica,
} from './cluster/replica';

const args = process.argv.slice(2);
const usage =
  'usage: npm run cluster [-- --rolling-restart] (CLUSTER_INSTANCES, CLUSTER_PORT, CLUSTER_REPLICA, DATABASE_URL, REDIS_URL)';
for (const arg of args) {
  if (arg === '--help' || arg === '-h') {
    console.log(usage);
    process.exit(0);
  }
  if (arg !== '--rolling-restart') {
    console.error(`unknown argument "${arg}"\n${usage}`);
    process.exit(2);
  }
}

const whole = (name: string, fallback: number, min: number, max: number) => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    process.exit(2);
  }
  return value;
};

const instances = whole('CLUSTER_INSTANCES', 3, 1, 16);
const listenPort = whole('CLUSTER_PORT', 3080, 1, 65535);
const basePort = whole('CLUSTER_BASE_PORT', 3101, 1, 65535 - instances);
const replicaPort = whole('CLUSTER_REPLICA_PORT', 5433, 1, 65535);
const withReplica = ['1', 'true', 'yes'].includes(process.env.CLUSTER_REPLICA ?? '');
const databaseUrl =
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/artmarket_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const dataDir = path.resolve(root, process.env.DATA_DIR || '.data-cluster');
const prefix = path.join(os.tmpdir(), `artmarket-cluster-${listenPort}`);
const pidFile = path.join(prefix, 'cluster.pid');
const statusFile = path.join(prefix, 'rolling-restart.status');

/** --rolling-restart: asks the cluster running on CLUSTER_PORT to restart, waits for the end. */
async function askRunningClusterToRestart(): Promise<void> {
  const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : NaN;
  try {
    if (!Number.isInteger(pid)) throw new Error('no pid');
    process.kill(pid, 0);
  } catch {
    console.error(`no cluster is running on port ${listenPort} (start one with npm run cluster)`);
    process.exit(1);
  }
  fs.rmSync(statusFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  console.log(`asked the cluster (pid ${pid}) to restart its instances one at a time ...`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const status = fs.existsSync(statusFile) ? fs.readFileSync(statusFile, 'utf8').trim() : '';
    if (status.startsWith('done') || status.startsWith('failed')) {
      console.log(`rolling restart ${status}`);
      process.exit(status.startsWith('done') ? 0 : 1);
    }
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  if (args.includes('--rolling-restart')) return askRunningClusterToRestart();
  if (!nginxAvailable()) {
    console.error(`nginx is needed at ${nginxBinary}: apt-get install -y nginx`);
    process.exit(1);
  }
  buildIfMissing();
  console.log(`database ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}: migrating, seeding if empty`);
  await ensureDatabase(databaseUrl);
  prepareDatabase({ databaseUrl, dataDir, listenPort });

  let replica: RunningReplica | undefined;
  let cluster: RunningCluster | undefined;
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nstopping the instances (draining), nginx and the replica ...');
    await cluster?.close().catch((error: unknown) => console.error(error));
    replica?.stop();
    fs.rmSync(pidFile, { force: true });
    console.log('stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  try {
    if (withReplica) {
      const admin = new URL(databaseUrl);
      admin.pathname = '/postgres';
      const check = await ensurePrimaryAllowsReplication(admin.toString());
      for (const line of check.changed) console.log(`primary changed: ${line}`);
      replica = await startReplica({
        primaryUrl: databaseUrl,
        dataDir: path.join(os.tmpdir(), `artmarket-cluster-replica-${replicaPort}`),
        port: replicaPort,
      });
      console.log(`replica streaming on 127.0.0.1:${replicaPort} (${replica.dataDir})`);
    }
    const redis = (await redisAnswers(redisUrl)) ? redisUrl : undefined;
    if (!redis) console.log(`Redis does not answer at ${redisUrl}: abuse limits in the database`);
    cluster = await startCluster({
      instances,
      basePort,
      listenPort,
      databaseUrl,
      readUrl: replica?.urlFor(decodeURIComponent(new URL(databaseUrl).pathname.slice(1))),
      redisUrl: redis,
      dataDir,
      prefix,
      output: 'prefixed',
      env: { LOG_FORMAT: process.env.LOG_FORMAT || 'pretty', DEV_ROUTES: 'true' },
      drainSeconds: Number(process.env.SHUTDOWN_DRAIN_SECONDS || 1),
      log: (line) => console.log(`cluster: ${line}`),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
    return;
  }
  const running = cluster;
  fs.writeFileSync(pidFile, String(process.pid));
  console.log(
    [
      '',
      `Artmarket cluster: ${running.url}  (${instances} instances on ports ${basePort}–${basePort + instances - 1}, nginx ${listenPort})`,
      `  database ${withReplica ? `primary + replica :${replicaPort} for public reads` : 'one PostgreSQL'}; Redis ${redisUrl}; data ${dataDir}`,
      `  nginx config ${running.nginx.configFile}; rolling restart: npm run cluster -- --rolling-restart`,
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
  let restarting = false;
  const rolling = async () => {
    if (restarting || stopping) return;
    restarting = true;
    const started = Date.now();
    fs.writeFileSync(statusFile, 'running');
    try {
      await running.rollingRestart();
      const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      fs.writeFileSync(statusFile, `done in ${took}`);
      console.log(`cluster: rolling restart done in ${took}`);
    } catch (error) {
      fs.writeFileSync(statusFile, `failed: ${(error as Error).message}`);
      console.error('cluster: rolling restart failed', error);
    } finally {
      restarting = false;
    }
  };
  process.on('SIGUSR2', () => void rolling());
}

void main();
