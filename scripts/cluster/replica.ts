// An optional PostgreSQL streaming replica (hot standby) of the machine's PostgreSQL, with
// Debian's binaries: `pg_basebackup -R` into a data folder of its own, started on another port
// as the `postgres` user (PostgreSQL refuses to run as root). The primary must accept
// replication connections from 127.0.0.1 and have wal_level replica or logical; the first is
// added to its pg_hba.conf here when missing (and the configuration reloaded), the second needs
// a restart of the primary, which this script never does: it says so and stops.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Debian's PostgreSQL binaries of the newest installed version (/usr/lib/postgresql/N/bin). */
export function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

const isRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL binary as `postgres` when this process is root, else as this user. */
function runAsPostgres(command: string, args: string[]): { ok: boolean; output: string } {
  const quoted = [command, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ');
  const result = isRoot()
    ? spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export interface PrimaryCheck {
  /** What was changed on the primary (said to the person running the cluster). */
  changed: string[];
}

/**
 * Makes sure the primary of `adminUrl` (a superuser connection) accepts a replication connection
 * from 127.0.0.1: adds `host replication all 127.0.0.1/32 trust` to its pg_hba.conf when no rule
 * covers it (idempotent) and reloads. Throws with what to do when wal_level or max_wal_senders
 * need a restart.
 */
export async function ensurePrimaryAllowsReplication(adminUrl: string): Promise<PrimaryCheck> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const setting = async (name: string) =>
      (await client.query<{ v: string }>(`select current_setting($1) as v`, [name])).rows[0]!.v;
    const walLevel = await setting('wal_level');
    const senders = Number(await setting('max_wal_senders'));
    if (walLevel === 'minimal' || senders < 1) {
      throw new Error(
        `the primary has wal_level=${walLevel}, max_wal_senders=${senders}: a replica needs ` +
          `wal_level=replica and max_wal_senders>=1, which take a restart of the primary ` +
          `(ALTER SYSTEM SET wal_level = replica; then restart it). Not done by this script.`,
      );
    }
    const covered = await client.query(
      `select 1 from pg_hba_file_rules
        where 'replication' = any(database) and type = 'host' and error is null
          and (address = '127.0.0.1' or address = 'all' or address = '0.0.0.0')
          and auth_method in ('trust')`,
    );
    if (covered.rowCount) return { changed: [] };
    const hbaFile = await setting('hba_file');
    const rule = 'host replication all 127.0.0.1/32 trust';
    try {
      const text = fs.readFileSync(hbaFile, 'utf8');
      if (!text.split('\n').some((line) => line.trim() === rule)) {
        fs.appendFileSync(
          hbaFile,
          `${text.endsWith('\n') ? '' : '\n'}# Added by artmarket's npm run cluster (read replica)\n${rule}\n`,
        );
      }
    } catch (error) {
      throw new Error(
        `the primary does not accept replication connections from 127.0.0.1 and ${hbaFile} ` +
          `cannot be changed from here (${(error as Error).message}); add "${rule}" to it and reload`,
      );
    }
    await client.query('select pg_reload_conf()');
    return { changed: [`added "${rule}" to ${hbaFile} and reloaded the primary`] };
  } finally {
    await client.end();
  }
}

export interface ReplicaOptions {
  /** The primary (host and port are taken from it). */
  primaryUrl: string;
  /**
   * The replica's own data folder (made afresh: any old one is removed). The postgres user must
   * be able to reach it (the temporary folder is a good place).
   */
  dataDir: string;
  port: number;
}

export interface RunningReplica {
  port: number;
  dataDir: string;
  /** A connection URL to `database` on the replica. */
  urlFor(database: string): string;
  stop(): void;
}

/** Base backup of the primary into `dataDir`, then the replica started on `port`. */
export async function startReplica(options: ReplicaOptions): Promise<RunningReplica> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin');
  const primary = new URL(options.primaryUrl);
  const { dataDir, port } = options;
  stopReplicaIn(dataDir, bin);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (isRoot()) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    fs.chownSync(dataDir, id('-u'), id('-g'));
  }
  const backup = runAsPostgres(path.join(bin, 'pg_basebackup'), [
    '-h',
    primary.hostname || '127.0.0.1',
    '-p',
    primary.port || '5432',
    '-U',
    decodeURIComponent(primary.username || 'postgres'),
    '-D',
    dataDir,
    '-R', // standby.signal and primary_conninfo: a streaming replica
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  if (!backup.ok) throw new Error(`pg_basebackup failed:\n${backup.output}`);
  // Debian keeps the configuration in /etc/postgresql, so the copy has none: the replica's own.
  const own = (file: string, text: string) => {
    fs.writeFileSync(path.join(dataDir, file), text);
    if (isRoot()) {
      const stat = fs.statSync(dataDir);
      fs.chownSync(path.join(dataDir, file), stat.uid, stat.gid);
    }
  };
  own(
    'postgresql.conf',
    [
      '# The artmarket cluster read replica (scripts/cluster/replica.ts)',
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dataDir}'`,
      'hot_standby = on',
      // Long catalogue reads are not cancelled by the replay of vacuum on the primary.
      'hot_standby_feedback = on',
      'max_connections = 100',
      'shared_buffers = 64MB',
      'logging_collector = off',
      '',
    ].join('\n'),
  );
  own('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  own('pg_ident.conf', '');
  const started = runAsPostgres(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    path.join(dataDir, 'replica.log'),
    '-w',
    '-t',
    '60',
    'start',
  ]);
  if (!started.ok) {
    const log = fs.existsSync(path.join(dataDir, 'replica.log'))
      ? fs.readFileSync(path.join(dataDir, 'replica.log'), 'utf8')
      : '';
    throw new Error(`the replica did not start:\n${started.output}\n${log}`);
  }
  const urlFor = (database: string) => {
    const url = new URL(options.primaryUrl);
    url.port = String(port);
    url.hostname = '127.0.0.1';
    url.pathname = `/${database}`;
    return url.toString();
  };
  // Streaming: the primary lists it in pg_stat_replication once connected.
  const check = new pg.Client({ connectionString: urlFor('postgres') });
  await check.connect();
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await check.query<{ status: string | null }>(
        'select status from pg_stat_wal_receiver',
      );
      if (rows[0]?.status === 'streaming') break;
      if (Date.now() > deadline) throw new Error('the replica does not stream from the primary');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await check.end();
  }
  return { port, dataDir, urlFor, stop: () => stopReplicaIn(dataDir, bin) };
}

function stopReplicaIn(dataDir: string, bin: string): void {
  if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  runAsPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
}
