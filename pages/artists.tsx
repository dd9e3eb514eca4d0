import type { GetServerSideProps } from 'next';
import { ARTISTS_PAGE_SIZE, artistQueries } from '@/api/artists';
import { ArtistsPage } from '@/components/artists/artists-page';
import { queryPage, queryText } from '@/components/catalogue/list-query';
import { getPageProps } from '@/ssr/get-page-props';

export default ArtistsPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['catalogue'],
    prefetch: async ({ queryClient, services, language, currency }) => {
      const params = {
        q: queryText(ctx.query, 'q'),
        limit: ARTISTS_PAGE_SIZE,
        offset: (queryPage(ctx.query) - 1) * ARTISTS_PAGE_SIZE,
      };
      await queryClient.prefetchQuery({
        ...artistQueries.list(params, { language, currency }),
        queryFn: () => services.listArtists(params, language),
      });
    },
  });
