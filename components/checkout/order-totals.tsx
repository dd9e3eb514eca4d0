// The checkout's summary (rules §2 checkout, §9 fees and tax): the order's money in the one layout
// every document prints (components/orders/order-amounts.tsx, ADR 0037), in the cart's currency,
// exact since the cart locked its rate; for a foreign currency that rate, when it was locked, and
// the artwork's KRW price as the reference (ADR 0052).
import { OrderAmountsTable } from '@/components/orders/order-amounts';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { LayoutAmounts } from '@/rules/order-lines';
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
  /** The cart's locked rate, when it was locked and the artwork's KRW price (a foreign currency). */
  rate?: { krwPerUnit: number; lockedAt: string | null; artPriceKrw: number };
}) {
  return (
    <div className={styles.totals} data-testid="order-totals">
      <OrderAmountsTable
        amounts={amounts}
        currency={currency}
        language={language}
        extraInstalls={extraInstalls}
        rate={rate}
      />
    </div>
  );
}
