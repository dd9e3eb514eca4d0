// What every page receives from getPageProps, read by pages/_app.tsx.
import type { DehydratedState } from '@tanstack/react-query';
import type { CurrencyCode } from '@/rules/money';
import type { SSRConfig } from 'next-i18next/pages';

export interface AppPageProps extends SSRConfig {
  dehydratedState?: DehydratedState;
  /** Mobile device by user agent. */
  isMobile?: boolean;
  /** The Currency cookie as the server saw it (the locale rule is applied on read). */
  storedCurrency?: CurrencyCode | null;
  /** The visit is a web view (its session cookie, middleware.ts): no header or footer. */
  webView?: boolean;
  /** The public origin (ssr/site-origin.ts), for canonical, hreflang and Open Graph URLs. */
  origin?: string;
  /** The pre-access gate is on (rules §4; app initialisation's `pre_access`). */
  preAccess?: boolean;
}
