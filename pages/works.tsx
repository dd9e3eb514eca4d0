import type { GetServerSideProps } from 'next';
import { getArtworkCountQueryOptions } from '@/api/artworks/get-artwork-count';
import { getArtworksQueryOptions } from '@/api/artworks/get-artworks';
import { WorksPage } from '@/components/works/works-page';
import { artworkFiltersFromState, parseWorksQuery } from '@/components/works/works-filter-state';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default WorksPage;

export const getServerSideProps: GetServerSideProps = (ctx) => {
  const state = parseWorksQuery(ctx.query);
  return getPageProps(ctx, {
    namespaces: ['works'],
    props: { origin: siteOrigin() },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const filters = artworkFiltersFromState(state);
      await Promise.all([
        queryClient.prefetchQuery({
          ...getArtworksQueryOptions(filters, { language, currency }),
          queryFn: () => services.listArtworks(filters, language, currency),
        }),
        queryClient.prefetchQuery({
          ...getArtworkCountQueryOptions(state.view_status, language),
          queryFn: () => services.countArtworks({ view_status: state.view_status }, language),
        }),
      ]);
    },
  });
};
