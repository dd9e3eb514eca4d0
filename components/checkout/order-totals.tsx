// The checkout's summary (SPEC §2 checkout, §9 fees and tax): the order's money in the one layout
// every document prints (components/orders/order-amounts.tsx, ADR 0037), in the cart's currency,
// exact since the cart locked its rate; for a foreign currency that rate, when it was locked, and
// what the total comes to in KRW as the reference (schemas/price-display.ts).
import { useTranslation } from 'next-i18next/pages';
import { OrderAmountsTable } from '@/components/orders/order-amounts';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';
import type { LayoutAmounts } from '@/schemas/order-lines';
import { formatKrwEquivalent } from '@/schemas/price-display';
import styles from './checkout.module.scss';

export function OrderTotals({
  amounts,
  currency,
  language,
  extraInstalls,
  rate,
}: {
  amounts: LayoutAmounts;
  currency: CurrencyCode;
  language: Language;
  extraInstalls?: number;
  /** The cart's locked rate (KRW per unit) and when it was locked, shown for a foreign currency. */
  rate?: { krwPerUnit: number; lockedAt: string | null };
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.totals} data-testid="order-totals">
      <OrderAmountsTable
        amounts={amounts}
        currency={currency}
        language={language}
        extraInstalls={extraInstalls}
        rate={rate}
      />
      {currency !== 'krw' && rate ? (
        <p className={styles.muted} data-testid="krw-reference">
          {t('summary.krwReference', {
            amount: formatKrwEquivalent(
              { amount: amounts.total, currency },
              rate.krwPerUnit,
              language,
            ),
          })}
        </p>
      ) : null}
    </div>
  );
}
