import type { CatalogueQueryContext } from '@/api/artists';
import { useCurrency, useLanguage } from './use-preferences';

/** The language and currency every catalogue query key carries. */
export function useCatalogueContext(): CatalogueQueryContext {
  return { language: useLanguage(), currency: useCurrency() };
}
