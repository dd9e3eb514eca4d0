// The won amounts of a sale paid in another currency (rules §4.49): total, tax-free, supply and
// VAT at the order's locked rate, as a Korean tax document needs them, each with the paid
// currency's amount beside it. rules/won-amounts.ts rounds once, so the won lines add up.
import { useTranslation } from 'next-i18next/pages';
import { formatMoney, type CurrencyCode } from '@/rules/money';
import { formatLockedRate } from '@/rules/price-display';
import { wonTaxSplit } from '@/rules/won-amounts';
import type { OrderAmounts } from '@/rules/order-pricing';
import type { Language } from '@/schemas/dto';
import styles from './won-amounts.module.scss';

export function WonAmounts({
  amounts,
  currency,
  krwPerUnit,
  lockedAt,
  language,
}: {
  amounts: Pick<OrderAmounts, 'total' | 'tax_free_amount' | 'supply_amount' | 'vat'>;
  currency: CurrencyCode;
  krwPerUnit: number;
  lockedAt: string | null;
  language: Language;
}) {
  const { t } = useTranslation('orders');
  if (currency === 'krw') return null;
  const won = wonTaxSplit(amounts, currency, krwPerUnit);
  const krw = (amount: number) => formatMoney({ amount, currency: 'krw' }, language);
  const paid = (amount: number) => formatMoney({ amount, currency }, language);
  const rows: [string, number, number][] = [
    ['taxFree', won.tax_free_amount, amounts.tax_free_amount],
    ['supply', won.supply_amount, amounts.supply_amount],
    ['vat', won.vat, amounts.vat],
  ];
  return (
    <section className={styles.won} aria-labelledby="won-amounts-title" data-testid="won-amounts">
      <h2 id="won-amounts-title" className={styles.title}>
        {t('won.title')}
      </h2>
      <p className={styles.rate}>
        {t('won.rate', { rate: formatLockedRate(currency, krwPerUnit, lockedAt, language) })}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('won.item')}</th>
            <th scope="col">{t('won.krw')}</th>
            <th scope="col">{t('won.paid', { currency: currency.toUpperCase() })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, inWon, inPaid]) => (
            <tr key={key} data-testid={`won-${key}`}>
              <th scope="row">{t(`amounts.${key}`)}</th>
              <td>{krw(inWon)}</td>
              <td className={styles.beside}>{paid(inPaid)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="won-total">
            <th scope="row">{t('amounts.total')}</th>
            <td>{krw(won.total)}</td>
            <td className={styles.beside}>{paid(amounts.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
