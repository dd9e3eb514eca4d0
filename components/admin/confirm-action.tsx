// The one confirmation step of every irreversible back-office action (rules §4.52): a dialog that
// says in the staff member's language what the action will do, with the action's own words on the
// confirm button. Escape, the scrim and "Go back" close it; while the action runs both buttons are
// busy and the dialog stays open; when it fails it stays open (the caller says why, e.g. a toast)
// so the staff member can try again or go back.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import styles from './confirm-action.module.scss';

export interface ConfirmActionProps {
  open: boolean;
  /** The question, e.g. "Confirm the deposit of ₩1,200,000?". */
  title: string;
  /** What the action will do, plainly, including what cannot be undone. */
  description: string;
  /** The action's own words, e.g. "Confirm deposit" — never "OK". */
  confirmLabel: string;
  /** Runs the action; the dialog closes when it resolves, stays open when it throws. */
  onConfirm: () => Promise<unknown> | void;
  onCancel: () => void;
  /** A destructive action (cancel, refund, decline) shows its button as a warning. */
  tone?: 'default' | 'danger';
  /** Facts the staff member checks before confirming (the amount, the account, the buyer). */
  children?: ReactNode;
}

export function ConfirmAction({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'default',
  children,
}: ConfirmActionProps) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
      setBusy(false);
      onCancel();
    } catch {
      // The caller tells why (its own toast); the dialog stays open to try again or go back.
      setBusy(false);
    }
  }

  const close = () => {
    if (!busy) onCancel();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      description={description}
      className={styles.panel}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('confirm.back')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={busy}
            aria-busy={busy || undefined}
            data-tone={tone}
            className={tone === 'danger' ? styles.danger : undefined}
            data-testid="confirm-action"
          >
            {busy ? t('confirm.working') : confirmLabel}
          </Button>
        </>
      }
    >
      {children ? <div className={styles.facts}>{children}</div> : null}
    </Modal>
  );
}

/**
 * A button that asks first: the trigger opens the confirmation, whose confirm button runs the
 * action. For the simple case; a form that gathers input first can hold `ConfirmAction` itself.
 */
export function ConfirmButton({
  children,
  variant,
  disabled,
  testId,
  ...confirm
}: Omit<ConfirmActionProps, 'open' | 'onCancel'> & {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'text';
  disabled?: boolean;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {children}
      </Button>
      <ConfirmAction {...confirm} open={open} onCancel={() => setOpen(false)} />
    </>
  );
}
