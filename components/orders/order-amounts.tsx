// An order's money as every screen prints it (issue 19, ADR 0037): the lines of
// rules/order-lines.ts (the artwork's price, each charge, each discount once), the total they
// add up to, and its tax split (the artwork VAT-exempt, the fees with 10% VAT). The checkout
// summary, the completion, the order detail, the sale slip and the back office's order use it.
// The amounts are locked, so they are exact; in a foreign currency the rate they were converted
// at is named under them (rules/price-display.ts).
import { Fragment } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import { printOrder, type LayoutAmounts } from '@/rules/order-lines';
import { formatMoney } from '@/rules/money';
import { lockedRateParts } from '@/rules/price-display';
import styles from './orders.module.scss';

export function OrderAmountsTable({
  amounts,
  currency,
  language,
  extraInstalls = 0,
  withTaxSplit = true,
  rate,
}: {
  amounts: LayoutAmounts;
  currency: CurrencyCode;
  language: Language;
  /** How many extra works the extra-works line is for. */
  extraInstalls?: number;
  withTaxSplit?: boolean;
  /**
   * The rate the amounts were converted at (KRW per unit) and when it was locked; on the checkout
   * also the artwork's KRW price, the reference beside its converted line.
   */
  rate?: { krwPerUnit: number; lockedAt: string | null; artPriceKrw?: number };
}) {
  const { t } = useTranslation('orders');
  const printed = printOrder(amounts, currency, language, extraInstalls);
  return (
    <div className={styles.amounts} data-testid="order-amounts">
      <div>
        <dl className={styles.amountList} aria-label={t('detail.amounts')}>
          {printed.lines.map((line) => (
            <div
              key={line.key}
              className={styles.amountRow}
              data-testid={`amount-${line.key}`}
              data-kind={line.kind}
            >
              <dt>{t(`amounts.${line.key}`, { count: line.count })}</dt>
              <dd className={line.kind === 'discount' ? styles.amountDiscount : undefined}>
                {line.text}
              </dd>
            </div>
          ))}
          <div className={styles.amountTotal} data-testid="amount-total">
            <dt>{t('amounts.total')}</dt>
            <dd>{printed.total.text}</dd>
          </div>
        </dl>
        {currency !== 'krw' && rate && (
          <p className={styles.amountRate} data-testid="locked-rate">
            {lockedRateParts(currency, rate.krwPerUnit, rate.lockedAt, language).map((part, i) => (
              <Fragment key={part}>
                {i > 0 && ' · '}
                <span className={styles.unbroken}>{part}</span>
              </Fragment>
            ))}
          </p>
        )}
        {currency !== 'krw' && rate?.artPriceKrw !== undefined && (
          <p className={styles.amountRate} data-testid="krw-reference">
            {t('amounts.artPriceKrw', {
              amount: formatMoney({ amount: rate.artPriceKrw, currency: 'krw' }, language),
            })}
          </p>
        )}
      </div>
      {withTaxSplit && (
        <dl className={styles.taxList} aria-label={t('amounts.taxSplit')}>
          {printed.tax.map((line) => (
            <div key={line.key} className={styles.amountRow} data-testid={`amount-${line.key}`}>
              <dt>{t(`amounts.${line.key}`)}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
