// The PostgreSQL pools' side of an outage (ADR 0069): a connect timeout so that nothing waits for
// ever, and an 'error' listener on every pool and client so that a lost connection is a log line,
// never an uncaught exception.
import type pg from 'pg';
import { logger } from '../lib/logger';

/**
 * How long a request waits for a connection (a new one, or a free one of a full pool) before it
 * fails as "database unavailable" (503, ADR 0069) rather than hangs.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Logs a lost connection once, through pino. node-postgres emits 'error' on a client whose
 * backend went away (pg_terminate_backend, a restart, a network cut) even when no query is
 * running, and on the pool for an idle one: with no listener either would be an uncaught
 * exception (ADR 0069). The request that was using the connection fails on its own and is
 * answered 503.
 */
export function logConnectionErrors(pool: pg.Pool, name: string): void {
  const logged = new WeakSet<object>();
  const log = (error: Error) => {
    if (logged.has(error)) return;
    logged.add(error);
    // Its code and words: the stack of a socket's end says nothing.
    const { code } = error as { code?: string };
    logger.warn('database connection lost', { pool: name, code, error: error.message });
  };
  pool.on('error', log);
  pool.on('connect', (client) => client.on('error', log));
}
