import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_INTERNAL_API_SECRET, readConfig } from '../../config';
import { secretMatches } from './internal.routes';

describe('the internal shared secret', () => {
  it('matches only the exact secret', () => {
    expect(secretMatches('s3cret-value', 's3cret-value')).toBe(true);
    expect(secretMatches('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(secretMatches('s3cret', 's3cret-value')).toBe(false);
    expect(secretMatches('s3cret-value-and-more', 's3cret-value')).toBe(false);
    expect(secretMatches(undefined, 's3cret-value')).toBe(false);
  });

  it('refuses everything while no secret is configured', () => {
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches('anything', '')).toBe(false);
  });
});

describe('INTERNAL_API_SECRET', () => {
  it('has a development default outside production, none in production, and can be set', () => {
    expect(readConfig({ NODE_ENV: 'development' }).INTERNAL_API_SECRET).toBe(
      DEVELOPMENT_INTERNAL_API_SECRET,
    );
    const production = {
      NODE_ENV: 'production',
      AUTH_JWT_SECRET: 'x'.repeat(48),
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
      PUBLIC_URL: 'https://artmarket.example',
    } as const;
    expect(readConfig(production).INTERNAL_API_SECRET).toBe('');
    expect(
      readConfig({ ...production, INTERNAL_API_SECRET: 'from-the-vault' }).INTERNAL_API_SECRET,
    ).toBe('from-the-vault');
  });
});
