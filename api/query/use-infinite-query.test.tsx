import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { infiniteQueryOptions } from './query-cache';
import { QueryClientProvider } from './query-client-provider';
import { useInfiniteQuery } from './use-infinite-query';

const PAGE = 2;
const works = ['Moon jar', 'Dansaekhwa', 'Ink study', 'Celadon', 'Hanji relief'];

function showWorks(fetched: number[]) {
  return infiniteQueryOptions({
    queryKey: ['exhibition', 'works', 'seoul-2026'] as const,
    queryFn: async ({ pageParam }) => {
      fetched.push(pageParam);
      return { works: works.slice(pageParam, pageParam + PAGE), offset: pageParam };
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + PAGE < works.length ? last.offset + PAGE : null),
  });
}

function ShowWorks({ fetched }: { fetched: number[] }) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteQuery(
    showWorks(fetched),
  );
  return (
    <>
      <ul>
        {data?.pages
          .flatMap((page) => page.works)
          .map((title) => (
            <li key={title}>{title}</li>
          ))}
      </ul>
      {isFetchingNextPage && <p>Loading more</p>}
      {hasNextPage && <button onClick={() => fetchNextPage()}>Show more</button>}
    </>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('useInfiniteQuery', () => {
  it('loads the first page, appends each next page, and stops after the last', async () => {
    const fetched: number[] = [];
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <ShowWorks fetched={fetched} />
      </QueryClientProvider>,
    );
    await settle();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Moon jar',
      'Dansaekhwa',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText('Loading more')).toBeInTheDocument();
    await settle();
    expect(screen.queryByText('Loading more')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(fetched).toEqual([0, 2, 4]);
    expect(client.getQueryData(showWorks([]).queryKey)?.pageParams).toEqual([0, 2, 4]);
  });

  it('refetches every loaded page from the first when invalidated', async () => {
    const fetched: number[] = [];
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <ShowWorks fetched={fetched} />
      </QueryClientProvider>,
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await settle();
    fetched.length = 0;
    await act(() => client.invalidateQueries({ queryKey: ['exhibition'] }));
    expect(fetched).toEqual([0, 2]);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('starts from pages prefetched on the server without fetching them again', async () => {
    const fetched: number[] = [];
    const client = createQueryClient();
    await client.prefetchInfiniteQuery({ ...showWorks(fetched), pages: 2 });
    render(
      <QueryClientProvider client={client}>
        <ShowWorks fetched={fetched} />
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    await settle();
    expect(fetched).toEqual([0, 2]);
  });
});
