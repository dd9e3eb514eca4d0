// The QueryClient for the components below (React Query's QueryClientProvider/useQueryClient).
// Mounting it starts refetch on window focus.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { QueryClient } from './query-cache';

const QueryClientContext = createContext<QueryClient | undefined>(undefined);

export function QueryClientProvider({
  client,
  children,
}: {
  client: QueryClient;
  children?: ReactNode;
}) {
  useEffect(() => {
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

export function useQueryClient(client?: QueryClient): QueryClient {
  const provided = useContext(QueryClientContext);
  if (client) return client;
  if (!provided) throw new Error('No QueryClient set, use QueryClientProvider to set one');
  return provided;
}
