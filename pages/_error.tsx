// Any other error status: 'Error occurred' (404 and 500 have their own static pages).
import type { NextPageContext } from 'next';
import { ErrorPage } from '@/components/error/error-pages';
import type { AppPageProps } from '@/ssr/page-props';

interface ErrorPageProps extends AppPageProps {
  statusCode?: number;
}

function NextErrorPage({ statusCode }: ErrorPageProps) {
  return <ErrorPage statusCode={statusCode} />;
}

NextErrorPage.getInitialProps = async ({
  res,
  err,
  locale,
}: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // On the server the translations load here; in the browser the app's translator has them.
  if (typeof window === 'undefined') {
    const { pageTranslations } = await import('@/ssr/page-translations');
    return { statusCode, ...(await pageTranslations(locale)) };
  }
  return { statusCode };
};

export default NextErrorPage;
