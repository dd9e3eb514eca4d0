// The driver codes the API maps: a unique violation (a 409 where a route expects one) and a
// transaction PostgreSQL broke off (deadlock, serialization failure), answered 503 to retry.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isTransientConflict, isUniqueViolation } from './errors';

/** How Drizzle hands a driver error on: its own Error, with the driver's error as the cause. */
const wrapped = (code: string, constraint?: string) =>
  Object.assign(new Error('Failed query: ...'), { cause: { code, constraint } });

describe('driver errors', () => {
  it('knows a deadlock and a serialization failure, wrapped or not, and nothing else', () => {
    expect(isTransientConflict(wrapped('40P01'))).toBe(true);
    expect(isTransientConflict(wrapped('40001'))).toBe(true);
    expect(isTransientConflict({ code: '40P01' })).toBe(true);
    expect(isTransientConflict(wrapped('23505'))).toBe(false);
    expect(isTransientConflict(new Error('boom'))).toBe(false);
    expect(isTransientConflict(undefined)).toBe(false);
  });

  it('knows a unique violation of a named constraint', () => {
    expect(isUniqueViolation(wrapped('23505', 'carts_pkey'))).toBe(true);
    expect(isUniqueViolation(wrapped('23505', 'carts_pkey'), 'carts_pkey')).toBe(true);
    expect(isUniqueViolation(wrapped('23505', 'carts_pkey'), 'orders_pkey')).toBe(false);
    expect(isUniqueViolation(wrapped('40P01'))).toBe(false);
  });

  it('knows a database out of reach (ADR 0069), wrapped or not, and not a wrong statement', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001', '08P01']) {
      expect(isDatabaseUnavailable(wrapped(code)), code).toBe(true);
    }
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code })), code).toBe(true);
    }
    const refused = {
      code: '55000',
      message: 'database "shop" is not currently accepting connections',
    };
    expect(isDatabaseUnavailable(refused)).toBe(true);
    // node-postgres's own errors carry no code.
    for (const message of [
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(
        isDatabaseUnavailable(
          Object.assign(new Error('Failed query'), { cause: new Error(message) }),
        ),
        message,
      ).toBe(true);
    }
    // A 55000 about something else, a constraint, a conflict, a closed pool: not an outage.
    expect(isDatabaseUnavailable({ code: '55000', message: 'currval is not yet defined' })).toBe(
      false,
    );
    expect(isDatabaseUnavailable(wrapped('23505'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped('40P01'))).toBe(false);
    expect(
      isDatabaseUnavailable(new Error('Cannot use a pool after calling end on the pool')),
    ).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
