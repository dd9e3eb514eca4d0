// What a failed statement means, the same on PGlite and pg (Drizzle wraps the driver's error).

interface DriverError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function driverError(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string') return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** True when `error` is a unique violation (of `constraint`, when given). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = driverError(error);
  if (found?.code !== '23505') return false;
  if (!constraint) return true;
  // PGlite names the index in `constraint` like pg; fall back to the message when it does not.
  return (
    found.constraint === constraint ||
    (error instanceof Error && error.message.includes(constraint)) ||
    String((found as { message?: string }).message ?? '').includes(constraint)
  );
}

/**
 * True when PostgreSQL gave up a transaction to break a lock cycle or a serialization conflict
 * (40P01, 40001): nothing was written and the same request may simply be sent again.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = driverError(error)?.code;
  return code === '40P01' || code === '40001';
}

/** SQLSTATEs that say the database cannot be reached or will not serve this connection now. */
const unavailableCodes = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** Node's socket errors on the way to the database. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres's own words for a connection that broke or never came (they carry no code). */
const brokenConnection =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|is not currently accepting connections/i;

/**
 * True when `error` (wrapped by Drizzle or not) says the database is out of reach rather than
 * that the statement was wrong: SQLSTATE class 08 (connection exception), a terminated or
 * refused backend (57P01-57P03), too many connections (53300), a database not accepting
 * connections (55000 with that message), a socket error or the pool's connect timeout. Such a
 * request is answered 503 with Retry-After (ADR 0069), never 500. PGlite runs in this process and
 * has no connection to lose: none of its errors is one of these.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string') {
      if (code.startsWith('08') || unavailableCodes.has(code) || socketCodes.has(code)) return true;
      if (code === '55000' && typeof message === 'string' && brokenConnection.test(message)) {
        return true;
      }
    } else if (typeof message === 'string' && brokenConnection.test(message)) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** True when `error` is a foreign-key violation (a reference to a row that does not exist). */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === '23503';
}
