// @vitest-environment node
// On the server useQuery hands out the result the browser's first render starts with, without
// an observer subscribed to the cache.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QueryClient } from './query-cache';
import { QueryClientProvider } from './query-client-provider';
import { useQuery } from './use-query';

function Status({ queryKey }: { queryKey: string[] }) {
  const { data, status, isLoading, fetchStatus } = useQuery({
    queryKey,
    queryFn: () => 'fetched',
  });
  return <p>{[status, String(isLoading), fetchStatus, data ?? '-'].join(' ')}</p>;
}

const render = (client: QueryClient, queryKey: string[]) =>
  renderToString(
    <QueryClientProvider client={client}>
      <Status queryKey={queryKey} />
    </QueryClientProvider>,
  );

describe('useQuery on the server', () => {
  it('renders fresh prefetched data as a success, with nothing to fetch', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 5_000 } } });
    client.setQueryData(['artworks', 'detail'], 'prefetched');
    expect(render(client, ['artworks', 'detail'])).toBe('<p>success false idle prefetched</p>');
  });

  it('renders a query without data as loading, as the browser will before it fetches', () => {
    expect(render(new QueryClient(), ['artworks', 'rail'])).toBe('<p>pending true fetching -</p>');
  });
});
