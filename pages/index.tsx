import type { GetServerSideProps } from 'next';
import { getFeaturedArtworksQueryOptions } from '@/api/artworks/get-featured-artworks';
import { BANNER_LIMIT, getRollingBannersQueryOptions } from '@/api/editorial/get-rolling-banners';
import { HomePage } from '@/components/home/home-page';
import { HOME_FEATURED_WORKS } from '@/components/home/home-selection';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default HomePage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['catalogue', 'works'],
    appInit: 'full',
    props: { origin: siteOrigin() },
    prefetch: async ({ queryClient, services, language, currency }) => {
      await Promise.all([
        queryClient.prefetchQuery({
          ...getFeaturedArtworksQueryOptions(HOME_FEATURED_WORKS, { language, currency }),
          queryFn: () =>
            services.listFeaturedArtworks({ limit: HOME_FEATURED_WORKS }, language, currency),
        }),
        queryClient.prefetchQuery({
          ...getRollingBannersQueryOptions(language),
          queryFn: () => services.listRollingBanners({ limit: BANNER_LIMIT }, language),
        }),
      ]);
    },
  });
