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

/** True when `error` is a foreign-key violation (a reference to a row that does not exist). */
export function isForeignKeyViolation(error: unknown): boolean {
  return driverError(error)?.code === '23503';
}
