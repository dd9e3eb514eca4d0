import type { GetServerSideProps } from 'next';
import { SocialCallbackPage } from '@/components/account/social-callback-page';
import { getPageProps } from '@/ssr/get-page-props';

export default function GoogleCallbackPage() {
  return <SocialCallbackPage provider="google" />;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['account'] });
