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
  /**
   * Rendered width of the card at each breakpoint (a `sizes` list); the picture's own is worked
   * out from it: the box's padding and, for a portrait, its proportions make it narrower.
   */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** The picture's share of the card's width (the box's padding is 10 % on each side). */
const PICTURE_SHARE = 0.8;

/**
 * A `sizes` list with every width multiplied by `factor`:
 * `(max-width: 879px) 50vw, 240px` × 0.5 → `(max-width: 879px) calc(50vw * 0.5), calc(240px * 0.5)`.
 */
export function pictureSizes(sizes: string, factor: number): string {
  const scale = Math.round(factor * 1000) / 1000;
  return splitTopLevel(sizes)
    .map((entry) => {
      const condition = /^\s*(\([^)]*\))\s*/.exec(entry);
      const width = (condition ? entry.slice(condition[0].length) : entry).trim();
      const scaled = `calc(${width.replace(/^calc(?=\()/, '')} * ${scale})`;
      return condition ? `${condition[1]} ${scaled}` : scaled;
    })
    .join(', ');
}

/** Splits at the commas outside parentheses (a width may be `min(a, b)`). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    if (list[i] === '(') depth += 1;
    else if (list[i] === ')') depth -= 1;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
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
            sizes={pictureSizes(sizes, PICTURE_SHARE * Math.min(1, ratio))}
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
