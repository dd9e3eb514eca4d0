import type { GetServerSideProps } from 'next';
import { SignInPage } from '@/components/account/sign-in-page';
import { getPageProps } from '@/ssr/get-page-props';

export default SignInPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['account'] });
