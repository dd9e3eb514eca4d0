import type { GetServerSideProps } from 'next';
import { SignUpDetailPage } from '@/components/account/sign-up-detail-page';
import { getPageProps } from '@/ssr/get-page-props';

export default SignUpDetailPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['account'] });
