import type { GetServerSideProps } from 'next';
import { ARTISTS_PAGE_SIZE, artistListParams } from '@/api/artists/artist-list-params';
import { getArtistsQueryOptions } from '@/api/artists/get-artists';
import { ArtistsPage, artistFiltersFrom } from '@/components/artists/artists-page';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default ArtistsPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['catalogue'],
    props: { origin: siteOrigin() },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const { page, ...filters } = artistFiltersFrom(ctx.query);
      const params = {
        ...filters,
        limit: ARTISTS_PAGE_SIZE,
        offset: (page - 1) * ARTISTS_PAGE_SIZE,
      };
      await queryClient.prefetchQuery({
        ...getArtistsQueryOptions(params, { language, currency }),
        queryFn: () => services.listArtists(artistListParams(params), language),
      });
    },
  });
