// Not found (404) and any other error status but 500 (a static page of its own): rendered per
// request, not prerendered. A prerendered 404 carries static props, and Next's router, seeing
// middleware match its address, re-fetches them on load as `/_next/data/<build>/<path>.json`,
// which answers 404 in the console of every not-found page (issue 21); a page rendered by
// getInitialProps is not re-fetched.
import type { NextPageContext } from 'next';
import { ErrorPage } from '@/components/error/error-pages';
import type { AppPageProps } from '@/ssr/page-props';
import { WEB_VIEW_COOKIE } from '@/store/cookie-names';

interface ErrorPageProps extends AppPageProps {
  statusCode?: number;
}

function NextErrorPage({ statusCode }: ErrorPageProps) {
  return <ErrorPage statusCode={statusCode} />;
}

/** Whether the request's cookies include the web view's (a not-found page keeps it bare). */
function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

NextErrorPage.getInitialProps = async ({
  req,
  res,
  err,
  locale,
}: NextPageContext): Promise<ErrorPageProps> => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
  // On the server the translations load here; in the browser the app's translator has them.
  if (typeof window === 'undefined') {
    const { pageTranslations } = await import('@/i18n/page-translations');
    return {
      statusCode,
      ...(req ? { webView: hasCookie(req.headers.cookie, WEB_VIEW_COOKIE) } : {}),
      ...(await pageTranslations(locale)),
    };
  }
  return { statusCode };
};

export default NextErrorPage;
