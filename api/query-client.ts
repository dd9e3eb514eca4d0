// One place for the query cache's defaults (SPEC §9), used by the browser app and by SSR prefetch:
// refetch on window focus, stale after 5 s, dropped 10 s after the last observer leaves. The
// cache never retries (api/query/, ADR 0012).
import { QueryClient } from '@/api/query/query-cache';

const SECOND = 1000;

export const queryDefaults = {
  refetchOnWindowFocus: true,
  staleTime: 5 * SECOND,
  gcTime: 10 * SECOND,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...queryDefaults } } });
}
