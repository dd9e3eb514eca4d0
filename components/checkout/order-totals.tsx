// The order's amounts (SPEC §2 checkout, §9 fees and tax): art price, delivery, a specified
// delivery date, frame,
// installation, discount, total and the tax split, in the cart's currency. Lines that are zero
// are left out except the art price and the total; the tax split is always shown.
import { useTranslation } from 'next-i18next/pages';
import type { Language } from '@/schemas/dto';
import { formatMoney, type CurrencyCode } from '@/schemas/money';
import type { OrderAmounts } from '@/schemas/order-pricing';
import styles from './checkout.module.scss';

export function OrderTotals({
  amounts,
  currency,
  language,
  krwPerUnit,
}: {
  amounts: OrderAmounts;
  currency: CurrencyCode;
  language: Language;
  /** The locked rate, shown for a foreign currency. */
  krwPerUnit?: number;
}) {
  const { t } = useTranslation('checkout');
  const money = (amount: number) => formatMoney({ amount, currency }, language);
  const rows: [key: string, amount: number, show: boolean][] = [
    ['artPrice', amounts.art_price, true],
    ['delivery', amounts.delivery_fee, amounts.delivery_fee > 0],
    ['specifiedDate', amounts.specified_date_fee, amounts.specified_date_fee > 0],
    ['frame', amounts.frame_fee, amounts.frame_fee > 0],
    ['installation', amounts.installation_fee, amounts.installation_fee > 0],
  ];
  return (
    <div className={styles.totals} data-testid="order-totals">
      <dl className={styles.lines}>
        {rows
          .filter(([, , show]) => show)
          .map(([key, amount]) => (
            <div key={key} className={styles.line} data-line={key}>
              <dt>{t(`summary.${key}`)}</dt>
              <dd>{money(amount)}</dd>
            </div>
          ))}
        {amounts.discount_amount > 0 && (
          <div className={styles.line} data-line="discount">
            <dt>{t('summary.discount')}</dt>
            <dd className={styles.discount}>−{money(amounts.discount_amount)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.totalLine} data-line="total">
        <span>{t('summary.total')}</span>
        <strong>{money(amounts.total)}</strong>
      </div>
      <dl className={styles.taxLines}>
        <div className={styles.line} data-line="tax-free">
          <dt>{t('summary.taxFree')}</dt>
          <dd>{money(amounts.tax_free_amount)}</dd>
        </div>
        <div className={styles.line} data-line="supply">
          <dt>{t('summary.supply')}</dt>
          <dd>{money(amounts.supply_amount)}</dd>
        </div>
        <div className={styles.line} data-line="vat">
          <dt>{t('summary.vat')}</dt>
          <dd>{money(amounts.vat)}</dd>
        </div>
      </dl>
      {currency !== 'krw' && krwPerUnit ? (
        <p className={styles.muted}>
          {t('summary.rate', {
            rate: krwPerUnit.toLocaleString(language === 'ko' ? 'ko-KR' : 'en-US'),
            currency: currency.toUpperCase(),
          })}
        </p>
      ) : null}
    </div>
  );
}
