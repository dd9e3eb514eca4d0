// What a request says about its visitor: language (Accept-Language or ?lang) and currency
// (x-currency header or Currency cookie), with SPEC §4's Korean-means-KRW rule.
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Language } from '@/schemas/dto';
import { effectiveCurrency, type CurrencyCode } from '@/schemas/money';

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
