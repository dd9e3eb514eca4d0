import type { GetServerSideProps } from 'next';
import { FAQ_LIMIT, getFaqsQueryOptions } from '@/api/editorial/get-faqs';
import { FaqPage } from '@/components/info/faq-page';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default FaqPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['info'],
    props: { origin: siteOrigin() },
    prefetch: async ({ queryClient, services, language }) => {
      await queryClient.prefetchQuery({
        ...getFaqsQueryOptions(language),
        queryFn: () => services.listFaqs({ limit: FAQ_LIMIT }, language),
      });
    },
  });
