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
  // On the server the translations load here; in the browser the app's translator has them.
  if (typeof window === 'undefined') {
    // A page whose data the database could not give (ADR 0069): 503 with Retry-After, "try again
    // in a few seconds", rather than Next's 500. Next renders this page first for any failed
    // getServerSideProps (even with pages/500); the status set here makes it the answer.
    const { isDatabaseUnavailable } = await import('@/server/db/errors');
    if (res && err && isDatabaseUnavailable(err)) {
      res.statusCode = 503;
      res.setHeader('Retry-After', '5');
    }
  }
  const statusCode = res?.statusCode ?? err?.statusCode ?? 404;
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
