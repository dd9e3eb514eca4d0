import type { GetServerSideProps } from 'next';
import { MyInfoPage } from '@/components/account/my-info-page';
import { getPageProps } from '@/ssr/get-page-props';

/** The sections built so far; the others (orders, offers, following, wishlist) come later. */
const sections = new Set(['info']);

export default MyInfoPage;

export const getServerSideProps: GetServerSideProps = (ctx) => {
  if (!sections.has(String(ctx.params?.section))) return Promise.resolve({ notFound: true });
  return getPageProps(ctx, { namespaces: ['account'] });
};
