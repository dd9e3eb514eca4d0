// Who may use the development routes (ADR 0045): only a client on this machine. The socket's
// address decides, and any forwarding header naming another address refuses: a proxy on this
// machine makes every visitor's socket a loopback one, and the header is its only trace.
import { isIPv4 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;

type HeaderOf = (name: string) => string | string[] | undefined;

export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  let value = address.trim().toLowerCase();
  if (value.startsWith('[')) value = value.slice(1, value.indexOf(']'));
  if (value.startsWith('::ffff:')) value = value.slice('::ffff:'.length);
  if (value === '::1' || value === '0:0:0:0:0:0:0:1') return true;
  return isIPv4(value) && value.startsWith('127.');
}

/** The addresses the forwarding headers claim (RFC 7239 `for=` too), ports dropped. */
function forwardedAddresses(header: HeaderOf): string[] {
  const addresses: string[] = [];
  for (const name of FORWARDING_HEADERS) {
    const raw = header(name);
    const value = Array.isArray(raw) ? raw.join(',') : raw;
    if (!value) continue;
    if (name !== 'forwarded') {
      addresses.push(...value.split(',').map((hop) => hop.trim()));
      continue;
    }
    for (const match of value.matchAll(/for\s*=\s*("?)([^";,]*)\1/gi)) {
      const node = match[2]!.trim();
      // "[::1]:8080" or "127.0.0.1:8080" (one colon: an IPv4 address with a port).
      addresses.push(
        node.startsWith('[') || node.split(':').length !== 2 ? node : node.split(':')[0]!,
      );
    }
  }
  return addresses;
}

/** A client on this machine: a loopback socket, and no forwarding header naming anyone else. */
export function isLoopbackClient(remoteAddress: string | undefined, header: HeaderOf): boolean {
  return isLoopbackAddress(remoteAddress) && forwardedAddresses(header).every(isLoopbackAddress);
}

/** 404 (as if absent) to anyone but a client on this machine. */
export const loopbackOnly: MiddlewareHandler = async (c, next) => {
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined; // no socket (app.request): not known to be local
  }
  if (!isLoopbackClient(remote, (name) => c.req.header(name))) {
    return c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
  }
  await next();
};
