import type { GetServerSideProps } from 'next';
import { AboutPage } from '@/components/info/about-page';
import { getPageProps } from '@/ssr/get-page-props';
import { siteOrigin } from '@/ssr/site-origin';

export default AboutPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, {
    namespaces: ['info'],
    appInit: 'full',
    props: { origin: siteOrigin() },
  });
