// The refresh token's cookie: HttpOnly, SameSite=Lax, Secure unless the request is to localhost,
// and sent only to the two calls that need it. A cookie has one Path, so it is set once for each.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@/schemas/session-hint';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATHS = [
  '/v3/store/customer/refresh',
  '/v3/store/customer/sign-out',
] as const;

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Secure everywhere but on a developer's own machine (browsers drop Secure cookies on http). */
export function isLocalRequest(c: Context): boolean {
  const host = new URL(c.req.url).hostname;
  return localHosts.has(host) || host.endsWith('.localhost');
}

export function setRefreshCookie(c: Context, token: string, expiresAt: Date, now: Date): void {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000));
  for (const path of REFRESH_COOKIE_PATHS) {
    setCookie(c, REFRESH_COOKIE, token, {
      path,
      httpOnly: true,
      sameSite: 'Lax',
      secure: !isLocalRequest(c),
      maxAge,
    });
  }
  // Readable by page requests (not HttpOnly): only a hint for the route guards, no token.
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'Lax',
    secure: !isLocalRequest(c),
    maxAge,
  });
}

export function clearRefreshCookie(c: Context): void {
  for (const path of REFRESH_COOKIE_PATHS) {
    deleteCookie(c, REFRESH_COOKIE, {
      path,
      secure: !isLocalRequest(c),
      httpOnly: true,
      sameSite: 'Lax',
    });
  }
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, {
    path: '/',
    secure: !isLocalRequest(c),
    sameSite: 'Lax',
  });
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

/** The PKCE verifier of a social sign-in in progress, one cookie per provider. */
export const oauthCookieName = (provider: string) => `oauth_${provider}`;
export const OAUTH_COOKIE_PATH = '/v3/store/customer';
