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
import { BID_MIN_PERCENT } from '@/schemas/bid';
import { currencies, formatMoney, toMinorUnits } from '@/rules/money';
import { formatPriceWithReference } from '@/rules/price-display';
import { toast } from 'react-toastify';
import { formatDateTime } from '@/rules/business-time';
import { bidMessage, useBidMessages } from './use-bid-messages';
import styles from './bids.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

export interface BidDialogProps {
  artwork: ArtworkDetailDto;
  editionId: string | null;
  onClose: () => void;
  onPlaced: () => void;
}

export function BidDialog({ artwork, editionId, onClose, onPlaced }: BidDialogProps) {
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
  // KRW per minor unit of the display currency, as the price was converted (display only: the
  // server locks its own rate when the bid is placed).
  const krwPerMinor = price && display && display.amount > 0 ? price.krw / display.amount : 1;
  const major = Number(value.replaceAll(',', ''));
  const minor = value && Number.isFinite(major) && major > 0 ? toMinorUnits(major, currency) : 0;
  const krw = Math.round(minor * krwPerMinor);
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
      await placeBid({ artwork_id: artwork.id, edition_id: editionId, amount: minor });
      toast.success(t('dialog.placed'));
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
      description={t('dialog.lead', {
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
