// What a form's select offers from another list: the artists (the first 100) or the galleries or
// fairs (the first 200). Both answers are pages of `{ <source>: [...] }`.
import { getAdminArtistsQueryOptions } from '../catalogue/get-artists';
import { useQuery } from '@tanstack/react-query';
import { getEditorialListQueryOptions } from './get-editorial-list';

export type EditorialChoiceSource = 'institutions' | 'fairs' | 'artists';

export function useEditorialChoices(
  source: EditorialChoiceSource,
): Record<string, unknown[]> | undefined {
  const artists = useQuery({
    ...getAdminArtistsQueryOptions({ limit: 100 }),
    enabled: source === 'artists',
  });
  const listed = useQuery({
    ...getEditorialListQueryOptions(source === 'artists' ? 'institutions' : source, {
      limit: 200,
    }),
    enabled: source !== 'artists',
  });
  const data = source === 'artists' ? artists.data : listed.data;
  return data as unknown as Record<string, unknown[]> | undefined;
}
