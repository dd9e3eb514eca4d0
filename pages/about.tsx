import type { GetServerSideProps } from 'next';
import { AboutPage } from '@/components/info/about-page';
import { getPageProps } from '@/ssr/get-page-props';

export default AboutPage;

export const getServerSideProps: GetServerSideProps = (ctx) =>
  getPageProps(ctx, { namespaces: ['info'] });
