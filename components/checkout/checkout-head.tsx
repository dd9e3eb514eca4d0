// The checkout's heading (an accepted bid names its amount and payment deadline in Korea time,
// ADR 0038) and the work being bought.
import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useEditionLabel } from '@/hooks/use-edition-label';
import { useLanguage } from '@/hooks/use-preferences';
import { formatDateTime } from '@/rules/business-time';
import { useCheckout } from './checkout-context';
import styles from './checkout.module.scss';

export function CheckoutHead() {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { cart, money } = useCheckout();
  return (
    <header className={styles.pageHead}>
      <h1 className={styles.title}>{cart.bid ? t('bid.title') : t('title')}</h1>
      <p className={styles.muted}>
        {cart.bid
          ? t('bid.lead', {
              amount: money(cart.bid.amount),
              date: formatDateTime(cart.bid.payment_deadline, language),
            })
          : t('lead')}
      </p>
    </header>
  );
}

export function CheckoutArtwork() {
  const editionName = useEditionLabel();
  const { cart } = useCheckout();
  const art = cart.artwork;
  return (
    <article className={styles.work} aria-label={art.title}>
      {art.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.thumb} src={art.image.url} alt="" width={96} height={96} />
      )}
      <div className={styles.workText}>
        <p className={styles.workTitle}>
          <Link href={`/work/${art.handle}`}>{art.title}</Link>
        </p>
        <p className={styles.muted}>
          {art.artist_name}
          {art.year ? `, ${art.year}` : ''}
        </p>
        <p className={styles.muted}>
          {art.medium} · {art.width_cm} × {art.height_cm} cm · {editionName(art)}
        </p>
      </div>
    </article>
  );
}
