// @vitest-environment node
// On the server a query client lives for one request (getServerSideProps): its queries never
// start garbage-collection timers, as in React Query.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from './query-cache';

afterEach(() => vi.useRealTimers());

describe('the query cache on the server', () => {
  it('starts no timers for the queries it holds', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 10_000 } } });
    client.setQueryData(['app', 'init'], { ok: true });
    await client.prefetchQuery({ queryKey: ['artworks', 'detail'], queryFn: () => 'work' });
    expect(vi.getTimerCount()).toBe(0);
    expect(client.getQueryData(['artworks', 'detail'])).toBe('work');
  });
});
