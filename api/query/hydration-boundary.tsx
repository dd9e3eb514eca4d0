// Hydrates page props' dehydrated queries into the cache (React Query's HydrationBoundary):
// queries the cache lacks before the children render (also on the server, so the markup has the
// data), newer data for queries it has after the render commits (so no other component is
// updated mid-render). Runs again when page props change on client navigation.
import { useEffect, useMemo, type ReactNode } from 'react';
import { hashKey } from './query-cache';
import { hydrate, type DehydratedQuery, type DehydratedState } from './hydration';
import { useQueryClient } from './query-client-provider';

export function HydrationBoundary({
  state,
  children,
}: {
  state?: DehydratedState | null;
  children?: ReactNode;
}) {
  const client = useQueryClient();
  const newerForExisting = useMemo(() => {
    const missing: DehydratedQuery[] = [];
    const newer: DehydratedQuery[] = [];
    for (const dehydrated of state?.queries ?? []) {
      const existing = client.get(dehydrated.queryHash ?? hashKey(dehydrated.queryKey));
      if (!existing) missing.push(dehydrated);
      else if (existing.state.dataUpdatedAt < dehydrated.state.dataUpdatedAt)
        newer.push(dehydrated);
    }
    hydrate(client, { queries: missing });
    return newer;
  }, [client, state]);
  useEffect(() => {
    if (newerForExisting.length) hydrate(client, { queries: newerForExisting });
  }, [client, newerForExisting]);
  return children;
}
