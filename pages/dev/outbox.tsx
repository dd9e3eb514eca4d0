import type { GetServerSideProps } from 'next';
import { DevOutboxPage } from '@/components/account/dev-outbox-page';
import { devOutboxEnabled } from '@/ssr/dev-outbox';
import { getPageProps } from '@/ssr/get-page-props';

export default DevOutboxPage;

export const getServerSideProps: GetServerSideProps = (ctx) => {
  if (!devOutboxEnabled(ctx.req)) return Promise.resolve({ notFound: true });
  return getPageProps(ctx, { namespaces: ['account'] });
};
