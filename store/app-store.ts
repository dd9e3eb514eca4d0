// Client state only (architecture §3): the access token and login check, the visitor's stored
// currency preference, the language and the device class. Server data lives in React Query
// (api/<resource>/).
import { decodeJwt } from 'jose';
import { effectiveCurrency, type CurrencyCode } from '@/rules/money';
import type { Language } from '@/schemas/dto';

export interface AppState {
  /** Kept in memory only; the refresh token lives in an HttpOnly cookie. */
  accessToken: string | null;
  /**
   * When, on this browser's clock, the token stops being sent (a refresh goes first): its own
   * lifetime counted from when it arrived, so a wrong clock cannot make every token look expired.
   * Null for no token or one whose lifetime cannot be read (the server judges it).
   */
  accessTokenDeadline: number | null;
  /** False until the automatic login check (refresh on first load) has ended. */
  loginCheckEnded: boolean;
  /** The raw `Currency` cookie value, before the locale rule is applied. */
  storedCurrency: CurrencyCode | null;
  language: Language;
  /** Detected from the user agent on the server. */
  isMobile: boolean;
}

export type LoginState = boolean | undefined;

export interface AppStore {
  getState(): AppState;
  /**
   * The state the store was created with: what the server rendered the page with, and so what
   * React must hydrate with, also for parts whose code arrives after the state has moved on.
   */
  getInitialState(): AppState;
  setState(patch: Partial<AppState>): void;
  subscribe(listener: () => void): () => void;
}

export function createAppStore(initial: Partial<AppState> = {}): AppStore {
  let state: AppState = {
    accessToken: null,
    accessTokenDeadline: null,
    loginCheckEnded: false,
    storedCurrency: null,
    language: 'en',
    isMobile: false,
    ...initial,
  };
  const initialState = state;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    getInitialState: () => initialState,
    setState(patch) {
      const next = { ...state, ...patch };
      const changed = (Object.keys(patch) as (keyof AppState)[]).some((k) => next[k] !== state[k]);
      if (!changed) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** rules §4: language is ko for the Korean locale and en for anything else. */
export function languageFromLocale(locale: string | undefined): Language {
  return locale === 'ko' ? 'ko' : 'en';
}

/** rules §4: undefined until the automatic login check ends; true while a token exists. */
export function selectLoginState(state: AppState): LoginState {
  if (state.accessToken) return true;
  return state.loginCheckEnded ? false : undefined;
}

/** The currency prices are shown in: KRW in Korean, else the stored choice or USD. */
export function selectCurrency(state: AppState): CurrencyCode {
  return effectiveCurrency(state.language, state.storedCurrency);
}

/** A token is refreshed this long before its end, or a tenth of its life if that is shorter. */
const ACCESS_TOKEN_MARGIN_MS = 15_000;

/** The deadline of a token that arrives `now`: `exp − iat` later, less the margin. */
export function accessTokenDeadline(token: string, now: number): number | null {
  try {
    const { exp, iat } = decodeJwt(token);
    if (typeof exp !== 'number' || typeof iat !== 'number' || exp <= iat) return null;
    const lifetime = (exp - iat) * 1000;
    return now + lifetime - Math.min(ACCESS_TOKEN_MARGIN_MS, lifetime / 10);
  } catch {
    return null;
  }
}

/** The token a request may carry: present and before its deadline (rules §4). */
export function selectUsableAccessToken(state: AppState, now = Date.now()): string | null {
  const { accessToken, accessTokenDeadline: deadline } = state;
  if (!accessToken || (deadline !== null && now >= deadline)) return null;
  return accessToken;
}

/** Setting a token (or learning there is none) ends the automatic login check. */
export function setAccessToken(store: AppStore, token: string | null, now = Date.now()): void {
  store.setState({
    accessToken: token,
    accessTokenDeadline: token ? accessTokenDeadline(token, now) : null,
    loginCheckEnded: true,
  });
}

export function clearAccessToken(store: AppStore): void {
  setAccessToken(store, null);
}

/*
 * The store the browser uses. Each render of the app (one per request on the server) creates its
 * own store; in the browser the one App instance registers it here so that code outside React
 * (the HTTP client's interceptors) reads the same token, language and currency.
 */
let activeStore: AppStore = createAppStore();

export function activateStore(store: AppStore): void {
  activeStore = store;
}

export function getActiveStore(): AppStore {
  return activeStore;
}
