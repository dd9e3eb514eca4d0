// Full-screen zoom of the work's views on swiper: its Zoom module (double-click or double-tap,
// pinch, drag to move), Keyboard (the arrow keys change view), Navigation and a fraction
// Pagination, inside an accessible dialog (focus trapped, Escape closes, focus returns to the
// opener). The buttons and the + and − keys zoom in steps; 0 returns to the whole view.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination, Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/zoom';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkViewDto } from '@/schemas/artwork-dto';
import styles from './artwork-zoom.module.scss';

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
const STEP = 1.5;

export interface ArtworkZoomProps {
  views: ArtworkViewDto[];
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
  title: string;
  kindOf: (view: ArtworkViewDto) => string;
  onClose: () => void;
}

export function ArtworkZoom({
  views,
  index,
  onIndexChange,
  alt,
  title,
  kindOf,
  onClose,
}: ArtworkZoomProps) {
  const { t } = useTranslation('works');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [scale, setScale] = useState(1);
  useFocusTrap(panelRef, true, onClose);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const zoomTo = (next: number) => {
    const target = Math.min(MAX_SCALE, Math.max(MIN_SCALE, next));
    if (swiper && !swiper.destroyed && swiper.zoom) {
      if (target <= MIN_SCALE) swiper.zoom.out();
      else swiper.zoom.in(target);
    }
    setScale(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomTo(scale * STEP);
    else if (event.key === '-' || event.key === '_') zoomTo(scale / STEP);
    else if (event.key === '0') zoomTo(MIN_SCALE);
    else return;
    event.preventDefault();
  };

  const view = views[index] ?? views[0];
  return createPortal(
    <div className={styles.layer}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        onKeyDown={onKeyDown}
      >
        <header className={styles.bar}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {views.length > 1 && (
            <p className={styles.position}>
              {t('artwork.gallery.position', { index: index + 1, count: views.length })}
            </p>
          )}
          <div className={styles.tools}>
            <button
              type="button"
              className={styles.tool}
              onClick={() => zoomTo(scale / STEP)}
              disabled={scale <= MIN_SCALE}
              aria-label={t('artwork.gallery.zoomOut')}
            >
              <span aria-hidden="true">−</span>
            </button>
            <output className={styles.scale} aria-live="polite">
              {Math.round(scale * 100)}%
            </output>
            <button
              type="button"
              className={styles.tool}
              onClick={() => zoomTo(scale * STEP)}
              disabled={scale >= MAX_SCALE}
              aria-label={t('artwork.gallery.zoomIn')}
            >
              <span aria-hidden="true">+</span>
            </button>
            <button
              type="button"
              className={styles.tool}
              onClick={onClose}
              aria-label={t('artwork.gallery.close')}
              data-autofocus
            >
              <CloseIcon size={22} />
            </button>
          </div>
        </header>
        <Swiper
          modules={[Zoom, Keyboard, Navigation, Pagination, A11y]}
          initialSlide={index}
          zoom={{ maxRatio: MAX_SCALE, minRatio: MIN_SCALE, toggle: true }}
          keyboard={{ enabled: true }}
          navigation={views.length > 1}
          pagination={views.length > 1 ? { type: 'fraction' } : false}
          a11y={{
            enabled: true,
            prevSlideMessage: t('artwork.gallery.previous'),
            nextSlideMessage: t('artwork.gallery.next'),
            slideRole: 'group',
          }}
          onSwiper={setSwiper}
          onSlideChange={(instance) => {
            setScale(1);
            onIndexChange(instance.activeIndex);
          }}
          onZoomChange={(_instance, next) => setScale(next)}
          className={styles.stage}
        >
          {views.map((slide, i) => (
            <SwiperSlide key={slide.url} className={styles.slide} data-kind={slide.kind}>
              <div className="swiper-zoom-container">
                <ArtworkImage
                  image={slide}
                  alt={slide.kind === 'main' ? alt : `${alt} — ${kindOf(slide)}`}
                  sizes="100vw"
                  priority={i === index}
                  className={`swiper-zoom-target ${styles.canvas}`}
                  imgProps={{ draggable: false }}
                />
              </div>
            </SwiperSlide>
          ))}
        </Swiper>
        <p className={styles.hint}>
          {view && (
            <span className={styles.viewCaption}>
              <strong>{kindOf(view)}</strong>
              {view.caption ? ` · ${view.caption}` : ''}
            </span>
          )}
          {t('artwork.gallery.hint')}
        </p>
      </div>
    </div>,
    document.body,
  );
}
