// The frame of the sign-in pages: a quiet paper panel with one line of copy beside the form on
// desktop, the form alone on a phone. Signed-in visitors are sent on (rules §2 "Route guards").
import Head from 'next/head';
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useSignedInVisitorRedirect } from './use-account-session';
import styles from './auth-layout.module.scss';
import { pageTitle } from '@/components/seo/seo';

export function AuthLayout({
  title,
  lead,
  children,
  footer,
  guard = true,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Send a signed-in visitor away (all sign-in pages but the social callbacks). */
  guard?: boolean;
}) {
  const { t } = useTranslation('account');
  useSignedInVisitorRedirect(guard);
  return (
    <div className={styles.layout}>
      <Head>
        <title>{pageTitle(title, t('brand'))}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <aside className={styles.aside} aria-hidden="true">
        <p className={styles.asideTitle}>{t('aside.title')}</p>
        <p className={styles.asideBody}>{t('aside.body')}</p>
      </aside>
      <main className={styles.main}>
        <div className={styles.column}>
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </main>
    </div>
  );
}
