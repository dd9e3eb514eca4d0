import type { GetStaticProps } from 'next';
import { ServerErrorPage } from '@/components/error/error-pages';
import { getStaticPageProps } from '@/ssr/get-static-page-props';

export default ServerErrorPage;

export const getStaticProps: GetStaticProps = (ctx) => getStaticPageProps(ctx);
