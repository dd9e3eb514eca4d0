import type { GetServerSideProps } from 'next';
import { AdminApp, adminScreenOf } from '@/components/admin/admin-app';
import { getPageProps } from '@/ssr/get-page-props';

export default AdminApp;

/** The back office (issue 10): its screens render in the browser for signed-in staff. */
export const getServerSideProps: GetServerSideProps = (ctx) => {
  const path = ctx.params?.path;
  if (adminScreenOf(Array.isArray(path) ? path : path ? [path] : []) === null) {
    return Promise.resolve({ notFound: true });
  }
  return getPageProps(ctx, {
    namespaces: ['admin', 'orders', 'resale', 'bids', 'inquiries'],
  });
};
