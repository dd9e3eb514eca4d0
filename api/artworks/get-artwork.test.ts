import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { fakeTransport, type FakeRequest } from '../testing/fake-transport';
import { getArtworkQueryOptions } from './get-artwork';

const en = { language: 'en' as const, currency: 'usd' as const };

describe('the artwork query', () => {
  it('asks for the artwork in the key’s language and currency', async () => {
    const sent: FakeRequest[] = [];
    fakeTransport.adapter = async (request) => {
      sent.push(request);
      return { status: 200, data: { handle: 'blue-field' } };
    };
    await new QueryClient().fetchQuery(getArtworkQueryOptions('blue-field', en));
    expect(sent).toHaveLength(1);
    expect(`${sent[0]!.baseURL}${sent[0]!.url}`).toBe('/v3/store/artwork/blue-field');
    expect(sent[0]!.headers.get('Accept-Language')).toBe('en');
    expect(sent[0]!.headers.get('x-currency')).toBe('usd');
  });

  it('passes React Query’s signal to the request, so a cancelled query aborts it', async () => {
    let signal: AbortSignal | undefined;
    fakeTransport.adapter = (request) => {
      signal = request.signal as AbortSignal | undefined;
      return new Promise(() => {});
    };
    const queryClient = new QueryClient();
    void queryClient.fetchQuery(getArtworkQueryOptions('blue-field', en)).catch(() => {});
    await vi.waitFor(() => expect(signal).toBeDefined());
    expect(signal!.aborted).toBe(false);
    await queryClient.cancelQueries({
      queryKey: getArtworkQueryOptions('blue-field', en).queryKey,
    });
    expect(signal!.aborted).toBe(true);
  });
});
