import type { GetServerSideProps } from 'next';
import { SaleSlipPage } from '@/components/orders/sale-slip-page';
import { getPageProps } from '@/ssr/get-page-props';

export default SaleSlipPage;

/** The receipt is the signed-in customer's: read on the client with their session. */
export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['orders', 'resale'] });
