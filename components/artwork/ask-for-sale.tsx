// A work that is not on sale, or sold, may still be asked for (issue 9, rules §3 request_for_sale):
// the request goes to the operators with the artwork, who ask the artist, gallery or owner. Its
// code hydrates after the buy panel (ADR 0016), out of the page's first load.
import { useState } from 'react';
import { useBuyState } from '@/api/bids/get-bid-status';
import { LazyContactModal } from '@/components/contact/lazy-contact-modal';
import { useTranslation } from 'next-i18next/pages';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import { useLoginState } from '@/hooks/use-session';
import { buyButtonState } from '@/rules/buy-state';
import styles from './ask-for-sale.module.scss';

export function AskForSale({ artwork }: { artwork: ArtworkDetailDto }) {
  const { t } = useTranslation('works');
  const [open, setOpen] = useState(false);
  // The customer's own state when known (an owner is not asked to ask for their own work).
  const { data: live } = useBuyState(artwork.id, { enabled: useLoginState() === true });
  const state = live?.state ?? buyButtonState({ artwork, editions: artwork.editions });
  const askable =
    state.primary === 'sold' || (state.primary === 'not_for_sale' && state.note !== 'reserved');
  if (!askable) return null;
  return (
    <>
      <button
        type="button"
        className={styles.ask}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-action="ask_for_sale"
      >
        {t('artwork.buy.askForSale')}
      </button>
      <LazyContactModal
        type={open ? 'request_for_sale' : null}
        artwork={{ id: artwork.id, title: artwork.title }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
