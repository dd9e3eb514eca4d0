// GET store/app/recommend/artwork without an artwork: the home page's "Recommended for you" row.
// Signed out, popular works (the same for everyone); signed in, works from the customer's wishes
// and follows, keyed under the wishes so a new wish or signing out drops them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtworkSummaryListDto } from '@/schemas/artwork-dto';
import type { LoginState } from '@/store/app-store';
import { http } from '../http';
import {
  catalogueHeaders,
  contextKey,
  useCatalogueContext,
  type CatalogueQueryContext,
  type FetchOptions,
} from '../query-context';
import { wishKeys } from '../wishes/keys';
import { artworkKeys } from './keys';

export function getVisitorRecommendations(
  limit: number,
  context: CatalogueQueryContext,
  { signal }: FetchOptions = {},
): Promise<ArtworkSummaryListDto> {
  return http.v3.get<ArtworkSummaryListDto>('/store/app/recommend/artwork', {
    params: { limit },
    headers: catalogueHeaders(context),
    signal,
  });
}

export const visitorRecommendationKeys = {
  popular: (limit: number, context: CatalogueQueryContext) =>
    [...artworkKeys.all(), 'recommend-popular', limit, ...contextKey(context)] as const,
  personal: (limit: number, context: CatalogueQueryContext) =>
    [...wishKeys.all(), 'recommendations', limit, ...contextKey(context)] as const,
};

export function getVisitorRecommendationsQueryOptions(
  limit: number,
  signedIn: boolean,
  context: CatalogueQueryContext,
) {
  return queryOptions({
    queryKey: signedIn
      ? visitorRecommendationKeys.personal(limit, context)
      : visitorRecommendationKeys.popular(limit, context),
    queryFn: ({ signal }) => getVisitorRecommendations(limit, context, { signal }),
  });
}

/**
 * Asked once the sign-in check has ended (`login` is not undefined), so a signed-in customer
 * never sees the popular row first.
 */
export function useVisitorRecommendations(limit: number, login: LoginState) {
  return useQuery({
    ...getVisitorRecommendationsQueryOptions(limit, login === true, useCatalogueContext()),
    enabled: login !== undefined,
  });
}
