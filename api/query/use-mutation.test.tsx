import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { queryOptions, type QueryClient } from './query-cache';
import { QueryClientProvider, useQueryClient } from './query-client-provider';
import { useMutation } from './use-mutation';
import { useQuery } from './use-query';

/** A wish list on the "server" (reads take 30 ms, adding 10 ms); adding may be made to fail. */
function wishList() {
  const saved = ['Moon jar'];
  let failNext = false;
  return {
    saved,
    failNext: () => (failNext = true),
    query: queryOptions({
      queryKey: ['wishes'] as const,
      queryFn: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return [...saved];
      },
    }),
    add: async (title: string) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (failNext) {
        failNext = false;
        throw new Error('This work can no longer be wished for');
      }
      saved.push(title);
      return title;
    },
  };
}

function Wishes({
  server,
  onAdded,
}: {
  server: ReturnType<typeof wishList>;
  onAdded?: (title: string) => void;
}) {
  const client = useQueryClient();
  const { data } = useQuery(server.query);
  const wish = useMutation({
    mutationFn: server.add,
    // Optimistic: shown at once, rolled back when the server says no.
    onMutate: async (title: string) => {
      await client.cancelQueries({ queryKey: server.query.queryKey });
      const previous = client.getQueryData(server.query.queryKey);
      client.setQueryData(server.query.queryKey, (old) => [...(old ?? []), title]);
      return { previous };
    },
    onError: (_error, _title, context) => {
      client.setQueryData(server.query.queryKey, context?.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: server.query.queryKey }),
  });
  return (
    <>
      <ul>
        {data?.map((title) => (
          <li key={title}>{title}</li>
        ))}
      </ul>
      <button onClick={() => wish.mutate('Celadon', { onSuccess: onAdded })}>Wish</button>
      <button onClick={() => wish.reset()}>Reset</button>
      <p role="status">
        {wish.status}
        {wish.isPending && ' (saving)'}
        {wish.error && `: ${wish.error.message}`}
      </p>
    </>
  );
}

const settle = (ms = 0) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
const titles = () => screen.getAllByRole('listitem').map((li) => li.textContent);

function renderWishes(server: ReturnType<typeof wishList>, onAdded?: (title: string) => void) {
  const client: QueryClient = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Wishes server={server} onAdded={onAdded} />
    </QueryClientProvider>,
  );
  return client;
}

describe('useMutation', () => {
  it('shows an optimistic update at once and keeps it when the server agrees', async () => {
    const server = wishList();
    const onAdded = vi.fn();
    renderWishes(server, onAdded);
    await settle(40);
    fireEvent.click(screen.getByRole('button', { name: 'Wish' }));
    await settle();
    expect(titles()).toEqual(['Moon jar', 'Celadon']);
    expect(screen.getByRole('status')).toHaveTextContent('pending (saving)');
    await settle(50);
    expect(screen.getByRole('status')).toHaveTextContent('success');
    expect(onAdded).toHaveBeenCalledWith(
      'Celadon',
      'Celadon',
      expect.anything(),
      expect.anything(),
    );
    expect(titles()).toEqual(['Moon jar', 'Celadon']);
  });

  it('rolls the optimistic update back with the context from onMutate when the server refuses', async () => {
    const server = wishList();
    const onAdded = vi.fn();
    renderWishes(server, onAdded);
    await settle(40);
    server.failNext();
    fireEvent.click(screen.getByRole('button', { name: 'Wish' }));
    await settle();
    expect(titles()).toEqual(['Moon jar', 'Celadon']);
    // The refusal arrives after 10 ms; the list is rolled back before it is read again.
    await settle(15);
    expect(titles()).toEqual(['Moon jar']);
    // Settled once onSettled's refetch is done.
    await settle(40);
    expect(titles()).toEqual(['Moon jar']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'error: This work can no longer be wished for',
    );
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('reset() returns to idle', async () => {
    const server = wishList();
    renderWishes(server);
    await settle(40);
    server.failNext();
    fireEvent.click(screen.getByRole('button', { name: 'Wish' }));
    await settle(50);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^idle$/);
  });

  it('mutateAsync resolves with the data and rejects with the error', async () => {
    function Shout() {
      const shout = useMutation({
        mutationFn: async (title: string) => {
          if (!title) throw new Error('Nothing to shout');
          return title.toUpperCase();
        },
      });
      const [answer, setAnswer] = useState('');
      const run = (title: string) =>
        shout.mutateAsync(title).then(setAnswer, (error: Error) => setAnswer(error.message));
      return (
        <>
          <button onClick={() => run('celadon')}>Shout</button>
          <button onClick={() => run('')}>Shout nothing</button>
          <p>{answer}</p>
        </>
      );
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Shout />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Shout' }));
    await settle();
    expect(screen.getByText('CELADON')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Shout nothing' }));
    await settle();
    expect(screen.getByText('Nothing to shout')).toBeInTheDocument();
  });
});
