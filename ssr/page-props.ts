// What every page receives from getPageProps, read by pages/_app.tsx.
import type { DehydratedState } from '@tanstack/react-query';
import type { SSRConfig } from 'next-i18next/pages';
import type { CurrencyCode } from '@/schemas/money';

export interface AppPageProps extends SSRConfig {
  dehydratedState?: DehydratedState;
  /** Mobile device by user agent. */
  isMobile?: boolean;
  /** The Currency cookie as the server saw it (the locale rule is applied on read). */
  storedCurrency?: CurrencyCode | null;
}
