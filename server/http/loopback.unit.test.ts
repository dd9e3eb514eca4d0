import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADERS, isLoopbackClient } from './loopback';

const headersOf = (headers: Record<string, string>) => (name: string) => headers[name];

describe('the person at this machine (development routes, ADR 0045 and 0065)', () => {
  it('is a loopback socket with no trace of a proxy', () => {
    for (const socket of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackClient(socket, headersOf({}), 0), socket).toBe(true);
      expect(isLoopbackClient(socket, headersOf({}), 1), socket).toBe(true);
    }
  });

  it('is never a socket elsewhere, whatever the headers say', () => {
    for (const socket of ['203.0.113.5', '::ffff:192.0.2.1', undefined]) {
      expect(isLoopbackClient(socket, headersOf({ 'x-forwarded-for': '127.0.0.1' }), 1)).toBe(
        false,
      );
    }
  });

  it.each(CLIENT_ADDRESS_HEADERS.map((name) => [name]))(
    'is not someone %s names elsewhere, trusted proxy or not',
    (name) => {
      const value =
        name === 'forwarded' || name === 'x-forwarded' ? 'for=198.51.100.4' : '198.51.100.4';
      for (const trust of [0, 1, 3]) {
        expect(isLoopbackClient('127.0.0.1', headersOf({ [name]: value }), trust)).toBe(false);
      }
    },
  );

  it.each(CLIENT_ADDRESS_HEADERS.map((name) => [name]))(
    'is not anyone behind an untrusted proxy, even when %s says 127.0.0.1',
    (name) => {
      const value = name === 'forwarded' || name === 'x-forwarded' ? 'for=127.0.0.1' : '127.0.0.1';
      expect(isLoopbackClient('127.0.0.1', headersOf({ [name]: value }), 0)).toBe(false);
      expect(isLoopbackClient('127.0.0.1', headersOf({ [name]: value }), 1)).toBe(true);
    },
  );

  it.each([
    ['an address among others', { 'x-forwarded-for': '127.0.0.1, 198.51.100.4' }],
    ['a hidden client', { forwarded: 'for=_hidden;proto=https' }],
    ['an unknown client', { forwarded: 'for=unknown' }],
    ['a Forwarded without for=', { forwarded: 'proto=https;host=art.example' }],
    ['an empty X-Forwarded-For', { 'x-forwarded-for': '' }],
    ['a host name, not an address', { 'x-real-ip': 'localhost' }],
    ['garbage', { 'true-client-ip': '127.0.0.1x' }],
    ['an IPv6 address elsewhere', { forwarded: 'for="[2001:db8::1]:443"' }],
    [
      'loopback in one header, elsewhere in another',
      { 'x-forwarded-for': '127.0.0.1', 'cf-connecting-ip': '198.51.100.4' },
    ],
  ])('is not a client behind a trusted proxy with %s', (_, headers) => {
    expect(isLoopbackClient('127.0.0.1', headersOf(headers), 1)).toBe(false);
  });

  it('is not a request a proxy marked with Via, unless that proxy is trusted', () => {
    expect(isLoopbackClient('127.0.0.1', headersOf({ via: '1.1 nginx' }), 0)).toBe(false);
    expect(isLoopbackClient('127.0.0.1', headersOf({ via: '1.1 nginx' }), 1)).toBe(true);
  });

  it('is a trusted proxy on this machine forwarding this machine', () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-for': '::1, 127.0.0.1' },
      { forwarded: 'for="[::1]:5000";proto=http' },
      { forwarded: 'for=127.0.0.1:5000' },
      { 'x-real-ip': '127.0.0.1', 'x-forwarded-for': '127.0.0.1', via: '1.1 nginx' },
    ] as Record<string, string>[]) {
      expect(isLoopbackClient('127.0.0.1', headersOf(headers), 1), JSON.stringify(headers)).toBe(
        true,
      );
    }
  });
});
