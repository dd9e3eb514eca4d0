// @vitest-environment node
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { describeError } from './logger';

describe('describeError', () => {
  it('keeps the statement and the cause but not the parameters of a failed query', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const error = new DrizzleQueryError(
      'insert into "customers" ("id", "password_hash") values ($1, $2)',
      ['cus_1', hash],
      new Error('duplicate key value violates unique constraint "customers_email_lower_uq"'),
    );
    const text = describeError(error);
    expect(text).toContain('insert into "customers"');
    expect(text).toContain('params: [redacted]');
    expect(text).toContain('customers_email_lower_uq');
    expect(text).not.toContain(hash);
    expect(text).not.toContain('cus_1');
  });
});
