// Issue 20, ADR 0045: the development routes serve only a client on this machine and only when
// enabled; every answer carries the security headers; HSTS and Secure cookies follow the scheme.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApiApp } from '@/server/http/app';
import { applyPageSecurityHeaders, createSecurityHeaders } from '@/server/http/security-headers';
import { cspNonceOf } from '@/server/lib/csp-nonce';
import {
  createCustomerTestApp,
  startCustomerApp,
  uniqueEmail,
  PASSWORD,
} from './customer-test-app';

const app = startCustomerApp();

/** The app answering as @hono/node-server would for a socket from `remoteAddress`. */
async function fromSocket(remoteAddress: string, path: string, init: RequestInit = {}) {
  const api = createApiApp(app.app.ctx, app.app.services);
  const family = remoteAddress.includes(':') ? 'IPv6' : 'IPv4';
  const response = await api.fetch(new Request(`http://127.0.0.1${path}`, init), {
    incoming: { socket: { remoteAddress, remotePort: 50_123, remoteFamily: family } },
  });
  return { status: response.status, body: (await response.json()) as { message: string } };
}

describe('the development routes', () => {
  it('answer a client on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.53']) {
      expect((await fromSocket(address, '/v3/dev/outbox')).status, address).toBe(200);
    }
    const outbox = await app.call('GET', '/v3/dev/outbox', { ip: '127.0.0.1' });
    expect(outbox.status).toBe(200);
  });

  it('are 404 to a client elsewhere, as if absent', async () => {
    for (const address of ['203.0.113.5', '10.0.0.2', '::ffff:192.0.2.1', '2001:db8::1']) {
      const outbox = await fromSocket(address, '/v3/dev/outbox');
      expect(outbox, address).toEqual({
        status: 404,
        body: { message: 'Not found', code: 'NOT_FOUND' },
      });
      const deposit = await fromSocket(address, '/v3/dev/payments/ord_x/deposit', {
        method: 'POST',
      });
      expect(deposit.status).toBe(404);
      expect(deposit.body.message).toBe('Not found');
    }
  });

  it('are 404 through a proxy on this machine for anyone it names elsewhere', async () => {
    // The socket is loopback (the proxy's); the forwarding headers name the visitor.
    expect((await app.call('GET', '/v3/dev/outbox', { ip: '198.51.100.4' })).status).toBe(404);
    expect(
      (await app.call('GET', '/v3/dev/outbox', { ip: '127.0.0.1, 198.51.100.4' })).status,
    ).toBe(404);
    for (const headers of [
      { forwarded: 'for=198.51.100.4;proto=https' } as Record<string, string>,
      { forwarded: 'for="[2001:db8::1]:443"' },
      { 'x-real-ip': '198.51.100.4' },
      // The CDNs' own headers (ADR 0065): a proxy that passes them through names its visitor.
      { 'true-client-ip': '198.51.100.4' },
      { 'cf-connecting-ip': '198.51.100.4' },
      { 'x-client-ip': '198.51.100.4' },
      { forwarded: 'for=_hidden' },
    ]) {
      const response = await app.call('GET', '/v3/dev/outbox', { ip: '127.0.0.1', headers });
      expect(response.status, JSON.stringify(headers)).toBe(404);
    }
    const local = await app.call('GET', '/v3/dev/outbox', {
      ip: '127.0.0.1',
      headers: { forwarded: 'for="[::1]:5000"' },
    });
    expect(local.status).toBe(200);
  });

  it('are 404 to a loopback socket behind an untrusted proxy, whoever it names', async () => {
    const untrusting = await createCustomerTestApp({ env: { TRUST_PROXY: '0' } });
    try {
      const api = createApiApp(untrusting.app.ctx, untrusting.app.services);
      const socket = {
        incoming: {
          socket: { remoteAddress: '127.0.0.1', remotePort: 5000, remoteFamily: 'IPv4' },
        },
      };
      for (const headers of [
        {},
        { 'x-forwarded-for': '127.0.0.1' },
        { 'true-client-ip': '127.0.0.1' },
        { via: '1.1 nginx' },
      ] as Record<string, string>[]) {
        const response = await api.fetch(
          new Request('http://127.0.0.1/v3/dev/outbox', { headers }),
          socket,
        );
        expect(response.status, JSON.stringify(headers)).toBe(
          Object.keys(headers).length ? 404 : 200,
        );
      }
    } finally {
      await untrusting.app.close();
    }
  });

  it('are 404 even on this machine unless enabled', async () => {
    const off = await createCustomerTestApp({ env: { DEV_ROUTES: 'false' } });
    try {
      for (const [method, path] of [
        ['GET', '/v3/dev/outbox'],
        ['POST', '/v3/dev/payments/ord_x/deposit'],
      ] as const) {
        expect((await off.call(method, path, { ip: '127.0.0.1' })).status).toBe(404);
      }
      const doc = await off.call('GET', '/v3/openapi.json');
      expect(Object.keys(doc.body.paths).filter((p) => p.startsWith('/v3/dev/'))).toEqual([]);
    } finally {
      await off.app.close();
    }
  });
});

