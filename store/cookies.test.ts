import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from './cookies';

afterEach(() => {
  for (const name of ['Currency', 'NEXT_LOCALE', 'note']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('preference cookies', () => {
  it('writes and reads back values, encoded', () => {
    writeCookie('Currency', 'eur', { path: '/', expires: 365, sameSite: 'lax' });
    writeCookie('note', '푸른 하늘; =', { expires: 1 });
    expect(readCookie('Currency')).toBe('eur');
    expect(readCookie('note')).toBe('푸른 하늘; =');
    expect(readCookie('NEXT_LOCALE')).toBeUndefined();
  });

  it('does not mistake one name for the end of another', () => {
    writeCookie('NEXT_LOCALE', 'ko');
    expect(readCookie('LOCALE')).toBeUndefined();
    expect(readCookie('NEXT_LOCALE')).toBe('ko');
  });
});
