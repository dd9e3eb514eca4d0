import type { GetStaticProps } from 'next';
import { ErrorView } from '@/components/error/error-view';
import { getStaticPageProps } from '@/ssr/get-static-page-props';

export default function NotFoundPage() {
  return <ErrorView statusCode={404} />;
}

export const getStaticProps: GetStaticProps = (ctx) => getStaticPageProps(ctx);
