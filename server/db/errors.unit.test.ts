// The driver codes the API maps: a unique violation (a 409 where a route expects one) and a
// transaction PostgreSQL broke off (deadlock, serialization failure), answered 503 to retry.
import { describe, expect, it } from 'vitest';
import { isTransientConflict, isUniqueViolation } from './errors';

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
});
