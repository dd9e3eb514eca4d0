// The site's one public origin (ADR 0066): PUBLIC_URL as an origin, else this machine on its port
// (outside production: server/config.ts checks PUBLIC_URL and refuses production without it).
// Shared by the configuration and middleware.ts, which runs apart from the server's modules.

/** An http(s) URL that is only an origin: the site is served from the root of its host. */
export function isPublicOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password
  );
}

/** The origin of every absolute link, without a trailing slash. */
export function publicOrigin(
  publicUrl: string | undefined,
  port: number | string | undefined,
): string {
  return publicUrl ? new URL(publicUrl).origin : `http://localhost:${Number(port) || 3000}`;
}
