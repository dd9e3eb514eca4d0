import type { GetServerSideProps } from 'next';
import { isMyPageSection, MyPage } from '@/components/account/my-page';
import { getPageProps } from '@/ssr/get-page-props';

export default MyPage;

/** The sections built so far (info, history, coupons, offer, inquiries, works, wish-list, following, membership); the others answer 404 until built. */
export const getServerSideProps: GetServerSideProps = (ctx) => {
  if (!isMyPageSection(ctx.params?.section)) return Promise.resolve({ notFound: true });
  const section = ctx.params?.section;
  const orders = section === 'history' || section === 'coupons';
  return getPageProps(ctx, {
    namespaces: [
      'account',
      'catalogue',
      'works',
      ...(orders ? ['orders'] : []),
      ...(section === 'history' || section === 'works' ? ['resale'] : []),
      // The membership is paid with the checkout's payment methods and words.
      ...(section === 'membership' ? ['checkout'] : []),
      // A conversation shows the offers made from it in the offers' words.
      ...(section === 'inquiries' ? ['inquiries', 'bids'] : []),
    ],
  });
};
