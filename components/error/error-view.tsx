// The error page body: the spec's message and a Back button to the root path.
import { useEffect } from 'react';
import { notifyNativeApp } from '@/analytics/native-bridge';
import Head from 'next/head';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { pageTitle } from '@/components/seo/seo';
import { errorMessageKey } from './error-message';
import styles from './error-view.module.scss';

/** English strings of rules §2, for where no translations are loaded. */
const english = {
  'error.notFound': 'Page is not found',
  'error.serverError': "This page isn't working",
  'error.unavailable': 'The site is briefly unavailable. Please try again in a few seconds.',
  'error.generic': 'Error occurred',
  'error.back': 'Back',
  'brand.name': 'Artmarket',
} as const;

export function ErrorView({
  statusCode,
  fullPage = false,
}: {
  statusCode?: number;
  fullPage?: boolean;
}) {
  const { t, i18n } = useTranslation('common');
  const key = errorMessageKey(statusCode);
  const translate = (k: keyof typeof english) => (i18n.exists(k) ? t(k) : english[k]);
  // rules §8: the mobile app's web view hears of every error page.
  useEffect(() => {
    notifyNativeApp({
      status: statusCode ?? 0,
      path: window.location.pathname,
      message: english[errorMessageKey(statusCode)],
    });
  }, [statusCode]);
  return (
    <>
      {/* Every page ends its title with the brand; a shared or bookmarked error page too. */}
      <Head>
        <title>{pageTitle(translate(key), translate('brand.name'))}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <section
        className={fullPage ? `${styles.view} ${styles.fullPage}` : styles.view}
        aria-labelledby="error-title"
      >
        {statusCode && <p className={styles.code}>{statusCode}</p>}
        <h1 id="error-title" className={styles.title}>
          {translate(key)}
        </h1>
        <Link href="/" className={styles.back}>
          {translate('error.back')}
        </Link>
      </section>
    </>
  );
}
