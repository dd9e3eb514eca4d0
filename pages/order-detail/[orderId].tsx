import type { GetServerSideProps } from 'next';
import { OrderDetailPage } from '@/components/orders/order-detail-page';
import { getPageProps } from '@/ssr/get-page-props';

export default OrderDetailPage;

/** The order is the signed-in customer's: read on the client with their session. */
export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['orders'] });
