// "Place a bid" (rules §4): the amount in the visitor's currency with its KRW equivalent, the
// bounds of an acceptable bid and when it expires. Loaded when the visitor presses the button.
import { useState, type FormEvent } from 'react';
import { usePlaceBidMutation } from '@/api/bids/place-bid';
import { apiErrorMessage } from '@/api/api-error';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import { Modal } from '@/components/ui/modal/modal';
import { useCurrency, useLanguage } from '@/hooks/use-preferences';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import type { BidAnswererDto } from '@/schemas/bid-dto';
import { BID_MIN_PERCENT } from '@/schemas/bid';
import { currencies, formatMoney, toMinorUnits } from '@/rules/money';
import { convertToKrw } from '@/rules/money-conversion';
import { formatPriceWithReference } from '@/rules/price-display';
import { toast } from 'react-toastify';
import { formatDateTime } from '@/rules/business-time';
import { byAnswerer } from './offer-words';
import { bidMessage, useBidMessages } from './use-bid-messages';
import styles from './bids.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

export interface BidDialogProps {
  artwork: ArtworkDetailDto;
  editionId: string | null;
  /** The conversation the offer is made from (issue 31): the offer shows in it. */
  inquiryId?: string | null;
  /** Who answers an offer on this edition (the bid status's), named in the dialog's words. */
  answerer?: BidAnswererDto | null;
  onClose: () => void;
  onPlaced: () => void;
}

export function BidDialog({
  artwork,
  editionId,
  inquiryId,
  answerer = null,
  onClose,
  onPlaced,
}: BidDialogProps) {
  const { t, ready } = useBidMessages();
  const editionName = useEditionLabel();
  const language = useLanguage();
  const currency = useCurrency();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: placeBid } = usePlaceBidMutation();
  const price = artwork.price;
  const display = price?.display;
  const major = Number(value.replaceAll(',', ''));
  const minor = value && Number.isFinite(major) && major > 0 ? toMinorUnits(major, currency) : 0;
  // The server's rule at today's rate (it locks its own when the offer is placed): $5,000 at
  // ₩1,412.50 is ₩7,062,500, not a ratio of two rounded prices.
  const krw = convertToKrw({ amount: minor, currency }, artwork.krw_per_unit);
  const min = display ? Math.ceil((display.amount * BID_MIN_PERCENT) / 100) : 0;
  const edition =
    artwork.editions.next_edition?.edition_id === editionId
      ? artwork.editions.next_edition?.edition_number
      : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!minor) {
      setError(t('dialog.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await placeBid({
        artwork_id: artwork.id,
        edition_id: editionId,
        amount: minor,
        inquiry_id: inquiryId ?? null,
      });
      toast.success(byAnswerer(t, 'dialog.placed', answerer));
      onPlaced();
    } catch (failure) {
      const message = apiErrorMessage(failure) ?? '';
      setError(message ? bidMessage(t, message) : t('offer.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (!ready || !price || !display) return null;
  const step = 1 / 10 ** currencies[currency].decimals;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('dialog.title')}
      description={byAnswerer(t, 'dialog.lead', answerer, {
        edition: editionName({
          edition_type: artwork.edition_type,
          edition_number: edition ?? 1,
          edition_size: artwork.edition_size,
        }),
      })}
    >
      <form className={styles.dialog} onSubmit={submit} noValidate>
        <dl className={styles.facts}>
          <div>
            <dt>{t('dialog.price')}</dt>
            <dd>{formatPriceWithReference(price, language)}</dd>
          </div>
        </dl>
        <TextField
          label={t('dialog.amount', { currency: currency.toUpperCase() })}
          name="amount"
          inputMode="decimal"
          type="number"
          min={0}
          step={step}
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error ?? undefined}
          hint={t('dialog.min', { amount: formatMoney({ amount: min, currency }, language) })}
          keepHint
        />
        {currency !== 'krw' && minor > 0 && (
          <p className={styles.krw} data-testid="bid-krw">
            {t('dialog.krw', { amount: formatMoney({ amount: krw, currency: 'krw' }, language) })}
          </p>
        )}
        {artwork.bid_expires_at && (
          <p className={styles.note}>
            {t('dialog.expires', { date: formatDateTime(artwork.bid_expires_at, language) })}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('dialog.submitting') : t('dialog.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
