// GET store/customer/refresh (rules §4): the automatic login check of a page load, through the
// HTTP client's one shared refresh (api/http.ts sets the token it answers with).
import { useMutation } from '@tanstack/react-query';
import { refreshAccessToken } from '../http';

/** Refreshes the session with the refresh cookie; resolves to the token, or null without one. */
export function useRefreshSessionMutation() {
  return useMutation({ mutationFn: () => refreshAccessToken() });
}
