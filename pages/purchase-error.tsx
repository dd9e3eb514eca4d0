import type { GetServerSideProps } from 'next';
import { PurchaseErrorPage } from '@/components/checkout/purchase-error-page';
import { getPageProps } from '@/ssr/get-page-props';

export default PurchaseErrorPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['checkout'] });
