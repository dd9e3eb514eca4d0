// What a request says about its visitor: language (Accept-Language or ?lang), currency
// (x-currency header or Currency cookie, with rules §4's Korean-means-KRW rule) and address.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { RequestMeta } from '../workflows/customer-context';
import type { Language } from '@/schemas/dto';
import { effectiveCurrency, type CurrencyCode } from '@/rules/money';

export function requestLanguage(c: Context): Language {
  const explicit = c.req.query('lang');
  if (explicit === 'ko' || explicit === 'en') return explicit;
  const header = c.req.header('accept-language');
  return header?.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

export function requestCurrency(c: Context): CurrencyCode {
  const stored = c.req.header('x-currency') ?? getCookie(c, 'Currency');
  return effectiveCurrency(requestLanguage(c), stored);
}

/**
 * The client's address: the socket's, or behind `trustProxy` proxies the entry of
 * X-Forwarded-For that the nearest trusted proxy saw (entries left of it are the client's
 * own claims and are not believed).
 */
export function clientIp(c: Context, trustProxy: number): string {
  if (trustProxy > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const index = hops.length - trustProxy;
    if (hops.length && index >= 0) return hops[index]!;
    if (hops.length) return hops[0]!;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // called without a socket (app.request in a test)
  }
}

/** Who is asking, for the customer workflows (rate limits, sessions, e-mail language). */
export function requestMeta(c: Context, trustProxy: number): RequestMeta {
  return {
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header('user-agent') ?? null,
    language: requestLanguage(c),
  };
}
