// The frame of the pages of one order (/order-detail/[orderId], /sale-slip/[orderId]): not
// indexed, and the order is asked for once the session check of the page load has ended signed
// in (its call then carries the token, ADR 0070). A visitor the check finds signed out (no
// session, or a hint that outlived it) is sent to sign-in like my-page's, never left on an
// empty page.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLoginState } from '@/hooks/use-session';
import { useTranslation } from 'next-i18next/pages';
import { pageTitle } from '@/components/seo/seo';

export function OrderRoutePage({
  title,
  className,
  children,
}: {
  title: string;
  /** The class of the box the waiting spinner sits in. */
  className?: string;
  children: (orderId: string) => ReactNode;
}) {
  const router = useRouter();
  const { query } = router;
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation('common');
  const loginState = useLoginState();
  const orderId = typeof query.orderId === 'string' ? query.orderId : '';
  useEffect(() => {
    if (loginState === false) {
      void router.replace(`/sign-in?before=${encodeURIComponent(router.asPath)}`);
    }
  }, [loginState, router]);
  return (
    <>
      <Head>
        <title>{pageTitle(title, tc('brand.name'))}</title>
        <meta name="robots" content="noindex" />
      </Head>
      {loginState === true && orderId ? (
        children(orderId)
      ) : (
        <div className={className}>
          <Spinner label={t('detail.loading')} />
        </div>
      )}
    </>
  );
}
