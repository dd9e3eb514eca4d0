// The public origin of absolute links (sitemap, robots, canonical, og:url, hreflang, the
// certificate's QR code): PUBLIC_URL, read once through server/config.ts. Never a request's Host
// or X-Forwarded-Host, which a client writes and a shared cache would keep (ADR 0066).
import { config } from '@/server/config';

export function siteOrigin(): string {
  return config().PUBLIC_URL;
}
