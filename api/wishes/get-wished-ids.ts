// GET store/customer/wishlist/ids: the wished ids every heart on a screen reads (ADR 0018).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishedIdsDto, WishKind } from '@/schemas/wish-dto';
import { http } from '../http';
import type { FetchOptions } from '../query-context';
import { wishKeys } from './keys';

export function getWishedIds({ signal }: FetchOptions = {}): Promise<WishedIdsDto> {
  return http.v3.get<WishedIdsDto>('/store/customer/wishlist/ids', { signal });
}

export function getWishedIdsQueryOptions() {
  return queryOptions({
    queryKey: wishKeys.ids(),
    queryFn: ({ signal }) => getWishedIds({ signal }),
  });
}

export function useWishedIds({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getWishedIdsQueryOptions(), enabled });
}

const idsField: Record<WishKind, keyof WishedIdsDto> = {
  artwork: 'artwork_ids',
  artist: 'artist_ids',
  institution: 'institution_ids',
};

export const noWishes: WishedIdsDto = { artwork_ids: [], artist_ids: [], institution_ids: [] };

export function isWishedIn(ids: WishedIdsDto | undefined, kind: WishKind, id: string): boolean {
  return ids?.[idsField[kind]].includes(id) ?? false;
}

/** The ids with `id` wished or not (newest first, as the server lists them). */
export function withWish(
  ids: WishedIdsDto,
  kind: WishKind,
  id: string,
  wished: boolean,
): WishedIdsDto {
  const field = idsField[kind];
  const others = ids[field].filter((other) => other !== id);
  return { ...ids, [field]: wished ? [id, ...others] : others };
}

/** Whether `id` is wished, read from the one cached list of wished ids every heart shares. */
export function useIsWished(kind: WishKind, id: string, { enabled = true } = {}) {
  const { data, isFetched } = useWishedIds({ enabled });
  return { wished: isWishedIn(data, kind, id), isFetched };
}
