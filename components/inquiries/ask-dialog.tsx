// The dialog around the ask form (a sheet from the bottom on a phone, as every Modal is): loaded
// when the collector presses "Ask about this work"; sent, the collector is taken to the thread.
import { useRouter } from 'next/router';
import { toast } from 'react-toastify';
import { siteLinks } from '@/components/layout/site-links';
import { Modal } from '@/components/ui/modal/modal';
import { AskInquiryForm } from './ask-inquiry-form';
import { useInquiryMessages } from './use-inquiry-messages';

export function AskDialog({
  artwork,
  onClose,
}: {
  artwork: { id: string; title: string; artist: string; editionId: string | null };
  onClose: () => void;
}) {
  const { t, ready } = useInquiryMessages();
  const router = useRouter();
  if (!ready) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('ask.title')}
      description={t('ask.description', { title: artwork.title, artist: artwork.artist })}
    >
      <AskInquiryForm
        artworkId={artwork.id}
        editionId={artwork.editionId}
        onCancel={onClose}
        onSent={(thread) => {
          toast.success(t('ask.sent'));
          void router.push(siteLinks.inquiry(thread.id));
        }}
      />
    </Modal>
  );
}