function expectSecurityHeaders(headers: Headers, what: string): void {
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy'), what).toContain('camera=()');
  expect(headers.get('permissions-policy'), what).toContain('microphone=()');
  expect(headers.get('permissions-policy'), what).toContain('geolocation=()');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('content-security-policy'), what).toContain("frame-ancestors 'none'");
}

describe('the security headers', () => {
  it('are on an API answer, its errors and a media file', async () => {
    const read = await app.call('GET', '/v3/openapi.json');
    expect(read.status).toBe(200);
    expectSecurityHeaders(read.headers, 'API answer');
    expect(read.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(read.headers.get('strict-transport-security')).toBeNull(); // http

    const missing = await app.call('GET', '/v3/store/no-such-call');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, 'API 404');
    const invalid = await app.call('POST', '/v3/store/customer/sign-in', { body: { email: 1 } });
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid.headers, 'API 400');

    await app.app.ctx.storage.put(
      'artworks/2026/img_headers.jpg',
      Buffer.from('jpeg'),
      'image/jpeg',
    );
    const media = await fetch(`${app.app.baseUrl}/media/artworks/2026/img_headers.jpg`);
    expect(media.status).toBe(200);
    expectSecurityHeaders(media.headers, 'media file');
  });

  it('keep an SVG’s own sandboxed policy', async () => {
    await app.app.ctx.storage.put(
      'artworks/2026/img_headers.svg',
      Buffer.from('<svg/>'),
      'image/svg+xml',
    );
    const svg = await fetch(`${app.app.baseUrl}/media/artworks/2026/img_headers.svg`);
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('add HSTS only when a trusted proxy says the request came over https', async () => {
    const https = await app.call('GET', '/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await app.call('GET', '/healthz', { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const untrusting = await createCustomerTestApp({ env: { TRUST_PROXY: '0' } });
    try {
      const claimed = await untrusting.call('GET', '/healthz', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(claimed.headers.get('strict-transport-security')).toBeNull();
      // Nor is a claimed scheme believed for the cookies.
      const signUp = await untrusting.call('POST', '/v3/store/customer/sign-up', {
        body: { first_name: 'Ara', last_name: 'Lee', email: uniqueEmail(), password: PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(signUp.status).toBe(200);
      for (const cookie of signUp.setCookies) expect(cookie).not.toContain('Secure');
    } finally {
      await untrusting.app.close();
    }
  });

  it('give a page a fresh script nonce that Next.js and the document read from the request', async () => {
    const headers = createSecurityHeaders(app.app.ctx.config);
    const server = http.createServer((req, res) => {
      applyPageSecurityHeaders(headers, 1, req, res);
      res.end(cspNonceOf(req.headers) ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const nonces = new Set<string>();
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${base}/en/works`, {
          // A client's own policy is never taken for the page's.
          headers: { 'content-security-policy': "script-src 'nonce-chosenbyclient'" },
        });
        const nonce = await response.text();
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        nonces.add(nonce);
        const policy = response.headers.get('content-security-policy')!;
        expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'sha256-`);
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
        expectSecurityHeaders(response.headers, 'page');
      }
      expect(nonces.size).toBe(3);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
