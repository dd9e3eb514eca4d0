// The card a work opens in the 3D room (or its list): picture, label, the price in the visitor's
// currency and the real buy, bid and wish actions of the artwork page (BuyPanel, WishButton).
import type { CSSProperties } from 'react';
import { BuyPanel } from '@/components/artwork/buy-panel';
import { artworkHref } from '@/components/artwork/artwork-links';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ButtonLink } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { Spinner } from '@/components/ui/spinner/spinner';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import { useArtwork } from '@/api/artworks/get-artwork';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import styles from './onview.module.scss';

export function OnViewArtworkCard({
  artwork,
  onClose,
}: {
  artwork: ArtworkSummaryDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('onview');
  const { t: tw } = useTranslation('works');
  // The artwork page's own record (editions, bids): the buy panel decides from it.
  const { data: detail } = useArtwork(artwork?.handle ?? '', { enabled: Boolean(artwork) });
  if (!artwork) return null;
  const ready = detail && detail.id === artwork.id;
  const ratio = artwork.image ? artwork.image.width / artwork.image.height : 0.8;
  return (
    <Modal open onClose={onClose} title={artwork.title} className={styles.cardPanel}>
      <div className={styles.card} data-testid="onview-card">
        <div className={styles.cardImage} style={{ '--ratio': ratio } as CSSProperties}>
          <ArtworkImage
            image={artwork.image}
            alt={tw('card.by', { title: artwork.title, artist: artwork.artist.name })}
            sizes="(max-width: 879px) 90vw, 470px"
            priority
          />
        </div>
        <div className={styles.cardHead}>
          <p className={styles.cardArtist}>{artwork.artist.name}</p>
          <WishButton kind="artwork" id={artwork.id} name={artwork.title} variant="inline" />
        </div>
        <p className={styles.cardFacts}>
          {[artwork.year, artwork.medium, artwork.size].filter(Boolean).join(' · ')}
        </p>
        {ready ? (
          <BuyPanel artwork={detail} />
        ) : (
          <p className={styles.cardLoading}>
            <Spinner label={t('card.loading')} /> {t('card.loading')}
          </p>
        )}
        <ButtonLink href={artworkHref(artwork.handle)} variant="text">
          {t('card.details')}
        </ButtonLink>
      </div>
    </Modal>
  );
}
