import type { GetServerSideProps } from 'next';
import { FAQ_LIMIT, editorialQueries } from '@/api/editorial';
import { FaqPage } from '@/components/info/faq-page';
import { getPageProps } from '@/ssr/get-page-props';

export default FaqPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['info'],
    prefetch: async ({ queryClient, services, language }) => {
      await queryClient.prefetchQuery({
        ...editorialQueries.faqs(language),
        queryFn: () => services.listFaqs({ limit: FAQ_LIMIT }, language),
      });
    },
  });
