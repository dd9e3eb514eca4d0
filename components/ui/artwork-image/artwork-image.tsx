// Every artwork, exhibition and portrait image goes through here: the variant is chosen by
// rendered width (srcset + sizes), the dominant colour shows while loading, the box keeps the
// image's true proportions, and a failed load swaps to the default image (SPEC §8).
import clsx from 'clsx';
import { useCallback, useState, type CSSProperties } from 'react';
import type { ImageDto } from '@/schemas/dto';
import {
  defaultImageUrl,
  imageVariantUrl,
  imageVariantWidths,
  type ImageVariant,
} from '@/schemas/image';
import styles from './artwork-image.module.scss';

/** Default-image proportions (4:5), for missing images. */
const FALLBACK = { width: 800, height: 1000, color: '#f1efea' };

export interface ArtworkImageProps {
  image: ImageDto | null | undefined;
  /** Title and artist in the visitor's language; '' only for purely decorative images. */
  alt: string;
  /** The rendered width at each breakpoint, e.g. '(max-width: 879px) 100vw, 33vw'. */
  sizes: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** 'natural' keeps true proportions; 'cover' fills a box the parent sizes. */
  fit?: 'natural' | 'cover';
}

/** The srcset for an image: each resized variant no wider than the original, then the original. */
export function artworkSrcSet(image: Pick<ImageDto, 'url' | 'width'>): string {
  const entries = (Object.entries(imageVariantWidths) as [ImageVariant, number][])
    .filter(([, width]) => width < image.width)
    .map(([variant, width]) => `${imageVariantUrl(image.url, variant)} ${width}w`);
  entries.push(`${imageVariantUrl(image.url, 'opt')} ${image.width}w`);
  return entries.join(', ');
}

export function ArtworkImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
  fit = 'natural',
}: ArtworkImageProps) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const usable = image && !failed ? image : null;
  const { width, height, color } = usable ?? image ?? FALLBACK;

  // An image that finished before hydration fires no load event: read its state on attach.
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete) return;
      if (img.naturalWidth > 0) setLoaded(true);
      else if (usable) setFailed(true);
    },
    [usable],
  );

  const style = {
    '--ratio': `${width / height}`,
    aspectRatio: fit === 'natural' ? `${width} / ${height}` : undefined,
    backgroundColor: color,
  } as CSSProperties;

  return (
    <span
      className={clsx(styles.frame, fit === 'cover' && styles.cover, className)}
      style={style}
      data-loaded={loaded || undefined}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- variants are pre-rendered webp */}
      <img
        ref={ref}
        className={styles.image}
        src={usable ? imageVariantUrl(usable.url, '750px') : defaultImageUrl}
        srcSet={usable ? artworkSrcSet(usable) : undefined}
        sizes={usable ? sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onLoad={() => setLoaded(true)}
        onError={() => {
          if (usable) setFailed(true);
          else setLoaded(true);
        }}
      />
    </span>
  );
}
