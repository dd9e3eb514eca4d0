// "Notify me" on a release-soon work (issue 32, rules §4.63): the customer's alert on one work,
// read when signed in, and set or cancelled by the button (it toggles). Keys live under the
// customer's root, so signing out drops them with the customer's info.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReleaseAlertDto, ReleaseAlertListDto } from '@/schemas/release-alert-dto';
import { customerKeys } from '../customer/keys';
import { http } from '../http';

export const releaseAlertKeys = {
  all: () => [...customerKeys.all(), 'release-alerts'] as const,
  one: (artworkId: string) => [...releaseAlertKeys.all(), artworkId] as const,
};

const alertPath = (artworkId: string) =>
  `/store/artwork/${encodeURIComponent(artworkId)}/release-alert`;

/** The customer's alert on the work; only asked for when signed in. */
export function useReleaseAlert(artworkId: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: releaseAlertKeys.one(artworkId),
    queryFn: ({ signal }) => http.v3.get<ReleaseAlertDto>(alertPath(artworkId), { signal }),
    enabled: options.enabled,
  });
}

/** Sets (true) or cancels (false) the alert; the answer is where it stands. */
export function useSetReleaseAlertMutation(artworkId: string) {
  return useMutation({
    mutationFn: (set: boolean) =>
      set
        ? http.v3.put<ReleaseAlertDto>(alertPath(artworkId))
        : http.v3.delete<ReleaseAlertDto>(alertPath(artworkId)),
    onSuccess: (state, _set, _result, { client }) => {
      client.setQueryData(releaseAlertKeys.one(artworkId), state);
    },
  });
}

/**
 * GET store/customer/release-alerts: the customer's alerts, newest first, as cards. Each work's
 * own alert (what its toggle reads) is seeded from the list, not asked for again.
 */
export function useReleaseAlertList(options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...releaseAlertKeys.all(), 'list'] as const,
    queryFn: async ({ signal, client }) => {
      const list = await http.v3.get<ReleaseAlertListDto>('/store/customer/release-alerts', {
        signal,
      });
      for (const { artwork: _artwork, ...alert } of list.alerts) {
        client.setQueryData(releaseAlertKeys.one(alert.artwork_id), alert);
      }
      return list;
    },
    enabled: options.enabled,
  });
}
