import { describe, expect, it } from 'vitest';
import {
  clearAccessToken,
  createAppStore,
  languageFromLocale,
  selectCurrency,
  selectLoginState,
  setAccessToken,
} from './app-store';

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
});
