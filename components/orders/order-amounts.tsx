// An order's amounts (SPEC §3 "Order"): what each part cost, the coupons, the total and its tax
// split (the artwork VAT-exempt, the fees with 10% VAT). Shared by the order detail and the
// sale slip; lines that are zero and optional are left out.
import type { OrderAmounts } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';
import { useTranslation } from 'next-i18next/pages';
import { money } from './order-text';
import styles from './orders.module.scss';

export function OrderAmountsTable({
  amounts,
  currency,
  language,
}: {
  amounts: OrderAmounts;
  currency: CurrencyCode;
  language: Language;
}) {
  const { t } = useTranslation('orders');
  const m = (amount: number) => money(amount, currency, language);
  const lines: { key: string; label: string; value: string; optional?: boolean }[] = [
    { key: 'art', label: t('amounts.artPrice'), value: m(amounts.art_price) },
    { key: 'delivery', label: t('amounts.delivery'), value: m(amounts.delivery_fee) },
    {
      key: 'specifiedDate',
      label: t('amounts.specifiedDate'),
      value: m(amounts.specified_date_fee),
      optional: !amounts.specified_date_fee,
    },
    {
      key: 'frame',
      label: t('amounts.frame'),
      value: m(amounts.frame_fee),
      optional: amounts.frame_fee === 0,
    },
    {
      key: 'installation',
      label: t('amounts.installation'),
      value: m(amounts.installation_fee),
      optional: amounts.installation_fee === 0,
    },
    {
      key: 'artworkDiscount',
      label: t('amounts.artworkDiscount'),
      value: `−${m(amounts.artwork_discount)}`,
      optional: amounts.artwork_discount === 0,
    },
    {
      key: 'additionalDiscount',
      label: t('amounts.additionalDiscount'),
      value: `−${m(amounts.additional_discount)}`,
      optional: amounts.additional_discount === 0,
    },
  ];
  return (
    <div className={styles.amounts}>
      <dl className={styles.amountList} aria-label={t('detail.amounts')}>
        {lines
          .filter((line) => !line.optional)
          .map((line) => (
            <div key={line.key} className={styles.amountRow} data-testid={`amount-${line.key}`}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        {amounts.discount_amount > 0 && (
          <div className={styles.amountRow} data-testid="amount-discount">
            <dt>{t('amounts.discount')}</dt>
            <dd>−{m(amounts.discount_amount)}</dd>
          </div>
        )}
        <div className={styles.amountTotal} data-testid="amount-total">
          <dt>{t('amounts.total')}</dt>
          <dd>{m(amounts.total)}</dd>
        </div>
      </dl>
      <dl className={styles.taxList} aria-label={t('amounts.taxSplit')}>
        <div className={styles.amountRow} data-testid="amount-taxFree">
          <dt>{t('amounts.taxFree')}</dt>
          <dd>{m(amounts.tax_free_amount)}</dd>
        </div>
        <div className={styles.amountRow} data-testid="amount-supply">
          <dt>{t('amounts.supply')}</dt>
          <dd>{m(amounts.supply_amount)}</dd>
        </div>
        <div className={styles.amountRow} data-testid="amount-vat">
          <dt>{t('amounts.vat')}</dt>
          <dd>{m(amounts.vat)}</dd>
        </div>
      </dl>
    </div>
  );
}
