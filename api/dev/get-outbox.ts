// GET /v3/dev/outbox (development only): the notifications that would have been sent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, noToast } from '../http';
import type { FetchOptions } from '../query-context';

export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  locale: string;
  status: string;
  created_at: string;
  subject?: string | null;
  text: string;
  payload: Record<string, unknown>;
}

export const outboxKeys = {
  all: () => ['dev', 'outbox'] as const,
  list: (recipient: string | undefined) => [...outboxKeys.all(), recipient ?? ''] as const,
};

export function getOutbox(
  recipient?: string,
  { signal }: FetchOptions = {},
): Promise<{ messages: OutboxMessage[]; count: number }> {
  return http.v3.get('/dev/outbox', {
    ...noToast,
    params: { recipient, limit: 50 },
    signal,
  });
}

export function getOutboxQueryOptions(recipient?: string) {
  return queryOptions({
    queryKey: outboxKeys.list(recipient),
    queryFn: ({ signal }) => getOutbox(recipient, { signal }),
  });
}

/** The messages to `recipient`, or all of them. */
export function useOutbox(recipient?: string) {
  return useQuery(getOutboxQueryOptions(recipient));
}
