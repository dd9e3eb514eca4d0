// My page › Wishlist: the customer's "Notify me" alerts (rules §4.63) — each work waiting for its
// release with its price, its release time (KST) and the same toggle as its page, to cancel; the
// works already announced say when their notice went.
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useReleaseAlertList } from '@/api/release-alerts/release-alert';
import { ArtworkPrice } from '@/components/artwork/artwork-price';
import { NotifyMe } from '@/components/artwork/notify-me';
import { useLanguage } from '@/hooks/use-preferences';
import { formatDateTime } from '@/rules/business-time';
import styles from './wish-list-page.module.scss';

export function ReleaseAlertsSection() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { data } = useReleaseAlertList({ enabled: true });
  if (!data || data.count === 0) return null;
  return (
    <section className={styles.alerts} aria-labelledby="release-alerts">
      <h2 id="release-alerts" className={styles.alertsTitle}>
        {t('wishList.alerts.title')}
      </h2>
      <p className={styles.lead}>{t('wishList.alerts.lead')}</p>
      <ul className={styles.alertList}>
        {data.alerts.map(({ artwork, notified_at }) => (
          <li key={artwork.id} className={styles.alert}>
            <Link href={`/work/${encodeURIComponent(artwork.handle)}`} className={styles.alertWork}>
              <span>{artwork.artist.name}</span>
              <cite>{artwork.title}</cite>
            </Link>
            <ArtworkPrice artwork={artwork} className={styles.alertPrice} />
            {notified_at ? (
              <p className={styles.alertSent}>
                {t('wishList.alerts.sent', { date: formatDateTime(notified_at, language) })}
              </p>
            ) : (
              <div className={styles.alertAction}>
                <NotifyMe artworkId={artwork.id} signedIn signInHref="" variant="secondary" />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
