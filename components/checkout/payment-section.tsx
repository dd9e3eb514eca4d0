// The currency and the way to pay (rules §9): the currency is the visitor's preference (Korean
// mode pays in KRW only), and the methods are those the cart's currency and total are offered.
import { useTranslation } from 'next-i18next/pages';
import { usePayMethods } from '@/api/checkout/get-pay-methods';
import { useApplyPreferences } from '@/hooks/use-apply-preferences';
import { useLanguage } from '@/hooks/use-preferences';
import { currencyCodes, type CurrencyCode } from '@/rules/money';
import { Section, useCheckout } from './checkout-context';
import { PayMethodList } from './pay-method-list';
import styles from './checkout.module.scss';

export function PaymentSection({ paying }: { paying: boolean }) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const applyPreferences = useApplyPreferences();
  const { cart, saving } = useCheckout();
  const payMethods = usePayMethods(cart.cart_id, cart.currency_code, cart.amounts.total);

  return (
    <Section title={t('payment.title')}>
      {language === 'ko' ? (
        <p className={styles.muted}>{t('currency.koreanOnly')}</p>
      ) : (
        <label className={`${styles.field} ${styles.currency}`}>
          <span className={styles.fieldLabel}>{t('currency.label')}</span>
          <select
            className={styles.select}
            value={cart.currency_code}
            disabled={saving || paying}
            onChange={(event) =>
              void applyPreferences({ language, currency: event.target.value as CurrencyCode })
            }
          >
            {currencyCodes.map((code) => (
              <option key={code} value={code}>
                {code.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
      )}
      <PayMethodList methods={payMethods.data?.pay_methods ?? []} loading={payMethods.isPending} />
    </Section>
  );
}
