// The public reads' pool when a streaming replica is configured (DATABASE_READ_URL, ADR 0050): a
// pg.Pool look-alike that sends each query to the replica, or to the primary while the replica
// may not yet show a change this instance was told of.
//
// Freshness: the public read caches are dropped when a `public_reads` NOTIFY arrives from the
// primary (ADR 0039). The replica replays the same commit a little later (replication lag), so a
// read right after the notification could refill the cache from a replica that still shows the
// old state. Each notification therefore raises a generation; until the replica has replayed the
// primary's WAL up to a position read *after* that notification arrived (which is at or beyond
// the notified commit), public reads go to the primary. Then they go back to the replica.
import pg from 'pg';
import { logger, describeError } from '../lib/logger';
import { DATABASE_CONNECT_TIMEOUT_MS, logConnectionErrors } from './pool-errors';
import { isDatabaseUnavailable } from './errors';

/** Errors that say the replica cannot answer now: the query is run on the primary instead. */
function replicaUnavailable(error: unknown): boolean {
  // out of reach, or a query cancelled for a conflict with recovery
  return isDatabaseUnavailable(error) || (error as { code?: string } | null)?.code === '40001';
}

export interface ReplicaReads {
  /** What Drizzle is given: query() and connect() routed per call. */
  pool: pg.Pool;
  /** A change was told (a `public_reads` notification, or '' after a lost listener). */
  changed(): void;
  /** Counts of the queries each side served, for logs and tests. */
  served: { replica: number; primary: number };
  /** True while reads go to the primary (the replica not known to be caught up, or down). */
  onPrimary(): boolean;
  close(): Promise<void>;
}

export interface ReplicaReadsOptions {
  primary: pg.Pool;
  replicaUrl: string;
  poolSize: number;
  /** How often the replica's replay position is asked while it catches up. */
  pollMs?: number;
  /** After a connection failure, the replica is left alone this long. */
  restMs?: number;
}

export function createReplicaReads(options: ReplicaReadsOptions): ReplicaReads {
  const { primary } = options;
  const pollMs = options.pollMs ?? 5;
  const restMs = options.restMs ?? 5_000;
  const replica = new pg.Pool({
    connectionString: options.replicaUrl,
    max: options.poolSize,
    application_name: 'artmarket-read',
    connectionTimeoutMillis: Math.min(2_000, DATABASE_CONNECT_TIMEOUT_MS),
    keepAlive: true,
  });
  // A client's error (the replica restarted) is logged and must not take the process down.
  logConnectionErrors(replica, 'replica');
  const served = { replica: 0, primary: 0 };
  let generation = 0;
  let caughtUp = 0;
  let restingUntil = 0;
  let catchingUp: Promise<void> | null = null;
  let closed = false;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function catchUp(): Promise<void> {
    while (!closed && caughtUp < generation) {
      const wanted = generation;
      try {
        const { rows } = await primary.query<{ lsn: string }>(
          'select pg_current_wal_insert_lsn()::text as lsn',
        );
        const target = rows[0]!.lsn;
        const started = Date.now();
        for (;;) {
          if (closed) return;
          const answer = await replica.query<{ replayed: boolean }>(
            'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) as replayed',
            [target],
          );
          if (answer.rows[0]!.replayed) break;
          if (Date.now() - started > 10_000) {
            logger.warn('read replica: more than 10 s behind; public reads stay on the primary');
          }
          await sleep(pollMs);
        }
        caughtUp = wanted;
      } catch (error) {
        restingUntil = Date.now() + restMs;
        logger.warn('read replica: cannot tell its position; reads on the primary', {
          error: describeError(error),
        });
        await sleep(restMs);
      }
    }
  }

  /** One catching-up loop at a time; it runs until the latest generation is replayed. */
  function follow(): void {
    catchingUp ??= catchUp().finally(() => {
      catchingUp = null;
      if (caughtUp < generation && !closed) follow();
    });
  }

  const onPrimary = () => caughtUp < generation || Date.now() < restingUntil;

  /** Runs `run` on the replica when it is current and up, else (or when it fails) on the primary. */
  async function routed<T>(run: (target: pg.Pool) => Promise<T>): Promise<T> {
    if (!onPrimary()) {
      try {
        const result = await run(replica);
        served.replica += 1;
        return result;
      } catch (error) {
        if (!replicaUnavailable(error)) throw error;
        restingUntil = Date.now() + restMs;
        logger.warn('read replica unavailable; reads on the primary', {
          error: describeError(error),
        });
      }
    }
    served.primary += 1;
    return run(primary);
  }

  // Drizzle sees a Pool (its class name says so): plain queries go through query(); a
  // transaction would take connect(), which stays on the primary (public reads take none).
  class RoutingPool {
    query(...args: unknown[]) {
      return routed((target) => (target.query as (...a: unknown[]) => Promise<unknown>)(...args));
    }
    connect() {
      return primary.connect();
    }
  }

  return {
    pool: new RoutingPool() as unknown as pg.Pool,
    served,
    onPrimary,
    changed() {
      generation += 1;
      follow();
    },
    async close() {
      closed = true;
      await catchingUp?.catch(() => undefined);
      await replica.end();
    },
  };
}
