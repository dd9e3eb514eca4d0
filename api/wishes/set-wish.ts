// The wish calls (rules §7): an optimistic heart that rolls back when the call fails (the error
// toast says why), and every wish list refetched once the server has answered.
import { useMutation } from '@tanstack/react-query';
import type { WishedIdsDto, WishKind, WishStateDto } from '@/schemas/wish-dto';
import { http } from '../http';
import { withMonitor } from '@/analytics/lazy';
import { noWishes, withWish } from './get-wished-ids';
import { wishKeys } from './keys';

const wishPath: Record<WishKind, (id: string) => string> = {
  artwork: (id) => `/store/artwork/wish/${encodeURIComponent(id)}/flag`,
  artist: (id) => `/store/artists/wish/${encodeURIComponent(id)}`,
  institution: (id) => `/store/institution/wish/${encodeURIComponent(id)}`,
};

/**
 * Asks for the wish to be `wished`. Artworks use the idempotent `flag` call; artists and
 * institutions only toggle, so the toggle is sent and, if the answer says another tab had already
 * changed it, sent once more to land where the customer asked.
 */
export async function setWish(kind: WishKind, id: string, wished: boolean): Promise<WishStateDto> {
  const state = await sendWish(kind, id, wished);
  withMonitor((m) => m.track('wish', { kind, id, wished: state.is_wished }));
  return state;
}

async function sendWish(kind: WishKind, id: string, wished: boolean): Promise<WishStateDto> {
  if (kind === 'artwork') return http.v3.post<WishStateDto>(wishPath.artwork(id), { flag: wished });
  const state = await http.v3.post<WishStateDto>(wishPath[kind](id));
  return state.is_wished === wished ? state : http.v3.post<WishStateDto>(wishPath[kind](id));
}

/** Wishes `id` or not (the variable): the heart fills at once and rolls back if the call fails. */
export function useSetWishMutation(kind: WishKind, id: string) {
  return useMutation({
    mutationFn: (wished: boolean) => setWish(kind, id, wished),
    onMutate: async (wished, { client }) => {
      await client.cancelQueries({ queryKey: wishKeys.ids() });
      const previous = client.getQueryData<WishedIdsDto>(wishKeys.ids());
      client.setQueryData<WishedIdsDto>(
        wishKeys.ids(),
        withWish(previous ?? noWishes, kind, id, wished),
      );
      return { previous };
    },
    onError: (_error, _wished, result, { client }) => {
      client.setQueryData<WishedIdsDto>(wishKeys.ids(), result?.previous ?? noWishes);
    },
    onSettled: (_data, _error, _wished, _result, { client }) =>
      client.invalidateQueries({ queryKey: wishKeys.all() }),
  });
}
