// The public origin for absolute links (sitemap, robots, canonical and hreflang): PUBLIC_URL
// when the deployment sets it, else the origin this request came in on (behind a proxy, the
// forwarded one), so a demo on any port links to itself.
import type { IncomingMessage } from 'node:http';

function first(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.split(',')[0]?.trim() || undefined;
}

export function siteOrigin(req: Pick<IncomingMessage, 'headers'>): string {
  const configured = process.env.PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const host = first(req.headers['x-forwarded-host']) ?? first(req.headers.host) ?? 'localhost';
  const proto = first(req.headers['x-forwarded-proto']) ?? 'http';
  return `${proto}://${host}`;
}
