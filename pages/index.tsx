import type { GetServerSideProps } from 'next';
import { artworkQueries } from '@/api/artwork';
import { BANNER_LIMIT, editorialQueries } from '@/api/editorial';
import { HomePage } from '@/components/home/home-page';
import { HOME_FEATURED_WORKS } from '@/components/home/home-selection';
import { getPageProps } from '@/ssr/get-page-props';

export default HomePage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['catalogue', 'works'],
    appInit: 'full',
    prefetch: async ({ queryClient, services, language, currency }) => {
      await Promise.all([
        queryClient.prefetchQuery({
          ...artworkQueries.featured(HOME_FEATURED_WORKS, { language, currency }),
          queryFn: () =>
            services.listFeaturedArtworks({ limit: HOME_FEATURED_WORKS }, language, currency),
        }),
        queryClient.prefetchQuery({
          ...editorialQueries.banners(language),
          queryFn: () => services.listRollingBanners({ limit: BANNER_LIMIT }, language),
        }),
      ]);
    },
  });
