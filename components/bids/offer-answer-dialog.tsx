// My page › Offer: the owner's confirmation of an answer to an offer (rules §4.53) — what accepting
// or declining will do, in the customer's words (the back office has its own, ConfirmAction).
// It stays open while the answer is sent and after a failure (the caller says why).
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { useLanguage } from '@/hooks/use-preferences';
import type { BidDto } from '@/schemas/bid-dto';
import { answerConfirmation } from './offer-words';
import { useBidMessages } from './use-bid-messages';
import styles from './offer-page.module.scss';

export function OfferAnswerDialog({
  answer,
  bid,
  onConfirm,
  onClose,
}: {
  /** The answer asked for; null when the dialog is closed. */
  answer: 'accept' | 'decline' | null;
  bid: BidDto;
  onConfirm: (answer: 'accept' | 'decline') => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useBidMessages();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  if (!answer) return null;
  const words = answerConfirmation(t, answer, bid, language);
  const close = () => {
    if (!busy) onClose();
  };
  async function confirm() {
    if (busy || !answer) return;
    setBusy(true);
    try {
      await onConfirm(answer);
      setBusy(false);
      onClose();
    } catch {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      onClose={close}
      title={words.title}
      description={words.description}
      className={styles.confirm}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('offer.confirm.back')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-testid="confirm-answer"
            data-answer={answer}
          >
            {busy ? t('offer.confirm.working') : words.confirmLabel}
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
