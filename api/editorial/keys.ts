// Editorial query keys (rules §7 "Other"): rolling banners, the FAQ and the art fair.
import type { Language } from '@/schemas/dto';
import { contextKey, type CatalogueQueryContext } from '../query-context';

export const editorialKeys = {
  all: () => ['editorial'] as const,
  banners: (language: Language) => [...editorialKeys.all(), 'banners', language] as const,
  faqs: (language: Language) => [...editorialKeys.all(), 'faq', language] as const,
  fair: (id: string, context: CatalogueQueryContext) =>
    [...editorialKeys.all(), 'fair', id, ...contextKey(context)] as const,
};

/** Banners and the FAQ change rarely: fresh for a minute. */
export const EDITORIAL_STALE_TIME = 60_000;
