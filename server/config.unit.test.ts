// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_AUTH_JWT_SECRET, readConfig } from './config';

describe('the customers token key (AUTH_JWT_SECRET)', () => {
  it('has a development default outside production', () => {
    expect(readConfig({ NODE_ENV: 'development' }).AUTH_JWT_SECRET).toBe(
      DEVELOPMENT_AUTH_JWT_SECRET,
    );
    expect(readConfig({ NODE_ENV: 'test' }).AUTH_JWT_SECRET).toBe(DEVELOPMENT_AUTH_JWT_SECRET);
  });

  it('is required in production, and at least 32 characters anywhere', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_JWT_SECRET is required in production/,
    );
    expect(() => readConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
    const secret = 'x'.repeat(48);
    expect(readConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret }).AUTH_JWT_SECRET).toBe(
      secret,
    );
  });
});

describe('the dev outbox (DEV_OUTBOX)', () => {
  it('is on outside production and off in production unless asked for', () => {
    const secret = 'x'.repeat(48);
    expect(readConfig({ NODE_ENV: 'development' }).DEV_OUTBOX).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret }).DEV_OUTBOX).toBe(false);
    expect(
      readConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: secret, DEV_OUTBOX: 'true' })
        .DEV_OUTBOX,
    ).toBe(true);
    expect(readConfig({ NODE_ENV: 'development', DEV_OUTBOX: 'false' }).DEV_OUTBOX).toBe(false);
  });
});

describe('the monitoring journey’s failing routes (MONITORING_TEST_ERRORS)', () => {
  it('are off unless asked for', () => {
    expect(readConfig({ NODE_ENV: 'development' }).MONITORING_TEST_ERRORS).toBe(false);
    expect(
      readConfig({ NODE_ENV: 'development', MONITORING_TEST_ERRORS: 'true' })
        .MONITORING_TEST_ERRORS,
    ).toBe(true);
  });
});
