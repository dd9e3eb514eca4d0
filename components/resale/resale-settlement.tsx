// The seller's settlement of a resale (ADR 0025): the sale price, less the platform commission
// and the artist resale royalty, is what the seller receives. On the sold tab and the sale slip.
import { money } from '@/components/orders/order-text';
import { useTranslation } from 'next-i18next/pages';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { ResaleSettlement } from '@/rules/order-pricing';
import styles from '@/components/orders/orders.module.scss';

export function ResaleSettlementTable({
  settlement,
  currency,
  language,
}: {
  settlement: ResaleSettlement;
  currency: CurrencyCode;
  language: Language;
}) {
  const { t } = useTranslation('resale');
  const m = (amount: number) => money(amount, currency, language);
  return (
    <dl className={styles.amountList} aria-label={t('sold.proceeds')} data-testid="settlement">
      <div className={styles.amountRow}>
        <dt>{t('sold.salePrice')}</dt>
        <dd>{m(settlement.sale_price)}</dd>
      </div>
      <div className={styles.amountRow}>
        <dt>{t('sold.commission')}</dt>
        <dd>−{m(settlement.platform_commission)}</dd>
      </div>
      <div className={styles.amountRow}>
        <dt>{t('sold.royalty')}</dt>
        <dd>−{m(settlement.artist_royalty)}</dd>
      </div>
      <div className={styles.amountTotal} data-testid="seller-proceeds">
        <dt>{t('sold.proceeds')}</dt>
        <dd>{m(settlement.seller_proceeds)}</dd>
      </div>
    </dl>
  );
}
