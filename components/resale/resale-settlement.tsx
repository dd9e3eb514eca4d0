// The seller's settlement of a resale (rules §4.36, ADR 0072): the sale's KRW price, less the
// platform commission and the artist resale royalty, is what the seller receives, in won; what the
// buyer paid in their currency is printed under it as a reference. On the seller's sale slip and
// the back office's order.
import { Fragment } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/rules/money';
import { lockedRateParts } from '@/rules/price-display';
import type { Language } from '@/schemas/dto';
import type { SellerSettlementDto } from '@/schemas/checkout-dto';
import styles from '@/components/orders/orders.module.scss';

export function ResaleSettlementTable({
  settlement,
  language,
  reader = 'seller',
}: {
  settlement: SellerSettlementDto;
  language: Language;
  /** Who reads it: the seller ("Your proceeds") or an operator ("Seller's proceeds"). */
  reader?: 'seller' | 'operator';
}) {
  const { t } = useTranslation('resale');
  const won = (amount: number) => formatMoney({ amount, currency: 'krw' }, language);
  const paid = settlement.paid_by_buyer;
  return (
    <div data-testid="settlement">
      <dl className={styles.amountList} aria-label={t('sold.settlement')}>
        <div className={styles.amountRow}>
          <dt>{t('sold.salePrice')}</dt>
          <dd>{won(settlement.sale_price)}</dd>
        </div>
        <div className={styles.amountRow}>
          <dt>{t('sold.commission')}</dt>
          <dd>−{won(settlement.platform_commission)}</dd>
        </div>
        <div className={styles.amountRow}>
          <dt>{t('sold.royalty')}</dt>
          <dd>−{won(settlement.artist_royalty)}</dd>
        </div>
        <div className={styles.amountTotal} data-testid="seller-proceeds">
          <dt>{t(reader === 'seller' ? 'sold.proceeds' : 'sold.sellerProceeds')}</dt>
          <dd>{won(settlement.seller_proceeds)}</dd>
        </div>
      </dl>
      {paid.currency_code !== 'krw' && (
        <p className={styles.amountRate} data-testid="settlement-reference">
          <span className={styles.unbroken}>
            {t('sold.paidByBuyer', {
              amount: formatMoney({ amount: paid.amount, currency: paid.currency_code }, language),
            })}
          </span>
          {lockedRateParts(
            paid.currency_code,
            paid.krw_per_unit,
            paid.rate_locked_at,
            language,
          ).map((part) => (
            <Fragment key={part}>
              {' · '}
              <span className={styles.unbroken}>{part}</span>
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
