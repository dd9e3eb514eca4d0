// Which request paths the API answers in the one process (everything else is Next's).
// Checked on every request, so plain string tests rather than a regular expression.
export function isApiPath(url: string): boolean {
  return (
    url.startsWith('/v3/') ||
    url.startsWith('/v2/') ||
    url.startsWith('/ai/') ||
    url.startsWith('/media/') ||
    url === '/healthz' ||
    url === '/readyz' ||
    url.startsWith('/healthz?') ||
    url.startsWith('/readyz?')
  );
}
