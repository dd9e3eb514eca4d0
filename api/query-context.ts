// What every catalogue query carries: the visitor's language (text is localised on the server)
// and currency (prices are converted on the server). Keys include both, so a preference change
// never shows a cached answer in the old language or currency.
import { useQueryClient } from '@tanstack/react-query';
import { selectCurrency } from '@/store/app-store';
import { useAppStore } from '@/store/app-store-context';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';

export interface CatalogueQueryContext {
  language: Language;
  currency: CurrencyCode;
}

/** What a fetcher accepts besides its arguments: React Query's signal, so a dropped query aborts. */
export interface FetchOptions {
  signal?: AbortSignal;
}

export function catalogueHeaders({ language, currency }: CatalogueQueryContext) {
  return { 'Accept-Language': language, 'x-currency': currency };
}

export const contextKey = ({ language, currency }: CatalogueQueryContext) =>
  [language, currency] as const;

/** The language and currency of the visitor, read from the client store. */
export function useCatalogueContext(): CatalogueQueryContext {
  return {
    language: useAppStore((state) => state.language),
    currency: useAppStore(selectCurrency),
  };
}

/**
 * After a language or currency change every cached answer is read again (rules §2/§4): texts
 * and prices depend on both, and so may answers not keyed by them (the customer's, the cart's).
 */
export function useRefetchAfterPreferences(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}
