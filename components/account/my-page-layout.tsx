// The account area's frame: the My Page sections beside the content, with the customer's
// membership badges and, beside Messages, the unread messages over every conversation. A visitor
// whose session ended (the guard's hint cookie outlived it) is sent to sign-in like middleware.ts
// would.
import clsx from 'clsx';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { myPageLinks } from '@/components/layout/header/header-menus';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useCustomerInfo } from '@/api/customer/get-customer-info';
import { useInquiryUnread } from '@/api/inquiries/get-inquiries';
import { useLoginState } from '@/hooks/use-session';
import { useTranslation } from 'next-i18next/pages';
import { MemberBadges } from './member-badges';
import styles from './my-info-page.module.scss';
import { pageTitle } from '@/components/seo/seo';

export function MyPageLayout({
  section,
  title,
  children,
}: {
  section: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { t: ta } = useTranslation('account');
  const loginState = useLoginState();
  const { data: customer } = useCustomerInfo();
  const unread = useInquiryUnread(loginState === true);
  const router = useRouter();
  const navRef = useRef<HTMLElement>(null);

  // On a phone the sections are one scrolling row: the current one is brought into it (the
  // row alone scrolls, never the page).
  useEffect(() => {
    const row = navRef.current?.querySelector('ul');
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const box = row.getBoundingClientRect();
    const link = active.getBoundingClientRect();
    row.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
    // Again when the row's width changes: the unread count arrives after the first paint (the
    // member badges sit above the row, not in it).
  }, [section, unread]);

  useEffect(() => {
    if (loginState === false) {
      void router.replace(`/sign-in?before=${encodeURIComponent(router.asPath)}`);
    }
  }, [loginState, router]);

  return (
    <div className={styles.layout}>
      <Head>
        <title>{pageTitle(title, ta('brand'))}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <nav ref={navRef} className={styles.nav} aria-label={t('myPage.title')}>
        <p className={styles.navTitle}>{t('myPage.title')}</p>
        {loginState === true && customer && (
          <MemberBadges memberships={customer.memberships} className={styles.navBadges} />
        )}
        <ul>
          {myPageLinks(t).map((link) => (
            <li key={link.id}>
              <Link
                href={link.href}
                className={clsx(styles.navLink, link.id === section && styles.navActive)}
                aria-current={link.id === section ? 'page' : undefined}
              >
                {link.label}
                {link.id === 'inquiries' && unread > 0 && (
                  <span
                    className={styles.navCount}
                    aria-label={t('myPage.unread', { count: unread })}
                    data-testid="inquiries-unread"
                  >
                    {unread}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.content}>
        {loginState === true ? children : <Spinner label={t('auth.checking')} />}
      </main>
    </div>
  );
}
