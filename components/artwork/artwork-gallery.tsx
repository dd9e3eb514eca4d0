// The artwork's pictures: the hero at true proportions (never cropped), thumbnails when there
// are several, and a zoom dialog. The zoom code loads only when first opened.
import clsx from 'clsx';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { useTranslation } from 'next-i18next/pages';
import type { ImageDto } from '@/schemas/dto';
import styles from './artwork-gallery.module.scss';

// React.lazy rather than next/dynamic: the dialog never renders on the server, and next/dynamic
// would add its loader runtime to the page's first load.
const ArtworkZoom = lazy(() => import('./artwork-zoom').then((m) => ({ default: m.ArtworkZoom })));

export function ArtworkGallery({
  images,
  alt,
  title,
}: {
  images: ImageDto[];
  alt: string;
  title: string;
}) {
  const { t } = useTranslation('works');
  const [index, setIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  const image = images[index] ?? images[0] ?? null;
  const ratio = image ? image.width / image.height : 0.8;

  return (
    <section className={styles.gallery} aria-label={t('artwork.gallery.label')}>
      <button
        type="button"
        className={styles.stage}
        onClick={() => setZooming(true)}
        aria-label={t('artwork.gallery.zoom')}
        aria-haspopup="dialog"
        style={{ '--art-ratio': ratio } as CSSProperties}
      >
        <ArtworkImage
          image={image}
          alt={alt}
          sizes="(max-width: 879px) calc(100vw - 48px), 50vw"
          priority={index === 0}
          className={styles.hero}
        />
        <span className={styles.zoomHint} aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor">
            <circle cx="10.5" cy="10.5" r="6.5" strokeWidth="1.25" />
            <path d="m20 20-4.8-4.8M10.5 7.5v6M7.5 10.5h6" strokeWidth="1.25" />
          </svg>
        </span>
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs}>
          {images.map((thumb, i) => (
            <li key={thumb.url}>
              <button
                type="button"
                className={clsx(styles.thumb, i === index && styles.activeThumb)}
                onClick={() => setIndex(i)}
                aria-label={t('artwork.gallery.thumbnail', { index: i + 1 })}
                aria-pressed={i === index}
              >
                <ArtworkImage image={thumb} alt="" sizes="72px" fit="cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zooming && (
        <Suspense fallback={null}>
          <ArtworkZoom
            images={images}
            index={index}
            onIndexChange={setIndex}
            alt={alt}
            title={title}
            onClose={() => setZooming(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
