// The device cookie of sign-in throttling (ADR 0046): HttpOnly, sent only to the sign-in call.
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { tokenRules } from '@/rules/account-limits';
import { secureCookies } from './refresh-cookie';

export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_PATH = '/v3/store/customer/sign-in';

export function readDeviceCookie(c: Context): string | undefined {
  return getCookie(c, DEVICE_COOKIE) || undefined;
}

export function setDeviceCookie(c: Context, token: string): void {
  setCookie(c, DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: secureCookies(c),
    maxAge: tokenRules.deviceCookieMaxAgeSeconds,
  });
}
