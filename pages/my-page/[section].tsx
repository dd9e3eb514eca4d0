import type { GetServerSideProps } from 'next';
import { isMyPageSection, MyPage } from '@/components/account/my-page';
import { getPageProps } from '@/ssr/get-page-props';

export default MyPage;

/** The sections built so far (info, history, coupons, wish-list, following); the others answer 404 until built. */
export const getServerSideProps: GetServerSideProps = (ctx) => {
  if (!isMyPageSection(ctx.params?.section)) return Promise.resolve({ notFound: true });
  const orders = ctx.params?.section === 'history' || ctx.params?.section === 'coupons';
  return getPageProps(ctx, {
    namespaces: ['account', 'catalogue', 'works', ...(orders ? ['orders'] : [])],
  });
};
