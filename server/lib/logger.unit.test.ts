// @vitest-environment node
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { describeError, logger, setLogLevel, setLogWriter } from './logger';
import { withRequest } from './request-context';

afterEach(() => setLogWriter(null));

describe('logger', () => {
  it('puts the request id on every line written while serving that request, and none outside', async () => {
    const lines: string[] = [];
    setLogLevel('info');
    setLogWriter((level, line) => lines.push(`${level} ${line}`));
    await withRequest({ requestId: 'req-7f3a' }, async () => {
      logger.info('order placed', { order_id: 'ord_1' });
      await Promise.resolve();
      logger.warn('deposit late');
    });
    logger.info('sweep done');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^info .*order placed/);
    expect(lines[0]).toContain('req-7f3a');
    expect(lines[0]).toContain('ord_1');
    expect(lines[1]).toMatch(/^warn .*deposit late/);
    expect(lines[1]).toContain('req-7f3a');
    expect(lines[2]).not.toContain('req-7f3a');
  });

  it('writes nothing below the level', () => {
    const lines: string[] = [];
    setLogLevel('warn');
    setLogWriter((_level, line) => lines.push(line));
    logger.info('quiet');
    logger.error('loud');
    expect(lines).toHaveLength(1);
    setLogLevel('info');
  });
});

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
