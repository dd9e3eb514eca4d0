import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { dehydrate, type DehydratedState } from './hydration';
import { HydrationBoundary } from './hydration-boundary';
import { queryOptions, type QueryClient } from './query-cache';
import { QueryClientProvider } from './query-client-provider';
import { useQuery } from './use-query';

const artwork = (fetch: () => Promise<{ title: string }>) =>
  queryOptions({
    queryKey: ['artworks', 'detail', 'moon-jar', 'en', 'usd'] as const,
    queryFn: fetch,
  });

function ArtworkTitle({ fetch }: { fetch: () => Promise<{ title: string }> }) {
  const { data, isFetching } = useQuery(artwork(fetch));
  return <h1 aria-busy={isFetching}>{data?.title ?? 'Loading'}</h1>;
}

function App({
  client,
  state,
  fetch,
}: {
  client: QueryClient;
  state?: DehydratedState;
  fetch: () => Promise<{ title: string }>;
}) {
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>
        <ArtworkTitle fetch={fetch} />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** getServerSideProps: prefetch, dehydrate, and through JSON as Next sends page props. */
async function serverProps(title: string): Promise<DehydratedState> {
  const server = createQueryClient();
  await server.prefetchQuery(artwork(async () => ({ title })));
  return JSON.parse(JSON.stringify(dehydrate(server)));
}

afterEach(() => vi.restoreAllMocks());

describe('server-side rendering with prefetched queries', () => {
  it('renders the prefetched data on the server and hydrates the same markup without a warning or a fetch', async () => {
    const state = await serverProps('Moon Jar');
    const fetch = vi.fn(async () => ({ title: 'fetched in the browser' }));
    const html = renderToString(<App client={createQueryClient()} state={state} fetch={fetch} />);
    expect(html).toContain('Moon Jar');
    expect(html).toContain('aria-busy="false"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <App client={createQueryClient()} state={state} fetch={fetch} />);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    expect(fetch).not.toHaveBeenCalled();
    container.remove();
  });

  it('renders a query nothing prefetched as loading on both sides', async () => {
    const fetch = vi.fn(() => new Promise<{ title: string }>(() => {}));
    const html = renderToString(<App client={createQueryClient()} fetch={fetch} />);
    expect(html).toContain('Loading');
    expect(html).toContain('aria-busy="true"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes newer data from the next page props on client navigation, never older', async () => {
    const client = createQueryClient();
    const fetch = vi.fn(() => new Promise<{ title: string }>(() => {}));
    const first = await serverProps('Moon Jar');
    const view = render(<App client={client} state={first} fetch={fetch} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Moon Jar');

    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await serverProps('Moon Jar (restored)');
    view.rerender(<App client={client} state={newer} fetch={fetch} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Moon Jar (restored)');

    view.rerender(<App client={client} state={first} fetch={fetch} />);
    expect(screen.getByRole('heading')).toHaveTextContent('Moon Jar (restored)');
  });
});
