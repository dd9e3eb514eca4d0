// Who may use the development routes (ADR 0045, ADR 0065 §loopback): only the person at this
// machine. The socket's address must be loopback, and a request bearing any trace of a proxy (a
// forwarding or client-address header, whoever set it) is someone else's unless TRUST_PROXY says a
// proxy of ours stands in front; even then every address those headers name must be loopback. A
// proxy on this machine makes every visitor's socket loopback: its headers are the visitor's trace.
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

/** Headers that name a client (the standard, the de facto, and the CDNs' own). */
export const CLIENT_ADDRESS_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-client-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-forwarded',
  'forwarded-for',
  'x-original-forwarded-for',
  'client-ip',
  'x-proxyuser-ip',
] as const;

/** Headers that say a proxy handled the request without naming the client. */
const PROXY_MARK_HEADERS = ['via'] as const;

type HeaderOf = (name: string) => string | string[] | undefined;

export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  let value = address.trim().toLowerCase();
  if (value.startsWith('[')) value = value.slice(1, value.indexOf(']'));
  if (value.startsWith('::ffff:')) value = value.slice('::ffff:'.length);
  if (value === '::1' || value === '0:0:0:0:0:0:0:1') return true;
  return isIPv4(value) && value.startsWith('127.');
}

/** `[::1]:8080`, `127.0.0.1:8080`, `"::1"` → the address alone. */
function bareAddress(node: string): string {
  const value = node.trim().replace(/^"(.*)"$/, '$1');
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  return value.split(':').length === 2 ? value.split(':')[0]! : value;
}

/** Every entry of one client-address header; RFC 7239 `for=` nodes for Forwarded. */
function claimedAddresses(name: string, value: string): string[] {
  if (name === 'forwarded' || name === 'x-forwarded') {
    const nodes = [...value.matchAll(/for\s*=\s*("[^"]*"|[^;,\s]*)/gi)].map((m) => m[1]!);
    // A Forwarded header that names no `for=` hides its client.
    return nodes.length ? nodes.map(bareAddress) : [''];
  }
  return value.split(',').map(bareAddress);
}

/** An address that is an IP literal of this machine; `unknown`, `_hidden`, '' are not. */
function isLoopbackLiteral(address: string): boolean {
  return (isIPv4(address) || isIPv6(address)) && isLoopbackAddress(address);
}

/**
 * The person at this machine: a loopback socket, and either no trace of a proxy, or — only when
 * TRUST_PROXY says proxies of ours stand in front — traces that name nobody but this machine.
 */
export function isLoopbackClient(
  remoteAddress: string | undefined,
  header: HeaderOf,
  trustProxy: number,
): boolean {
  if (!isLoopbackAddress(remoteAddress)) return false;
  const values = (name: string) => {
    const raw = header(name);
    return raw === undefined ? undefined : Array.isArray(raw) ? raw.join(',') : raw;
  };
  const claims = CLIENT_ADDRESS_HEADERS.flatMap((name) => {
    const value = values(name);
    return value === undefined ? [] : claimedAddresses(name, value);
  });
  const marked = PROXY_MARK_HEADERS.some((name) => values(name) !== undefined);
  if (claims.length === 0 && !marked) return true;
  return trustProxy > 0 && claims.every(isLoopbackLiteral);
}

/** 404 (as if absent) to anyone but the person at this machine. */
export function loopbackOnly(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    let remote: string | undefined;
    try {
      remote = getConnInfo(c).remote.address;
    } catch {
      remote = undefined; // no socket (app.request): not known to be local
    }
    if (!isLoopbackClient(remote, (name) => c.req.header(name), trustProxy)) {
      return c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }
    await next();
  };
}
