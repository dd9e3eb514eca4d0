// One artwork in a grid or a rail: the picture at its true proportions inside a quiet box,
// then artist, title and year, and the price or status, as a gallery's wall label reads; the wish
// heart sits over the picture's corner (a button may not sit inside the link).
import clsx from 'clsx';
import Link from 'next/link';
import type { CSSProperties } from 'react';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { WishButton } from '@/components/wish/wish-button';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkSummaryDto } from '@/schemas/artwork-dto';
import { artworkHref } from './artwork-links';
import { ArtworkPrice } from './artwork-price';
import styles from './artwork-card.module.scss';

export interface ArtworkCardProps {
  artwork: ArtworkSummaryDto;
  /** Rendered width of the picture at each breakpoint. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

export function ArtworkCard({ artwork, sizes, priority, className }: ArtworkCardProps) {
  const { t } = useTranslation('works');
  const ratio = artwork.image ? artwork.image.width / artwork.image.height : 0.8;
  return (
    <article className={clsx(styles.card, className)}>
      {/* No viewport prefetch: a grid of 20 would ask the server for 20 pages; hover still does. */}
      <Link href={artworkHref(artwork.handle)} className={styles.link} prefetch={false}>
        <span className={styles.media} style={{ '--art-ratio': ratio } as CSSProperties}>
          <ArtworkImage
            image={artwork.image}
            alt={t('card.by', { title: artwork.title, artist: artwork.artist.name })}
            sizes={sizes}
            priority={priority}
            className={styles.image}
          />
        </span>
        <span className={styles.label}>
          <span className={styles.artist}>{artwork.artist.name}</span>
          <span className={styles.title}>
            <cite>{artwork.title}</cite>
            {artwork.year ? <span className={styles.year}>, {artwork.year}</span> : null}
          </span>
          <span className={styles.meta}>
            {artwork.size}
            {artwork.edition_type === 'edition' && artwork.edition_size > 1
              ? ` · ${t('card.edition', { count: artwork.edition_size })}`
              : ''}
          </span>
          <ArtworkPrice artwork={artwork} className={styles.price} />
        </span>
      </Link>
      <WishButton kind="artwork" id={artwork.id} name={artwork.title} />
    </article>
  );
}
