import type { GetServerSideProps } from 'next';
import { SignUpPage } from '@/components/account/sign-up-page';
import { getPageProps } from '@/ssr/get-page-props';

export default SignUpPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['account'] });
