import clsx from 'clsx';
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import styles from './logo.module.scss';

/** The wordmark with its seal, linking home. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Link
      href="/"
      className={clsx(styles.logo, className)}
      aria-label={t('brand.homeLabel')}
      onClick={onClick}
    >
      <span className={styles.seal} aria-hidden="true" />
      <span className={styles.word} aria-hidden="true">
        Artmarket
      </span>
    </Link>
  );
}
