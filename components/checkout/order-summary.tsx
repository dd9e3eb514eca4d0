// The order's summary (rules §2 checkout, §5 consent): the totals in the cart's currency with its
// locked rate, the order consent, the failure of the last call, and Pay — in the summary and in
// the phone pay bar, one handler for both.
import { useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { usePayMethods } from '@/api/checkout/get-pay-methods';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button/button';
import { useLanguage } from '@/hooks/use-preferences';
import type { CheckoutFormValues } from '@/schemas/checkout';
import { CheckoutPayBar } from './checkout-pay-bar';
import { useCheckout } from './checkout-context';
import { translateCheckoutMessage } from './checkout-text';
import { OrderTotals } from './order-totals';
import { offeredChoice } from './pay-method-list';
import { payBlocker } from './pay-blocker';
import { describeRateChange, type RateChange } from './rate-change';
import styles from './checkout.module.scss';

/** The order consent checkbox, which a press of Pay without it brings into view. */
export const CONSENT_FIELD = 'order_consent';

export function OrderSummary({
  paying,
  onPay,
  rateChange = null,
}: {
  paying: boolean;
  /** Pays with the chosen method (checkout-form.tsx), once the consent is given. */
  onPay: () => void;
  /** The cart was re-priced at today's rate since the buyer saw it (rules §9.22). */
  rateChange?: RateChange | null;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const { cart, money, saving } = useCheckout();
  const payMethods = usePayMethods(cart.cart_id, cart.currency_code, cart.amounts.total);
  const picked = useWatch<CheckoutFormValues, 'pay_method'>({ name: 'pay_method' });
  const payMethod = offeredChoice(payMethods.data?.pay_methods ?? [], picked);
  const { errors } = useFormState<CheckoutFormValues>();
  const payRef = useRef<HTMLDivElement>(null);
  // Pay is greyed only with a reason the buyer reads beside it.
  const blocker = paying
    ? null
    : payBlocker({
        cart,
        saving,
        payMethodChosen: payMethod !== null,
        payMethodsLoading: payMethods.isPending,
      });
  const disabled = paying || blocker !== null;
  const blockedNote = blocker ? t(`payBlocked.${blocker}`) : null;

  return (
    <>
      <aside className={styles.aside} aria-label={t('summary.title')}>
        <div className={styles.summary}>
          <h2 className={styles.sectionTitle}>{t('summary.title')}</h2>
          <OrderTotals
            amounts={cart.amounts}
            currency={cart.currency_code}
            language={language}
            extraInstalls={cart.extra_installs}
            rate={{
              krwPerUnit: cart.exchange_rate.krw_per_unit,
              lockedAt: cart.exchange_rate.locked_at,
              artPriceKrw: cart.art_price_krw,
            }}
          />
          <ConsentBox error={errors.order_consent?.message} />
          {rateChange && (
            <p className={styles.rateChange} role="alert">
              {describeRateChange(t, rateChange, language)}
            </p>
          )}
          <FormAlert message={errors.root?.message ?? null} />
          <div ref={payRef}>
            <Button
              size="lg"
              block
              onClick={onPay}
              disabled={disabled}
              aria-busy={paying || undefined}
              aria-describedby={blockedNote ? 'pay-blocked' : undefined}
            >
              {paying ? t('paying') : t('pay', { amount: money(cart.amounts.total) })}
            </Button>
            {blockedNote && (
              <p id="pay-blocked" className={styles.payBlocked} data-testid="pay-blocked">
                {blockedNote}
              </p>
            )}
          </div>
        </div>
      </aside>
      <CheckoutPayBar
        total={money(cart.amounts.total)}
        watch={payRef}
        disabled={disabled}
        paying={paying}
        onPay={onPay}
        note={blockedNote}
      />
    </>
  );
}

/** rules §5: the order consent checkbox is required before purchase. */
function ConsentBox({ error }: { error: string | undefined }) {
  const { t } = useTranslation('checkout');
  const { register, clearErrors } = useFormContext<CheckoutFormValues>();
  return (
    <div className={styles.consent}>
      <label className={styles.consentLabel}>
        <input
          id="order-consent"
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error' : undefined}
          {...register(CONSENT_FIELD, {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) clearErrors(CONSENT_FIELD);
            },
          })}
        />
        <span>{t('consent.label')}</span>
      </label>
      {error && (
        <p id="consent-error" role="alert" className={styles.error}>
          {translateCheckoutMessage(t, error)}
        </p>
      )}
    </div>
  );
}
