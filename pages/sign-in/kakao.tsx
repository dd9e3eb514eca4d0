import type { GetServerSideProps } from 'next';
import { SocialCallbackPage } from '@/components/account/social-callback-page';
import { getPageProps } from '@/ssr/get-page-props';

export default function KakaoCallbackPage() {
  return <SocialCallbackPage provider="kakao" />;
}

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['account'] });
