import type { GetServerSideProps } from 'next';
import { ConsignPage } from '@/components/resale/consign-page';
import { getPageProps } from '@/ssr/get-page-props';

export default ConsignPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['resale'] });
