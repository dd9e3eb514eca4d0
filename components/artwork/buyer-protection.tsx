// Buyer protection beside the buy button (rules §4.67): two lines — what is covered, how to cancel
// or return — and a link to the page that explains it. The numbers come from the one rule
// (rules/buyer-protection.ts).
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { BUYER_PROTECTION_PATH, protectionTerms } from '@/rules/buyer-protection';
import styles from './buy-panel.module.scss';

export function BuyerProtection() {
  const { t } = useTranslation('works');
  return (
    <div className={styles.protection} data-testid="buyer-protection">
      <p>
        <strong>{t('artwork.protection.title')}</strong> · {t('artwork.protection.covered')}
      </p>
      <p>{t('artwork.protection.returns', protectionTerms())}</p>
      <p>
        <Link href={BUYER_PROTECTION_PATH}>{t('artwork.protection.link')}</Link>
      </p>
    </div>
  );
}
