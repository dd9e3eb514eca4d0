// Full-screen zoom of an artwork's images: an accessible dialog (focus trapped, Escape closes,
// focus returns to the opener). Zoom with the buttons, + and −, the wheel, a double click or a
// pinch; drag or the arrow keys move a zoomed image; at 1× the arrows change image.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type WheelEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import { CloseIcon } from '@/components/ui/icons/close-icon';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { useTranslation } from 'next-i18next/pages';
import type { ImageDto } from '@/schemas/dto';
import styles from './artwork-zoom.module.scss';

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

interface View {
  scale: number;
  x: number;
  y: number;
}
const initial: View = { scale: 1, x: 0, y: 0 };

export interface ArtworkZoomProps {
  images: ImageDto[];
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
  title: string;
  onClose: () => void;
}

export function ArtworkZoom({
  images,
  index,
  onIndexChange,
  alt,
  title,
  onClose,
}: ArtworkZoomProps) {
  const { t } = useTranslation('works');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(initial);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  useFocusTrap(panelRef, true, onClose);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const zoomBy = useCallback((factor: number) => {
    setView((v) => {
      const scale = clampScale(v.scale * factor);
      return scale === 1
        ? initial
        : { scale, x: v.x * (scale / v.scale), y: v.y * (scale / v.scale) };
    });
  }, []);

  const go = (delta: number) => {
    if (images.length < 2) return;
    setView(initial);
    onIndexChange((index + delta + images.length) % images.length);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = 60;
    if (event.key === '+' || event.key === '=') zoomBy(1.5);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / 1.5);
    else if (event.key === '0') setView(initial);
    else if (view.scale > 1 && event.key.startsWith('Arrow')) {
      const dx = event.key === 'ArrowLeft' ? step : event.key === 'ArrowRight' ? -step : 0;
      const dy = event.key === 'ArrowUp' ? step : event.key === 'ArrowDown' ? -step : 0;
      setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    } else if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      pinch.current = { distance: Math.hypot(a!.x - b!.x, a!.y - b!.y), scale: view.scale };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, current);
    if (pointers.current.size === 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const scale = clampScale((pinch.current.scale * distance) / pinch.current.distance);
      setView((v) => (scale === 1 ? initial : { ...v, scale }));
    } else if (pointers.current.size === 1 && view.scale > 1) {
      setView((v) => ({ ...v, x: v.x + current.x - previous.x, y: v.y + current.y - previous.y }));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    zoomBy(event.deltaY < 0 ? 1.15 : 1 / 1.15);
  };

  const image = images[index] ?? null;
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
          {images.length > 1 && (
            <p className={styles.position}>
              {t('artwork.gallery.position', { index: index + 1, count: images.length })}
            </p>
          )}
          <div className={styles.tools}>
            <button
              type="button"
              className={styles.tool}
              onClick={() => zoomBy(1 / 1.5)}
              disabled={view.scale <= MIN_SCALE}
              aria-label={t('artwork.gallery.zoomOut')}
            >
              <span aria-hidden="true">−</span>
            </button>
            <output className={styles.scale} aria-live="polite">
              {Math.round(view.scale * 100)}%
            </output>
            <button
              type="button"
              className={styles.tool}
              onClick={() => zoomBy(1.5)}
              disabled={view.scale >= MAX_SCALE}
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
        <div
          className={styles.stage}
          data-zoomed={view.scale > 1 || undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onWheel={onWheel}
          onDoubleClick={() => setView((v) => (v.scale > 1 ? initial : { scale: 2.5, x: 0, y: 0 }))}
        >
          <div
            className={styles.canvas}
            style={{
              transform: `translate3d(${view.x}px, ${view.y}px, 0) scale(${view.scale})`,
              ...({ '--fit-ratio': image ? image.width / image.height : 0.8 } as CSSProperties),
            }}
          >
            <ArtworkImage
              image={image}
              alt={alt}
              sizes="100vw"
              priority
              imgProps={{ draggable: false }}
            />
          </div>
        </div>
        <p className={styles.hint}>{t('artwork.gallery.hint')}</p>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className={`${styles.nav} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label={t('artwork.gallery.previous')}
            >
              <ArrowRightIcon size={24} />
            </button>
            <button
              type="button"
              className={`${styles.nav} ${styles.next}`}
              onClick={() => go(1)}
              aria-label={t('artwork.gallery.next')}
            >
              <ArrowRightIcon size={24} />
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
