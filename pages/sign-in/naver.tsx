import type { GetServerSideProps } from 'next';
import { SocialCallbackPage } from '@/components/account/social-callback-page';
import { getPageProps } from '@/ssr/get-page-props';

export default function NaverCallbackPage() {
  return <SocialCallbackPage provider="naver" />;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['account'] });
