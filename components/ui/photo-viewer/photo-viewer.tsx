// A row of photos opened one at a time, larger, in a dialog that steps through the others
// (Previous / Next, wrapping round). The caller draws the thumbnails and the large picture; this
// keeps which one is open.
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';

export function usePhotoViewer(count: number) {
  const [open, setOpen] = useState<number | null>(null);
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + count) % count));
  return { open, show: setOpen, close: () => setOpen(null), step };
}

export function PhotoViewer({
  viewer,
  count,
  title,
  previous,
  next,
  className,
  children,
}: {
  viewer: ReturnType<typeof usePhotoViewer>;
  count: number;
  /** The open photo's name (its alt text). */
  title: (index: number) => string;
  previous: string;
  next: string;
  className?: string;
  /** The open photo, large. */
  children: (index: number) => ReactNode;
}) {
  const { open, close, step } = viewer;
  return (
    <Modal
      open={open !== null}
      onClose={close}
      title={open === null ? '' : title(open)}
      className={className}
      footer={
        count > 1 && (
          <>
            <Button variant="secondary" onClick={() => step(-1)}>
              {previous}
            </Button>
            <Button variant="secondary" onClick={() => step(1)}>
              {next}
            </Button>
          </>
        )
      }
    >
      {open !== null && children(open)}
    </Modal>
  );
}
