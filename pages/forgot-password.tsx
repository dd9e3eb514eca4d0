import type { GetServerSideProps } from 'next';
import { ForgotPasswordPage } from '@/components/account/forgot-password-page';
import { getPageProps } from '@/ssr/get-page-props';

export default ForgotPasswordPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['account'] });
