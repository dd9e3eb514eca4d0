// Signed out: Sign In and Join. Signed in: a user icon with a greeting and the My Page menu,
// whose code loads once the visitor is known to be signed in (ADR 0016). Until the name is known
// (login check or customer info on its way, menu code loading): a skeleton of the greeting's
// size, which ends with the one refresh of the page load (ADR 0070).
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
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
  const { data: customer, isPending } = useCustomerInfo();

  const checking = (
    <div className={styles.account} data-testid="account-checking">
      <Skeleton label={t('auth.checking')} className={styles.accountSkeleton} />
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

  // A failed customer-info call shows the menu without the name ("My Page").
  if (isPending) return checking;
  return (
    <Suspense fallback={checking}>
      <AccountMenu firstName={customer?.first_name} />
    </Suspense>
  );
}
