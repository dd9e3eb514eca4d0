// One view of the work in the gallery's stage: a button that opens the zoom, the picture at its
// true proportions inside the reserved stage (the same box for every view, so nothing moves).
import type { CSSProperties } from 'react';
import { ArtworkImage } from '@/components/ui/artwork-image/artwork-image';
import type { ArtworkViewDto } from '@/schemas/artwork-dto';
import styles from './artwork-gallery.module.scss';

export interface GalleryLabels {
  zoom: string;
  kind: (view: ArtworkViewDto) => string;
}

export interface GalleryLabels {
  zoom: string;
  kind: (view: ArtworkViewDto) => string;
}

/** One view in the stage: a button that opens the zoom, the picture at its true proportions. */
export function GalleryStage({
  view,
  alt,
  current,
  first,
  labels,
  onOpen,
  picture = true,
}: {
  view: ArtworkViewDto;
  alt: string;
  current: boolean;
  first: boolean;
  /** False for a view off the stage before the gallery is live: its picture waits (the LCP's bandwidth). */
  picture?: boolean;
  labels: GalleryLabels;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.stage}
      onClick={onOpen}
      aria-label={labels.zoom}
      aria-haspopup="dialog"
      tabIndex={current ? 0 : -1}
      style={{ '--art-ratio': view.width / view.height } as CSSProperties}
      data-kind={view.kind}
    >
      <ArtworkImage
        image={picture ? view : null}
        alt={view.kind === 'main' ? alt : `${alt} — ${labels.kind(view)}`}
        sizes="(max-width: 879px) calc(100vw - 48px), 50vw"
        priority={first}
        className={styles.hero}
      />
      <span className={styles.zoomHint} aria-hidden="true">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor">
          <circle cx="10.5" cy="10.5" r="6.5" strokeWidth="1.25" />
          <path d="m20 20-4.8-4.8M10.5 7.5v6M7.5 10.5h6" strokeWidth="1.25" />
        </svg>
      </span>
    </button>
  );
}
