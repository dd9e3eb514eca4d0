import type { GetServerSideProps } from 'next';
import { getInstitutionsQueryOptions } from '@/api/institutions/get-institutions';
import { GALLERIES_PAGE_SIZE } from '@/api/institutions/institution-list-params';
import { queryPage, queryText } from '@/components/catalogue/list-query';
import { GalleriesPage, galleryTypeFrom } from '@/components/galleries/galleries-page';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default GalleriesPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['catalogue'],
    props: { origin: siteOrigin() },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const params = {
        q: queryText(ctx.query, 'q'),
        type: galleryTypeFrom(queryText(ctx.query, 'type')),
        limit: GALLERIES_PAGE_SIZE,
        offset: (queryPage(ctx.query) - 1) * GALLERIES_PAGE_SIZE,
      };
      await queryClient.prefetchQuery({
        ...getInstitutionsQueryOptions(params, { language, currency }),
        queryFn: () => services.listInstitutions(params, language),
      });
    },
  });
