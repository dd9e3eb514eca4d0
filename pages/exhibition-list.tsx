import type { GetServerSideProps } from 'next';
import { getExhibitionsQueryOptions } from '@/api/exhibitions/get-exhibitions';
import { EXHIBITIONS_PAGE_SIZE } from '@/api/exhibitions/keys';
import { queryPage, queryText } from '@/components/catalogue/list-query';
import {
  ExhibitionListPage,
  exhibitionPeriodFrom,
} from '@/components/exhibitions/exhibition-list-page';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default ExhibitionListPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['catalogue'],
    props: { origin: siteOrigin() },
    prefetch: async ({ queryClient, services, language, currency }) => {
      const params = {
        status: exhibitionPeriodFrom(queryText(ctx.query, 'tab')),
        limit: EXHIBITIONS_PAGE_SIZE,
        offset: (queryPage(ctx.query) - 1) * EXHIBITIONS_PAGE_SIZE,
      };
      await queryClient.prefetchQuery({
        ...getExhibitionsQueryOptions(params, { language, currency }),
        queryFn: () => services.listExhibitions(params, language),
      });
    },
  });
