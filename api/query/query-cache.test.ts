import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { dehydrate, hydrate } from './hydration';
import { hashKey, queryOptions, QueryClient, type QueryFunctionContext } from './query-cache';

/** A request the test answers by hand, recording what the queryFn was given. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const list = (order: string) =>
  queryOptions({
    queryKey: ['artworks', 'list', { order, limit: 20 }, 'en', 'usd'] as const,
    queryFn: () => Promise.resolve({ order, artworks: [] as string[] }),
  });

describe('query keys', () => {
  it('hash objects alike whatever the order of their keys', () => {
    expect(hashKey(['artworks', { limit: 20, order: 'newest' }])).toBe(
      hashKey(['artworks', { order: 'newest', limit: 20 }]),
    );
    const client = new QueryClient();
    client.setQueryData(['artworks', { limit: 20, order: 'newest' }], 'cached');
    expect(client.getQueryData(['artworks', { order: 'newest', limit: 20 }])).toBe('cached');
  });

  it('hash as React Query does, so dehydrated state keeps its shape', () => {
    expect(hashKey(['a', { b: 1, a: [2, { d: 1, c: 0 }] }])).toBe(
      '["a",{"a":[2,{"c":0,"d":1}],"b":1}]',
    );
  });

  it('carry the data type of queryOptions into getQueryData and setQueryData', () => {
    const client = new QueryClient();
    const { queryKey } = list('newest');
    client.setQueryData(queryKey, { order: 'newest', artworks: ['moon-jar'] });
    const artworks: string[] | undefined = client.getQueryData(queryKey)?.artworks;
    expect(artworks).toEqual(['moon-jar']);
    client.setQueryData(queryKey, (old) => old && { ...old, artworks: [...old.artworks, 'x'] });
    expect(client.getQueryData(queryKey)?.artworks).toEqual(['moon-jar', 'x']);
  });
});

describe('freshness and garbage collection (SPEC §9)', () => {
  it('serves cached data for 5 s after a fetch, then fetches again', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('answer'));
    await client.fetchQuery({ queryKey: ['app'], queryFn });
    vi.advanceTimersByTime(4_999);
    await client.fetchQuery({ queryKey: ['app'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await client.fetchQuery({ queryKey: ['app'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('lets a query ask for a longer freshness than the default', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.resolve('banners'));
    await client.fetchQuery({ queryKey: ['banners'], queryFn, staleTime: 60_000 });
    vi.advanceTimersByTime(9_000);
    await client.fetchQuery({ queryKey: ['banners'], queryFn, staleTime: 60_000 });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('drops a query nobody observes 10 s after it was last written', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['app'], queryFn: () => 'answer' });
    vi.advanceTimersByTime(9_999);
    expect(client.getQueryData(['app'])).toBe('answer');
    vi.advanceTimersByTime(1);
    expect(client.getQueryData(['app'])).toBeUndefined();
  });

  it('keeps a query as long as the longest gcTime asked for', async () => {
    const client = createQueryClient();
    await client.prefetchQuery({ queryKey: ['init'], queryFn: () => 'init', gcTime: 86_400_000 });
    vi.advanceTimersByTime(3_600_000);
    expect(client.getQueryData(['init'])).toBe('init');
  });

  it('never retries a failed fetch', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new Error('Request failed with status code 500')));
    await expect(client.fetchQuery({ queryKey: ['app'], queryFn })).rejects.toThrow('500');
    expect(client.getQueryState(['app'])).toMatchObject({ status: 'error', fetchStatus: 'idle' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('fetching', () => {
  it('sends one request for a key however many ask for it at once', async () => {
    const client = createQueryClient();
    const answer = deferred<string>();
    const queryFn = vi.fn(() => answer.promise);
    const first = client.fetchQuery({ queryKey: ['app'], queryFn });
    const second = client.fetchQuery({ queryKey: ['app'], queryFn });
    answer.resolve('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('passes the key and an AbortSignal, aborted when a newer fetch replaces the request', async () => {
    const client = createQueryClient();
    client.setQueryData(['app'], 'old');
    const contexts: QueryFunctionContext[] = [];
    const answers = [deferred<string>(), deferred<string>()];
    const queryFn = (context: QueryFunctionContext) => answers[contexts.push(context) - 1]!.promise;
    const first = client.fetchQuery({ queryKey: ['app'], queryFn, staleTime: 0 });
    // A refetch replaces the fetch in flight; its caller gets the newer answer.
    const refetch = client.refetchQueries({ queryKey: ['app'] });
    expect(contexts.map((c) => c.queryKey)).toEqual([['app'], ['app']]);
    expect(contexts[0]!.signal.aborted).toBe(true);
    expect(contexts[1]!.signal.aborted).toBe(false);
    answers[0]!.resolve('stale answer');
    answers[1]!.resolve('new answer');
    await refetch;
    expect(await first).toBe('new answer');
    expect(client.getQueryData(['app'])).toBe('new answer');
  });

  it('aborts a cancelled fetch and keeps the data it had', async () => {
    const client = createQueryClient();
    client.setQueryData(['app'], 'old');
    let signal: AbortSignal | undefined;
    const fetching = client.fetchQuery({
      queryKey: ['app'],
      staleTime: 0,
      queryFn: (context) => {
        signal = context.signal;
        return new Promise<string>(() => {});
      },
    });
    await client.cancelQueries({ queryKey: ['app'] });
    expect(signal?.aborted).toBe(true);
    expect(await fetching).toBe('old');
    expect(client.getQueryState(['app'])).toMatchObject({ data: 'old', fetchStatus: 'idle' });
  });

  it('keeps the previous objects when a refetch answers the same data', async () => {
    const client = createQueryClient();
    const first = await client.fetchQuery({
      queryKey: ['list'],
      queryFn: () => ({ artworks: [{ id: 1 }, { id: 2 }], count: 2 }),
    });
    vi.advanceTimersByTime(5_000);
    const second = await client.fetchQuery({
      queryKey: ['list'],
      queryFn: () => ({ artworks: [{ id: 1 }, { id: 3 }], count: 2 }),
    });
    expect(second).not.toBe(first);
    expect(second.artworks[0]).toBe(first.artworks[0]);
    expect(second.artworks[1]).toEqual({ id: 3 });
  });
});

describe('invalidation', () => {
  it('marks every query under a key prefix stale and leaves the others fresh', async () => {
    const client = createQueryClient();
    for (const options of [list('newest'), list('price_desc')]) await client.prefetchQuery(options);
    await client.prefetchQuery({ queryKey: ['artists', 'list'], queryFn: () => [] });

    await client.invalidateQueries({ queryKey: ['artworks', 'list'] });

    expect(client.getQueryState(list('newest').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(list('price_desc').queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(['artists', 'list'])?.isInvalidated).toBe(false);
  });

  it('matches object elements of a prefix by their own keys', () => {
    const client = createQueryClient();
    client.setQueryData(['artworks', 'list', { order: 'newest', limit: 20 }], 1);
    client.setQueryData(['artworks', 'list', { order: 'popular', limit: 20 }], 2);
    client.removeQueries({ queryKey: ['artworks', 'list', { order: 'newest' }] });
    expect(client.getQueryData(['artworks', 'list', { order: 'newest', limit: 20 }])).toBe(
      undefined,
    );
    expect(client.getQueryData(['artworks', 'list', { order: 'popular', limit: 20 }])).toBe(2);
  });

  it('refetches a stale query at once on the next fetchQuery', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => 'answer');
    await client.fetchQuery({ queryKey: ['app'], queryFn });
    await client.invalidateQueries();
    await client.fetchQuery({ queryKey: ['app'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('clear() empties the cache', () => {
    const client = createQueryClient();
    client.setQueryData(['a'], 1);
    client.clear();
    expect(client.getQueryData(['a'])).toBeUndefined();
  });
});

describe('dehydrate and hydrate (server-side prefetch)', () => {
  it('carries successful queries to another client, with the time they were fetched', async () => {
    const server = createQueryClient();
    await server.prefetchQuery(list('newest'));
    await server.prefetchQuery({
      queryKey: ['failing'],
      queryFn: () => Promise.reject(new Error('x')),
    });
    const state = JSON.parse(JSON.stringify(dehydrate(server)));
    expect(state.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([
      list('newest').queryKey,
    ]);

    vi.advanceTimersByTime(2_000);
    const browser = createQueryClient();
    hydrate(browser, state);
    expect(browser.getQueryData(list('newest').queryKey)).toEqual({
      order: 'newest',
      artworks: [],
    });
    // Fetched 2 s ago on the server: fresh for 3 s more.
    expect(browser.getQueryState(list('newest').queryKey)?.dataUpdatedAt).toBe(Date.now() - 2_000);
  });

  it('never overwrites data the browser fetched later', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['app'], queryFn: () => 'from the server' });
    const state = dehydrate(server);
    vi.advanceTimersByTime(1_000);
    const browser = createQueryClient();
    browser.setQueryData(['app'], 'newer in the browser');
    hydrate(browser, state);
    expect(browser.getQueryData(['app'])).toBe('newer in the browser');
  });
});
