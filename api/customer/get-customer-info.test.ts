import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { artistKeys } from '../artists/keys';
import { artworkKeys } from '../artworks/keys';
import { institutionKeys } from '../institutions/keys';
import { refreshCustomerDependentLists } from './get-customer-info';

const en = { language: 'en' as const, currency: 'usd' as const };

describe('customer-info success (rules §7 "Handling of answers")', () => {
  it('marks the artist, artwork and institution lists stale and leaves other queries alone', async () => {
    const queryClient = new QueryClient();
    const artworks = artworkKeys.list({ limit: 20 }, en);
    const artists = artistKeys.list({ limit: 20, offset: 0 }, en);
    const institutions = institutionKeys.list({ limit: 18, offset: 0 }, en);
    const detail = artworkKeys.detail('blue', en);
    queryClient.setQueryData(artworks, { artworks: [] });
    queryClient.setQueryData(artists, { artists: [] });
    queryClient.setQueryData(institutions, { institutions: [] });
    queryClient.setQueryData(detail, { handle: 'blue' });
    await refreshCustomerDependentLists(queryClient);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(artworks)).toBe(true);
    expect(invalidated(artists)).toBe(true);
    expect(invalidated(institutions)).toBe(true);
    expect(invalidated(detail)).toBe(false);
  });
});
