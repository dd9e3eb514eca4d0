// The views of the work (rules §4.71): the main picture and its detail, side, back, framed and
// in-room views, each with its kind and caption, on swiper (keyboard and swipe), with thumbnails
// and a zoom dialog on every view. Defect photos are the condition report's, not shown here.
// The server renders the views standing still in swiper's own markup, each in the same reserved
// stage, so nothing moves when swiper's code (its own chunk, fetched after hydration) takes over;
// the zoom code loads only when first opened.
import clsx from 'clsx';
import { lazy, Suspense, useEffect, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { useTranslation } from 'next-i18next/pages';
import { galleryViews } from '@/rules/artwork-views';
import type { ArtworkViewDto } from '@/schemas/artwork-dto';
import type { GalleryTrackProps } from './artwork-gallery-track';
import { GalleryStage, type GalleryLabels } from './artwork-gallery-stage';
import styles from './artwork-gallery.module.scss';

// React.lazy rather than next/dynamic: the dialog never renders on the server, and next/dynamic
// would add its loader runtime to the page's first load.
const ArtworkZoom = lazy(() => import('./artwork-zoom').then((m) => ({ default: m.ArtworkZoom })));

/** Swiper's own server markup for the views, without swiper: what shows until its code is in. */
function StillTrack({
  views,
  index,
  alt,
  labels,
  onOpen,
}: Omit<GalleryTrackProps, 'onSwiper' | 'onSlideChange'>) {
  return (
    <div className={clsx('swiper', styles.track)}>
      <div className="swiper-wrapper" style={{ transform: `translate3d(${-100 * index}%, 0, 0)` }}>
        {views.map((view, i) => (
          <div
            key={view.url}
            className={clsx('swiper-slide', styles.slide)}
            aria-hidden={i !== index || undefined}
            inert={i !== index || undefined}
          >
            <GalleryStage
              view={view}
              alt={alt}
              picture={i === index}
              current={i === index}
              first={i === 0}
              labels={labels}
              onOpen={onOpen}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

export function ArtworkGallery({
  images,
  alt,
  title,
}: {
  images: ArtworkViewDto[];
  alt: string;
  title: string;
}) {
  const { t } = useTranslation('works');
  const views = galleryViews(images);
  const [index, setIndex] = useState(0);
  const [zooming, setZooming] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [Track, setTrack] = useState<ComponentType<GalleryTrackProps> | null>(null);
  const several = views.length > 1;

  // Swiper comes in once the page has loaded and is idle, or as soon as the visitor reaches for
  // the gallery: never on the way of the page's largest paint (the hero) nor its bandwidth.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  useEffect(() => {
    if (!several || wanted) return;
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(want, { timeout: 2_000 });
      } else {
        setTimeout(want, 200);
      }
    };
    if (document.readyState === 'complete') {
      idle();
      return;
    }
    window.addEventListener('load', idle, { once: true });
    return () => window.removeEventListener('load', idle);
  }, [several, wanted]);

  useEffect(() => {
    if (!several || !wanted) return;
    let live = true;
    import('./artwork-gallery-track')
      .then((track) => live && setTrack(() => track.default))
      // Without swiper (its chunk failed to load) the thumbnails and arrow keys still work.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [several, wanted]);

  // The page's arrow keys belong to the zoom while it is open.
  useEffect(() => {
    if (!swiper || swiper.destroyed || !swiper.keyboard) return;
    if (zooming) swiper.keyboard.disable();
    else swiper.keyboard.enable();
  }, [swiper, zooming]);

  const labels: GalleryLabels = {
    zoom: t('artwork.gallery.zoom'),
    kind: (view) => t(`artwork.gallery.kinds.${view.kind}`),
  };
  const show = (next: number) => {
    const target = (next + views.length) % views.length;
    if (swiper && !swiper.destroyed) swiper.slideTo(target);
    setIndex(target);
  };
  // Before swiper is in (or without it), the arrow keys move between views on the gallery.
  const onKeyDown = (event: KeyboardEvent) => {
    if (swiper || !several || zooming) return;
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };

  if (!views.length) {
    return (
      <section className={styles.gallery} aria-label={t('artwork.gallery.label')}>
        <div className={styles.track}>
          <ArtworkImage image={null} alt={alt} sizes="50vw" className={styles.hero} />
        </div>
      </section>
    );
  }
  const view = views[index] ?? views[0]!;
  const trackProps = { views, index, alt, labels, onOpen: () => setZooming(true) };

  return (
    <section
      className={styles.gallery}
      aria-label={t('artwork.gallery.label')}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
    >
      {Track ? (
        <Track {...trackProps} onSwiper={setSwiper} onSlideChange={(active) => setIndex(active)} />
      ) : (
        <StillTrack {...trackProps} />
      )}
      <p className={styles.caption} aria-live="polite" data-testid="gallery-caption">
        <span className={styles.kind}>{labels.kind(view)}</span>
        {view.caption && <span className={styles.captionText}>{view.caption}</span>}
        {several && (
          <span className={styles.count} aria-hidden="true">
            {index + 1} / {views.length}
          </span>
        )}
      </p>
      {several && (
        <ul className={styles.thumbs}>
          {views.map((thumb, i) => (
            <li key={thumb.url}>
              <button
                type="button"
                className={clsx(styles.thumb, i === index && styles.activeThumb)}
                onClick={() => show(i)}
                aria-label={t('artwork.gallery.thumbnail', {
                  index: i + 1,
                  kind: labels.kind(thumb),
                })}
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
            views={views}
            index={index}
            onIndexChange={show}
            alt={alt}
            title={title}
            kindOf={labels.kind}
            onClose={() => setZooming(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
