// rules §3 "Artwork": size, frame size, edition number, signature, year, medium, price, last bid
// price and bid expiration, as a quiet definition list. A work the signed-in customer owns shows
// no bid deadline: nobody's offer round is theirs to watch (their own listing takes its offers).
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useBuyState } from '@/api/bids/get-bid-status';
import { siteLinks } from '@/components/layout/site-links';
import { useLoginState } from '@/hooks/use-session';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { showsPrice } from '@/rules/merchandising';
import { formatIndicative, formatPriceWithReference } from '@/rules/price-display';
import { certificateHref } from './artwork-links';
import { formatDateTime } from '@/rules/business-time';
import styles from './artwork-details.module.scss';

export function ArtworkDetails({ artwork }: { artwork: ArtworkDetailDto }) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const next = artwork.editions.next_edition;
  const { data: live } = useBuyState(artwork.id, { enabled: useLoginState() === true });
  const owns = live?.input.visitor?.ownsEdition === true;
  const rows: [string, ReactNode][] = [
    [t('artwork.details.medium'), artwork.medium],
    [t('artwork.details.size'), artwork.size],
    [t('artwork.details.frameSize'), artwork.frame_size],
    [
      t('artwork.details.edition'),
      artwork.edition_type === 'edition'
        ? t('artwork.details.editionOf', { count: artwork.edition_size })
        : t('artwork.details.unique'),
    ],
    [
      t('artwork.details.editionNumber'),
      artwork.edition_type === 'edition' && next
        ? t('artwork.details.nextEdition', {
            number: next.edition_number,
            size: artwork.edition_size,
          })
        : null,
    ],
    [
      t('artwork.details.certificate'),
      artwork.edition_type === 'unique' ? (
        <Link href={certificateHref(artwork.handle, 1)} data-testid="certificate-link">
          {t('artwork.details.viewCertificate')}
        </Link>
      ) : null,
    ],
    [t('artwork.details.signature'), artwork.signature],
    [t('artwork.details.year'), artwork.year],
    [t('artwork.details.category'), artwork.category.title],
    [
      t('artwork.details.gallery'),
      artwork.institution ? (
        <Link href={siteLinks.gallery(artwork.institution.handle)}>
          {artwork.institution.name}
          {artwork.institution.city ? `, ${artwork.institution.city}` : ''}
        </Link>
      ) : null,
    ],
    [
      t('artwork.details.price'),
      artwork.price && showsPrice(artwork)
        ? formatPriceWithReference(artwork.price, language)
        : null,
    ],
    [
      t('artwork.details.lastBid'),
      artwork.last_bid_price ? formatIndicative(artwork.last_bid_price.display, language) : null,
    ],
    [
      t('artwork.details.bidExpires'),
      artwork.bid_expires_at && !owns ? formatDateTime(artwork.bid_expires_at, language) : null,
    ],
  ];
  return (
    <section className={styles.details} aria-labelledby="artwork-details">
      <h2 id="artwork-details" className={styles.heading}>
        {t('artwork.details.title')}
      </h2>
      <dl className={styles.list}>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
