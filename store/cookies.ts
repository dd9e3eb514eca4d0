// The few browser cookies the client reads and writes (preferences, SPEC §4): a small helper of
// our own instead of js-cookie. Values are URI-encoded as js-cookie writes them.

export interface CookieOptions {
  path?: string;
  /** Days from now. */
  expires?: number;
  sameSite?: 'lax' | 'strict' | 'none';
}

/** One cookie's value, or undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== name) continue;
    const value = pair.slice(at + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  let cookie = `${name}=${encodeURIComponent(value)}; path=${options.path ?? '/'}`;
  if (options.expires !== undefined) {
    cookie += `; expires=${new Date(Date.now() + options.expires * 864e5).toUTCString()}`;
  }
  if (options.sameSite) cookie += `; samesite=${options.sameSite}`;
  document.cookie = cookie;
}
