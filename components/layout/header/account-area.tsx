// Signed out: Sign In and Join. Signed in: a user icon with a greeting and the My Page menu,
// whose code loads once the visitor is known to be signed in (ADR 0016). Unknown (automatic
// login check running): a spinner.
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useTranslation } from 'next-i18next/pages';
import { useCustomerInfo } from '@/api/customer/get-customer-info';
import { useLoginState } from '@/hooks/use-session';
import { siteLinks } from '../site-links';
import styles from './header.module.scss';

const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

export function AccountArea() {
  const { t } = useTranslation('common');
  const loginState = useLoginState();
  // rules §4: the customer-info fetch runs while the login state is unknown, too.
  const { data: customer } = useCustomerInfo();

  const checking = (
    <div className={styles.account}>
      <Spinner label={t('auth.checking')} />
    </div>
  );
  if (loginState === undefined) return checking;

  if (!loginState) {
    return (
      <div className={styles.account}>
        <Link href={siteLinks.signIn} className={styles.accountLink}>
          {t('auth.signIn')}
        </Link>
        <Link href={siteLinks.signUp} className={styles.joinLink}>
          {t('auth.join')}
        </Link>
      </div>
    );
  }

  return (
    <Suspense fallback={checking}>
      <AccountMenu firstName={customer?.first_name} />
    </Suspense>
  );
}
