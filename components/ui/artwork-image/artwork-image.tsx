// Every artwork, exhibition and portrait image goes through here: the variant is chosen by
// rendered width (srcset + sizes), the dominant colour shows while loading, the box keeps the
// image's true proportions, and a failed load falls back to the original upload, then to the
// default image (rules §8).
import clsx from 'clsx';
import { useCallback, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import type { ImageDto } from '@/schemas/dto';
import {
  defaultImageUrl,
  imageVariantUrl,
  imageVariantWidths,
  type ImageVariant,
} from '@/rules/image';
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
  /** Extra attributes for the img itself (e.g. `draggable`, an id for aria). */
  imgProps?: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'>;
}

/** Variants first; if they fail, the original upload; then the default image. */
type Source = 'variants' | 'original' | 'default';

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
  imgProps,
}: ArtworkImageProps) {
  const [source, setSource] = useState<Source>(image ? 'variants' : 'default');
  const [loaded, setLoaded] = useState(false);
  const [shownUrl, setShownUrl] = useState(image?.url);
  // A new image (client navigation reuses the element) starts again from its variants.
  if (shownUrl !== image?.url) {
    setShownUrl(image?.url);
    setSource(image ? 'variants' : 'default');
    setLoaded(false);
  }
  const usable = image && source !== 'default' ? image : null;
  const { width, height, color } = usable ?? image ?? FALLBACK;

  const fail = useCallback(() => {
    setSource((current) => (current === 'variants' ? 'original' : 'default'));
  }, []);

  // An image that finished before hydration fires no load event: read its state on attach.
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete) return;
      if (img.naturalWidth > 0) setLoaded(true);
      else if (usable) fail();
    },
    [usable, fail],
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
      // A priority image (the page's largest paint) is shown as it arrives, before hydration:
      // the fade-in waits for the script, which would hold back the largest paint.
      data-loaded={loaded || priority || undefined}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- variants are pre-rendered webp */}
      <img
        ref={ref}
        className={styles.image}
        {...imgProps}
        src={
          !usable
            ? defaultImageUrl
            : source === 'original'
              ? usable.url
              : imageVariantUrl(usable.url, '750px')
        }
        srcSet={usable && source === 'variants' ? artworkSrcSet(usable) : undefined}
        sizes={usable && source === 'variants' ? sizes : undefined}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onLoad={() => setLoaded(true)}
        onError={() => {
          if (usable) fail();
          else setLoaded(true);
        }}
      />
    </span>
  );
}
