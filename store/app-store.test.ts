import { describe, expect, it } from 'vitest';
import {
  accessTokenDeadline,
  clearAccessToken,
  createAppStore,
  languageFromLocale,
  selectCurrency,
  selectLoginState,
  selectUsableAccessToken,
  setAccessToken,
} from './app-store';

/** A token as the server signs it (the signature is not the client's to check). */
const accessToken = (iat: number, exp: number) =>
  [
    { alg: 'HS256', typ: 'at+jwt' },
    { sub: 'cus_1', sid: 'ses_1', iat, exp },
  ]
    .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
    .concat('signature')
    .join('.');

describe('client state (rules §4)', () => {
  it('has an unknown login state until the automatic login check ends', () => {
    const store = createAppStore();
    expect(selectLoginState(store.getState())).toBeUndefined();
    store.setState({ loginCheckEnded: true });
    expect(selectLoginState(store.getState())).toBe(false);
  });

  it('is logged in while an access token exists; setting one ends the check', () => {
    const store = createAppStore();
    setAccessToken(store, 'token');
    expect(store.getState().loginCheckEnded).toBe(true);
    expect(selectLoginState(store.getState())).toBe(true);
    clearAccessToken(store);
    expect(selectLoginState(store.getState())).toBe(false);
  });

  it('derives the language from the locale: ko for Korean, en otherwise', () => {
    expect(languageFromLocale('ko')).toBe('ko');
    expect(languageFromLocale('en')).toBe('en');
    expect(languageFromLocale(undefined)).toBe('en');
    expect(languageFromLocale('fr')).toBe('en');
  });

  it('defaults to KRW in Korean and USD otherwise', () => {
    expect(selectCurrency(createAppStore({ language: 'ko' }).getState())).toBe('krw');
    expect(selectCurrency(createAppStore({ language: 'en' }).getState())).toBe('usd');
  });

  it('overrides a stored non-KRW currency to KRW in Korean', () => {
    expect(
      selectCurrency(createAppStore({ language: 'ko', storedCurrency: 'eur' }).getState()),
    ).toBe('krw');
    expect(
      selectCurrency(createAppStore({ language: 'en', storedCurrency: 'eur' }).getState()),
    ).toBe('eur');
  });

  it('notifies subscribers only on real changes', () => {
    const store = createAppStore();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.setState({ language: 'en' });
    store.setState({ language: 'ko' });
    expect(calls).toBe(1);
  });

  it('stops sending a token 15 s before the end of its life, counted from its arrival', () => {
    const arrived = 1_000_000;
    const tenMinutes = accessToken(100, 100 + 600);
    expect(accessTokenDeadline(tenMinutes, arrived)).toBe(arrived + 600_000 - 15_000);
    const store = createAppStore();
    setAccessToken(store, tenMinutes, arrived);
    expect(selectUsableAccessToken(store.getState(), arrived + 584_999)).toBe(tenMinutes);
    expect(selectUsableAccessToken(store.getState(), arrived + 585_000)).toBeNull();
    expect(selectLoginState(store.getState())).toBe(true);
  });

  it("is not fooled by a browser clock hours away from the server's", () => {
    // Signed in 1970 by the server's clock: still ten minutes of life on this browser's.
    const token = accessToken(0, 600);
    const store = createAppStore();
    setAccessToken(store, token, Date.now());
    expect(selectUsableAccessToken(store.getState())).toBe(token);
  });

  it('leaves a token whose life it cannot read to the server, and a short life a tenth margin', () => {
    const store = createAppStore();
    setAccessToken(store, 'opaque', 0);
    expect(store.getState().accessTokenDeadline).toBeNull();
    expect(selectUsableAccessToken(store.getState(), Number.MAX_SAFE_INTEGER)).toBe('opaque');
    expect(accessTokenDeadline(accessToken(0, 60), 0)).toBe(54_000);
    clearAccessToken(store);
    expect(selectUsableAccessToken(store.getState())).toBeNull();
  });
});
