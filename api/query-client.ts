// One place for React Query's defaults (rules §9), used by the browser app and by SSR prefetch:
// refetch on window focus, stale after 5 s, dropped 10 s after the last observer leaves, and
// no retries (a failed call has already shown its toast).
import { QueryClient } from '@tanstack/react-query';

const SECOND = 1000;

export const queryDefaults = {
  refetchOnWindowFocus: true,
  staleTime: 5 * SECOND,
  gcTime: 10 * SECOND,
  retry: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults }, mutations: { retry: false } },
  });
}
