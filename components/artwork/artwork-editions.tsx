// The editions of a multiple: number, status, price and certificate, ten at a time.
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import Link from 'next/link';
import { EDITIONS_PAGE_SIZE, useArtworkEditions } from '@/api/artworks/get-artwork-editions';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkDetailDto, EditionStatus } from '@/schemas/artwork-dto';
import { formatDateTime } from '@/rules/business-time';
import { releasePending } from '@/rules/merchandising';
import { formatIndicative } from '@/rules/price-display';
import { certificateHref } from './artwork-links';
import styles from './artwork-editions.module.scss';

export function ArtworkEditions({ artwork }: { artwork: ArtworkDetailDto }) {
  const { t } = useTranslation('works');
  const language = useLanguage();
  const [limit, setLimit] = useState(EDITIONS_PAGE_SIZE);
  const isEdition = artwork.edition_type === 'edition' && artwork.editions.total > 1;
  const { data } = useArtworkEditions(artwork.id, limit, isEdition);
  if (!isEdition || !data) return null;
  // Before its release a work's editions wait with it: none is shown as available or priced.
  const pending = releasePending(artwork);
  const shownStatus = (status: EditionStatus) =>
    pending && status === 'available' ? 'release_soon' : status;
  return (
    <section className={styles.editions} aria-labelledby="artwork-editions">
      <div className={styles.head}>
        <h2 id="artwork-editions" className={styles.heading}>
          {t('artwork.editions.title')}
        </h2>
        <p className={styles.summary}>
          {pending
            ? artwork.release_at
              ? t('artwork.buy.releaseOn', {
                  date: formatDateTime(artwork.release_at, language),
                })
              : t('status.release_soon')
            : t('artwork.editions.summary', {
                available: artwork.editions.available,
                total: artwork.editions.total,
              })}
        </p>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('artwork.editions.number')}</th>
            <th scope="col">{t('artwork.editions.status')}</th>
            <th scope="col">{t('artwork.editions.price')}</th>
            <th scope="col">{t('artwork.editions.certificate')}</th>
          </tr>
        </thead>
        <tbody>
          {data.editions.map((edition) => (
            <tr key={edition.edition_id} data-status={shownStatus(edition.status)}>
              <td>
                {edition.edition_number}/{artwork.edition_size}
              </td>
              <td>
                {shownStatus(edition.status) === 'release_soon'
                  ? t('status.release_soon')
                  : t(`artwork.editions.${edition.status}`)}
              </td>
              <td>
                {edition.price && edition.status !== 'sold' && !pending
                  ? formatIndicative(edition.price.display, language)
                  : '—'}
              </td>
              <td className={styles.certificate}>
                {edition.certificate_number ? (
                  <Link href={certificateHref(artwork.handle, edition.edition_number)}>
                    {edition.certificate_number}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.count > data.editions.length && (
        <Button
          variant="text"
          className={styles.more}
          onClick={() => setLimit((l) => l + EDITIONS_PAGE_SIZE)}
        >
          {t('artwork.editions.more')}
        </Button>
      )}
    </section>
  );
}
