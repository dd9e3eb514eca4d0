import type { GetStaticProps } from 'next';
import { NotFoundPage } from '@/components/error/error-pages';
import { getStaticPageProps } from '@/ssr/get-static-page-props';

export default NotFoundPage;

export const getStaticProps: GetStaticProps = (ctx) => getStaticPageProps(ctx);
