// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { isLoopbackAddress } from './loopback';
import {
  createSecurityHeaders,
  inlineScriptHashes,
  isHttpsRequest,
  prerenderedScriptHashes,
} from './security-headers';
import { firstPaintScript } from '@/schemas/first-paint-script';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );

describe('the page policy', () => {
  it('allows scripts of this origin, this nonce and the first-paint script only', () => {
    const policy = directives(
      createSecurityHeaders(readConfig({ NODE_ENV: 'test' })).pagePolicy('n0nce'),
    );
    const hash = createHash('sha256').update(firstPaintScript).digest('base64');
    expect(policy['script-src']).toBe(`'self' 'nonce-n0nce' 'sha256-${hash}'`);
    expect(policy['object-src']).toBe("'none'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['base-uri']).toBe("'self'");
    expect(policy['connect-src']).toBe("'self'");
    expect(policy['img-src']).toBe("'self' data: blob:");
  });

  it('allows the configured media, Amplitude and Sentry endpoints, and nothing when unset', () => {
    const cfg = readConfig({
      NODE_ENV: 'test',
      MEDIA_BASE_URL: 'https://cdn.artmarket.example/media',
      AMPLITUDE_API_KEY: 'key',
      SENTRY_DSN: 'https://public@o1.ingest.sentry.io/7',
    });
    const policy = directives(createSecurityHeaders(cfg).pagePolicy('n'));
    expect(policy['connect-src']).toBe(
      "'self' https://cdn.artmarket.example https://api2.amplitude.com https://o1.ingest.sentry.io",
    );
    expect(policy['img-src']).toContain('https://cdn.artmarket.example');
    const proxied = readConfig({
      NODE_ENV: 'test',
      AMPLITUDE_API_KEY: 'key',
      AMPLITUDE_SERVER_URL: 'https://events.artmarket.example/2/httpapi',
    });
    expect(directives(createSecurityHeaders(proxied).pagePolicy('n'))['connect-src']).toBe(
      "'self' https://events.artmarket.example",
    );
  });

  it('lets Next’s development build evaluate, and only it', () => {
    const cfg = readConfig({ NODE_ENV: 'test' });
    expect(createSecurityHeaders(cfg, { dev: true }).pagePolicy('n')).toContain("'unsafe-eval'");
    expect(createSecurityHeaders(cfg).pagePolicy('n')).not.toContain('unsafe-eval');
  });

  it('names the framing origins when FRAME_ANCESTORS is set, without X-Frame-Options', () => {
    const cfg = readConfig({ NODE_ENV: 'test', FRAME_ANCESTORS: 'https://app.artmarket.example' });
    const headers = createSecurityHeaders(cfg).pageHeaders('n', false);
    expect(headers['Content-Security-Policy']).toContain(
      'frame-ancestors https://app.artmarket.example',
    );
    expect(headers['X-Frame-Options']).toBeUndefined();
  });
});

describe('the prerendered pages’ inline scripts', () => {
  const sha = (source: string) => createHash('sha256').update(source).digest('base64');

  it('are hashed, data blocks and external scripts aside', () => {
    const html =
      '<script>var a=1;</script><script src="/_next/x.js" defer=""></script>' +
      '<script id="__NEXT_DATA__" type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script><script nonce="n">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1;'), sha('b()')]);
  });

  it('of the build folder are named in the policy', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'artmarket-csp-'));
    fs.mkdirSync(path.join(dist, 'server/pages/en'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'server/pages/en/404.html'), '<script>boot(404)</script>');
    fs.writeFileSync(path.join(dist, 'server/pages/en/404.js'), '<script>not a page</script>');
    const hashes = prerenderedScriptHashes(dist);
    expect(hashes).toEqual([sha('boot(404)')]);
    const policy = createSecurityHeaders(readConfig({ NODE_ENV: 'test' }), {
      scriptHashes: hashes,
    }).pagePolicy('n');
    expect(directives(policy)['script-src']).toContain(`'sha256-${sha('boot(404)')}'`);
    expect(prerenderedScriptHashes(path.join(dist, 'missing'))).toEqual([]);
    fs.rmSync(dist, { recursive: true });
  });
});

describe('https', () => {
  it('is the socket’s, or the nearest trusted proxy’s X-Forwarded-Proto', () => {
    expect(isHttpsRequest(true, undefined, 0)).toBe(true);
    expect(isHttpsRequest(false, 'https', 0)).toBe(false);
    expect(isHttpsRequest(false, 'https', 1)).toBe(true);
    expect(isHttpsRequest(false, 'http', 1)).toBe(false);
    // CDN → load balancer → us: the load balancer saw http from the CDN, the CDN https.
    expect(isHttpsRequest(false, 'https, http', 2)).toBe(true);
    expect(isHttpsRequest(false, 'https, http', 1)).toBe(false);
  });

  it('marks cookies Secure, as does an https PUBLIC_URL', () => {
    const local = createSecurityHeaders(readConfig({ NODE_ENV: 'test' }));
    expect(local.secureCookies(false)).toBe(false);
    expect(local.secureCookies(true)).toBe(true);
    const site = createSecurityHeaders(
      readConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://artmarket.example' }),
    );
    expect(site.secureCookies(false)).toBe(true);
    expect(site.pageHeaders('n', false)['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('loopback addresses', () => {
  it('are 127.0.0.0/8 and ::1, also as IPv4-mapped', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '[::1]']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      '',
      'localhost',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '1270.0.0.1',
      'unknown',
    ]) {
      expect(isLoopbackAddress(address), address).toBe(false);
    }
  });
});
