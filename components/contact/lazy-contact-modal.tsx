// The contact dialogs load their code when first opened, so the form stays out of the first load
// of every page that merely offers it (footer, home services, FAQ).
import { lazy, Suspense } from 'react';
import type { ContactArtwork, ContactModalType } from './contact-modal';

const ContactModal = lazy(() =>
  import('./contact-modal').then((module) => ({ default: module.ContactModal })),
);

export function LazyContactModal({
  type,
  artwork,
  onClose,
}: {
  type: ContactModalType | null;
  artwork?: ContactArtwork;
  onClose: () => void;
}) {
  if (!type) return null;
  return (
    <Suspense fallback={null}>
      <ContactModal type={type} artwork={artwork} onClose={onClose} />
    </Suspense>
  );
}
