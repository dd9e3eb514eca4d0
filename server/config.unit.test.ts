// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_AUTH_JWT_SECRET,
  DEVELOPMENT_INTERNAL_API_SECRET,
  DEVELOPMENT_PAYMENT_WEBHOOK_SECRET,
  readConfig,
} from './config';

/** What a production start needs: its own token and notification keys, and its public origin. */
const productionSecrets = {
  AUTH_JWT_SECRET: 'x'.repeat(48),
  PAYMENT_WEBHOOK_SECRET: 'w'.repeat(32),
  PUBLIC_URL: 'https://artmarket.example',
};

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
    expect(readConfig({ NODE_ENV: 'production', ...productionSecrets }).AUTH_JWT_SECRET).toBe(
      productionSecrets.AUTH_JWT_SECRET,
    );
  });
});

describe('the development routes (DEV_ROUTES)', () => {
  it('are off unless asked for, in every mode', () => {
    expect(readConfig({ NODE_ENV: 'development' }).DEV_ROUTES).toBe(false);
    expect(readConfig({ NODE_ENV: 'test' }).DEV_ROUTES).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', ...productionSecrets }).DEV_ROUTES).toBe(false);
    expect(
      readConfig({ NODE_ENV: 'production', ...productionSecrets, DEV_ROUTES: 'true' }).DEV_ROUTES,
    ).toBe(true);
  });
});

describe('the listening address (HOST)', () => {
  it('is this machine only unless told otherwise', () => {
    expect(readConfig({ NODE_ENV: 'development' }).HOST).toBe('127.0.0.1');
    expect(readConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('production and the development secrets', () => {
  it('starts with secrets of its own', () => {
    const cfg = readConfig({
      NODE_ENV: 'production',
      ...productionSecrets,
      INTERNAL_API_SECRET: 'i'.repeat(32),
    });
    expect(cfg.PAYMENT_WEBHOOK_SECRET).toBe(productionSecrets.PAYMENT_WEBHOOK_SECRET);
    expect(cfg.INTERNAL_API_SECRET).toBe('i'.repeat(32));
  });

  it('refuses to start on the test gateway without its own notification key', () => {
    expect(() =>
      readConfig({ NODE_ENV: 'production', AUTH_JWT_SECRET: productionSecrets.AUTH_JWT_SECRET }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET is required in production/);
  });

  it('refuses to start with any development default, however it is given', () => {
    for (const [name, value] of [
      ['AUTH_JWT_SECRET', DEVELOPMENT_AUTH_JWT_SECRET],
      ['PAYMENT_WEBHOOK_SECRET', DEVELOPMENT_PAYMENT_WEBHOOK_SECRET],
      ['INTERNAL_API_SECRET', DEVELOPMENT_INTERNAL_API_SECRET],
    ] as const) {
      expect(() =>
        readConfig({ NODE_ENV: 'production', ...productionSecrets, [name]: value }),
      ).toThrow(new RegExp(`${name} is the development default`));
    }
  });

  it('keeps the development defaults outside production', () => {
    const cfg = readConfig({ NODE_ENV: 'test' });
    expect(cfg.PAYMENT_WEBHOOK_SECRET).toBe(DEVELOPMENT_PAYMENT_WEBHOOK_SECRET);
    expect(cfg.INTERNAL_API_SECRET).toBe(DEVELOPMENT_INTERNAL_API_SECRET);
  });

  it('needs no notification key with Toss Payments, which proves deposits otherwise', () => {
    const cfg = readConfig({
      NODE_ENV: 'production',
      AUTH_JWT_SECRET: productionSecrets.AUTH_JWT_SECRET,
      PUBLIC_URL: productionSecrets.PUBLIC_URL,
      PAYMENT_GATEWAY: 'toss',
      TOSS_SECRET_KEY: 'test_sk_abc',
    });
    expect(cfg.PAYMENT_WEBHOOK_SECRET).toBe('');
  });
});

describe('the public origin (PUBLIC_URL)', () => {
  it('is required in production, named in the start-up error', () => {
    const { PUBLIC_URL: _unset, ...withoutOrigin } = productionSecrets;
    expect(() => readConfig({ NODE_ENV: 'production', ...withoutOrigin })).toThrow(
      /PUBLIC_URL is required in production/,
    );
  });

  it('is kept as an origin, without a trailing slash', () => {
    for (const given of ['https://artmarket.example', 'https://artmarket.example/']) {
      expect(
        readConfig({ NODE_ENV: 'production', ...productionSecrets, PUBLIC_URL: given }).PUBLIC_URL,
      ).toBe('https://artmarket.example');
    }
    expect(readConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://127.0.0.1:3080' }).PUBLIC_URL).toBe(
      'http://127.0.0.1:3080',
    );
  });

  it('refuses what is not an http(s) origin', () => {
    for (const bad of [
      'artmarket.example',
      '//artmarket.example',
      'ftp://artmarket.example',
      'javascript:alert(1)',
      'https://artmarket.example/shop',
      'https://artmarket.example/?ref=1',
      'https://artmarket.example/#top',
      'https://user:pass@artmarket.example',
    ]) {
      expect(() => readConfig({ NODE_ENV: 'test', PUBLIC_URL: bad }), bad).toThrow(
        /PUBLIC_URL must be an http\(s\) origin/,
      );
    }
  });

  it('is this machine on its own port outside production', () => {
    expect(readConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(readConfig({ NODE_ENV: 'development', PORT: '4000' }).PUBLIC_URL).toBe(
      'http://localhost:4000',
    );
  });

  it('does not follow the proxy settings: TRUST_PROXY changes whom the server believes, not its links', () => {
    for (const TRUST_PROXY of ['0', '1']) {
      expect(
        readConfig({ NODE_ENV: 'production', ...productionSecrets, TRUST_PROXY }).PUBLIC_URL,
      ).toBe('https://artmarket.example');
    }
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

describe("PGlite's page cache (PGLITE_SHARED_BUFFERS)", () => {
  it("is PGlite's own 128MB unless sized, and refuses what is not a size", () => {
    expect(readConfig({ NODE_ENV: 'test' }).PGLITE_SHARED_BUFFERS).toBe('128MB');
    expect(
      readConfig({ NODE_ENV: 'test', PGLITE_SHARED_BUFFERS: '512MB' }).PGLITE_SHARED_BUFFERS,
    ).toBe('512MB');
    for (const bad of ['512', 'lots', '512MB; drop table artworks', '0MB']) {
      expect(() => readConfig({ NODE_ENV: 'test', PGLITE_SHARED_BUFFERS: bad })).toThrow(
        /PGLITE_SHARED_BUFFERS is a size such as 512MB/,
      );
    }
  });
});
