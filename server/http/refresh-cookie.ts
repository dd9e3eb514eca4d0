// The refresh token's cookie: HttpOnly, SameSite=Lax, Secure when the request came over https
// (ADR 0045), and sent only to the two calls that need it. A cookie has one Path, so it is set
// once for each.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@/schemas/session-hint';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATHS = [
  '/v3/store/customer/refresh',
  '/v3/store/customer/sign-out',
] as const;

/**
 * Secure by the request's scheme (its socket's, or a trusted proxy's X-Forwarded-Proto), never
 * by its Host, which the client writes; also on an https PUBLIC_URL (server/http/security-headers.ts).
 */
export function secureCookies(c: Context): boolean {
  return c.get('secureCookies') ?? new URL(c.req.url).protocol === 'https:';
}

export function setRefreshCookie(c: Context, token: string, expiresAt: Date, now: Date): void {
  const maxAge = Math.max(0, Math.round((expiresAt.getTime() - now.getTime()) / 1000));
  for (const path of REFRESH_COOKIE_PATHS) {
    setCookie(c, REFRESH_COOKIE, token, {
      path,
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureCookies(c),
      maxAge,
    });
  }
  // Readable by page requests (not HttpOnly): only a hint for the route guards, no token.
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'Lax',
    secure: secureCookies(c),
    maxAge,
  });
}

export function clearRefreshCookie(c: Context): void {
  for (const path of REFRESH_COOKIE_PATHS) {
    deleteCookie(c, REFRESH_COOKIE, {
      path,
      secure: secureCookies(c),
      httpOnly: true,
      sameSite: 'Lax',
    });
  }
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, {
    path: '/',
    secure: secureCookies(c),
    sameSite: 'Lax',
  });
}

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_COOKIE) || undefined;
}

/** The PKCE verifier of a social sign-in in progress, one cookie per provider. */
export const oauthCookieName = (provider: string) => `oauth_${provider}`;
export const OAUTH_COOKIE_PATH = '/v3/store/customer';
