// The checkout's summary (SPEC §2 checkout, §9 fees and tax): the order's money in the one layout
// every document prints (components/orders/order-amounts.tsx, ADR 0037), in the cart's currency,
// and for a foreign currency the rate it is locked at.
import { useTranslation } from 'next-i18next/pages';
import { OrderAmountsTable } from '@/components/orders/order-amounts';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';
import type { LayoutAmounts } from '@/schemas/order-lines';
import styles from './checkout.module.scss';

export function OrderTotals({
  amounts,
  currency,
  language,
  extraInstalls,
  krwPerUnit,
}: {
  amounts: LayoutAmounts;
  currency: CurrencyCode;
  language: Language;
  extraInstalls?: number;
  /** The locked rate, shown for a foreign currency. */
  krwPerUnit?: number;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.totals} data-testid="order-totals">
      <OrderAmountsTable
        amounts={amounts}
        currency={currency}
        language={language}
        extraInstalls={extraInstalls}
      />
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
