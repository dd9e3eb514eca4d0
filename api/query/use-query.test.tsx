import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  type QueryClient,
  type QueryFunctionContext,
} from './query-cache';
import { QueryClientProvider } from './query-client-provider';
import { useQueries } from './use-queries';
import { useQuery } from './use-query';

/** The catalogue as the browser sees it: answers are counted and may be held back. */
function catalogue() {
  const requests: { key: string; signal: AbortSignal }[] = [];
  let held: Promise<void> | undefined;
  let release = () => {};
  let failing = false;
  return {
    requests,
    /** Requests wait until release() until this is called again with false. */
    hold(on = true) {
      held = on ? new Promise((resolve) => (release = resolve)) : undefined;
      if (!on) release();
    },
    release: () => release(),
    fail: () => (failing = true),
    list: (order: string) =>
      queryOptions({
        queryKey: ['artworks', 'list', { order }] as const,
        queryFn: async ({ queryKey, signal }: QueryFunctionContext) => {
          requests.push({ key: order, signal });
          await held;
          if (failing) throw new Error('Request failed with status code 500');
          return { order, titles: [`${order} 1`, `${order} 2`], asked: queryKey.length };
        },
      }),
  };
}

/** Lets fetches answer and React render what they answered. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function renderWith(ui: ReactNode, client: QueryClient = createQueryClient()) {
  const view = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return {
    client,
    ...view,
    rerender: (next: ReactNode) =>
      view.rerender(<QueryClientProvider client={client}>{next}</QueryClientProvider>),
  };
}

const focusWindow = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('focus'));
  });

let api: ReturnType<typeof catalogue>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  api = catalogue();
});
afterEach(() => {
  vi.useRealTimers();
});

function Works({ order, onRender }: { order: string; onRender?: () => void }) {
  const { data, isPending } = useQuery(api.list(order));
  onRender?.();
  return isPending ? (
    <p>Loading</p>
  ) : (
    <ul>
      {data?.titles.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

describe('useQuery', () => {
  it('shows the data of its key once fetched, with one request for every component of the key', async () => {
    renderWith(
      <>
        <Works order="newest" />
        <Works order="newest" />
      </>,
    );
    expect(screen.getAllByText('Loading')).toHaveLength(2);
    await settle();
    expect(screen.getAllByText('newest 1')).toHaveLength(2);
    expect(api.requests).toHaveLength(1);
  });

  it('passes the key to the queryFn', async () => {
    function Asked() {
      const { data } = useQuery(api.list('newest'));
      return <p>{data?.asked}</p>;
    }
    renderWith(<Asked />);
    await settle();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('shows a failed fetch as an error, without retrying', async () => {
    api.fail();
    function Failing() {
      const { error, isError, status } = useQuery(api.list('newest'));
      return <p>{isError ? `${status}: ${error?.message}` : status}</p>;
    }
    renderWith(<Failing />);
    await settle();
    await wait(60_000);
    expect(screen.getByText('error: Request failed with status code 500')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });
});

describe('refetch on window focus (SPEC §9)', () => {
  it('refetches a query on screen once it is 5 s old, once for both focus events', async () => {
    renderWith(<Works order="newest" />);
    await settle();
    await wait(4_999);
    await focusWindow();
    expect(api.requests).toHaveLength(1);
    await wait(1);
    await focusWindow();
    expect(api.requests).toHaveLength(2);
  });

  it('leaves alone queries no component shows', async () => {
    const view = renderWith(<Works order="newest" />);
    await settle();
    view.rerender(<p>elsewhere</p>);
    await wait(5_000);
    await focusWindow();
    expect(api.requests).toHaveLength(1);
  });

  it('does not refetch while the page is hidden', async () => {
    renderWith(<Works order="newest" />);
    await settle();
    await wait(5_000);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    visibility.mockRestore();
    expect(api.requests).toHaveLength(1);
  });
});

describe('caching (SPEC §9)', () => {
  it('shows cached data at once when a component of the key mounts again within 10 s', async () => {
    const view = renderWith(<Works order="newest" />);
    await settle();
    view.rerender(<p>elsewhere</p>);
    await wait(9_999);
    view.rerender(<Works order="newest" />);
    expect(screen.getByText('newest 1')).toBeInTheDocument();
    // Older than 5 s: shown, and fetched again in the background.
    await settle();
    expect(api.requests).toHaveLength(2);
  });

  it('forgets a query 10 s after its last component unmounts', async () => {
    const view = renderWith(<Works order="newest" />);
    await settle();
    view.rerender(<p>elsewhere</p>);
    await wait(9_999);
    expect(view.client.getQueryData(api.list('newest').queryKey)).toBeDefined();
    await wait(1);
    expect(view.client.getQueryData(api.list('newest').queryKey)).toBeUndefined();
    view.rerender(<Works order="newest" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('does not refetch on mount while the data is fresh', async () => {
    const view = renderWith(<Works order="newest" />);
    await settle();
    view.rerender(
      <>
        <Works order="newest" />
        <Works order="newest" />
      </>,
    );
    await settle();
    expect(api.requests).toHaveLength(1);
  });
});

describe('placeholder data', () => {
  function FilteredWorks({ order }: { order: string }) {
    const { data, isFetching, isPlaceholderData } = useQuery({
      ...api.list(order),
      placeholderData: keepPreviousData,
    });
    return (
      <ul aria-busy={isFetching} data-stale={isPlaceholderData || undefined}>
        {data?.titles.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    );
  }

  it('keeps the previous list on screen, marked, while a new filter loads', async () => {
    const view = renderWith(<FilteredWorks order="newest" />);
    await settle();
    api.hold();
    view.rerender(<FilteredWorks order="popular" />);
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('newest 1');
    expect(list).toHaveAttribute('data-stale', 'true');
    expect(list).toHaveAttribute('aria-busy', 'true');
    api.hold(false);
    await settle();
    expect(list).toHaveTextContent('popular 1');
    expect(list).not.toHaveAttribute('data-stale');
    expect(list).toHaveAttribute('aria-busy', 'false');
  });

  it('takes a function of the previous data, e.g. to keep only the same artwork', async () => {
    function Titles({ order }: { order: string }) {
      const { data } = useQuery({
        ...api.list(order),
        placeholderData: (previous) => (previous?.order === 'newest' ? previous : undefined),
      });
      return <p>{data?.titles.join(', ') ?? 'nothing yet'}</p>;
    }
    const view = renderWith(<Titles order="newest" />);
    await settle();
    api.hold();
    view.rerender(<Titles order="popular" />);
    expect(screen.getByText('newest 1, newest 2')).toBeInTheDocument();
    view.rerender(<Titles order="oldest" />);
    expect(screen.getByText('newest 1, newest 2')).toBeInTheDocument();
    api.hold(false);
    await settle();
    expect(screen.getByText('oldest 1, oldest 2')).toBeInTheDocument();
  });
});

describe('disabled queries', () => {
  function Maybe({ order, mode }: { order?: string; mode: 'enabled' | 'skipToken' }) {
    const options = api.list(order ?? '');
    const result = useQuery(
      mode === 'enabled'
        ? { ...options, enabled: Boolean(order) }
        : { ...options, queryFn: order ? options.queryFn : skipToken },
    );
    return (
      <p>
        {result.status} {result.fetchStatus} {result.data?.titles[0]}
      </p>
    );
  }

  it.each(['enabled', 'skipToken'] as const)(
    'fetch nothing until they can (%s), then fetch',
    async (mode) => {
      const view = renderWith(<Maybe mode={mode} />);
      await settle();
      await wait(5_000);
      await focusWindow();
      expect(screen.getByText('pending idle')).toBeInTheDocument();
      expect(api.requests).toHaveLength(0);
      view.rerender(<Maybe mode={mode} order="newest" />);
      expect(screen.getByText('pending fetching')).toBeInTheDocument();
      await settle();
      expect(screen.getByText('success idle newest 1')).toBeInTheDocument();
      expect(api.requests).toHaveLength(1);
    },
  );
});

describe('rendering', () => {
  it('renders a component again only when a field it reads changes', async () => {
    const dataOnly = vi.fn();
    const withFetching = vi.fn();
    function Busy() {
      const { isFetching } = useQuery(api.list('newest'));
      withFetching();
      return <p>{String(isFetching)}</p>;
    }
    renderWith(
      <>
        <Works order="newest" onRender={dataOnly} />
        <Busy />
      </>,
    );
    await settle();
    dataOnly.mockClear();
    withFetching.mockClear();

    // A focus refetch that answers the same data: only isFetching changes, twice.
    await wait(5_000);
    await focusWindow();
    await settle();
    expect(api.requests).toHaveLength(2);
    expect(dataOnly).not.toHaveBeenCalled();
    expect(withFetching).toHaveBeenCalledTimes(2);
  });

  it('refetch() fetches again and resolves with the new result', async () => {
    function Refetching() {
      const { data, refetch } = useQuery(api.list('newest'));
      const [refetched, setRefetched] = useState('');
      return (
        <button onClick={() => refetch().then((result) => setRefetched(result.data!.order))}>
          {data?.order} {refetched}
        </button>
      );
    }
    renderWith(<Refetching />);
    await settle();
    fireEvent.click(screen.getByRole('button'));
    await settle();
    expect(screen.getByRole('button')).toHaveTextContent('newest newest');
    expect(api.requests).toHaveLength(2);
  });
});

describe('invalidation from a component', () => {
  it('refetches the lists on screen under the prefix and not other keys', async () => {
    const other = vi.fn(() => Promise.resolve('artists'));
    function Artists() {
      const { data } = useQuery({ queryKey: ['artists', 'list'], queryFn: other });
      return <p>{data}</p>;
    }
    const view = renderWith(
      <>
        <Works order="newest" />
        <Artists />
      </>,
    );
    await settle();
    await act(() => view.client.invalidateQueries({ queryKey: ['artworks'] }));
    expect(api.requests).toHaveLength(2);
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe('useQueries', () => {
  function Shelves() {
    const [orders, setOrders] = useState(['newest']);
    const results = useQueries({ queries: orders.map((order) => api.list(order)) });
    return (
      <>
        <button onClick={() => setOrders([...orders, 'popular'])}>More</button>
        {results.map((result, i) => (
          <p key={orders[i]}>{result.data?.titles[0] ?? 'loading'}</p>
        ))}
      </>
    );
  }

  it('gives one result per query, in order, as the list grows', async () => {
    renderWith(<Shelves />);
    await settle();
    expect(screen.getByText('newest 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await settle();
    expect(screen.getAllByText(/ 1$/).map((p) => p.textContent)).toEqual(['newest 1', 'popular 1']);
    expect(api.requests.map((r) => r.key)).toEqual(['newest', 'popular']);
  });
});
