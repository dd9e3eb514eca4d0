// "View in my room" under the work's pictures (rules §4.81): only on a work that hangs flat on a
// wall. The dialog and everything it draws with (three, @react-three/fiber) load when the visitor
// shows the intent to open it, so the page's first load does not carry them (ADR 0082).
import { Suspense, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { lazyWithPreload } from '@/components/ui/lazy/lazy-part';
import { isTwoDimensional } from '@/rules/view-in-room';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import styles from './view-in-room-button.module.scss';

const ViewInRoomDialog = lazyWithPreload(() =>
  import('./view-in-room-dialog').then((module) => module.ViewInRoomDialog),
);

export function ViewInRoomButton({ artwork }: { artwork: ArtworkDetailDto }) {
  const { t } = useTranslation('works');
  const [open, setOpen] = useState(false);
  if (!isTwoDimensional({ categoryHandle: artwork.category.handle, depthCm: artwork.depth_cm })) {
    return null;
  }
  return (
    <div className={styles.place}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        onPointerEnter={ViewInRoomDialog.preload}
        onFocus={ViewInRoomDialog.preload}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path
            d="M3 20h18M5 20v-5h14v5M7 15v-2h10v2M8 4h8v6H8z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        </svg>
        {t('room.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ViewInRoomDialog artwork={artwork} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
