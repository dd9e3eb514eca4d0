// How the work reaches the buyer (rules §4, §9): normal delivery (Korean addresses, on a named
// weekday for a fee, insured at the buyer's choice), international delivery (abroad, always
// insured, duties paid by the buyer on arrival: rules §9.27-9.28), free storage, or pick-up,
// which is saved with the buyer's contact request.
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { useSetCartShippingMethodMutation } from '@/api/checkout/set-cart-shipping-method';
import { Button } from '@/components/ui/button/button';
import type { CheckoutFormValues, ShippingMethodRequest } from '@/schemas/checkout';
import type { ShippingMethod } from '@/rules/checkout-rules';
import { Section, useCheckout } from './checkout-context';
import { translateCheckoutMessage } from './checkout-text';
import { DeliveryDate } from './delivery-date';
import styles from './checkout.module.scss';

export function DeliveryOptionsSection() {
  const { t } = useTranslation('checkout');
  const { cart, money, saving, save } = useCheckout();
  const setMethod = useSetCartShippingMethodMutation(cart.cart_id);
  const { register, setValue, getValues, clearErrors } = useFormContext<CheckoutFormValues>();
  const pickupChosen = useWatch<CheckoutFormValues, 'pickup_chosen'>({ name: 'pickup_chosen' });
  const method: ShippingMethod = pickupChosen ? 'pickup' : cart.shipping_method;
  const fee = (amount: number) => (amount > 0 ? `+${money(amount)}` : t('shipping.free'));

  const saveMethod = (body: ShippingMethodRequest) => save(() => setMethod.mutateAsync(body));

  const chooseMethod = async (value: ShippingMethod) => {
    setValue('pickup_chosen', value === 'pickup');
    if (value === 'pickup') return;
    const saved = await saveMethod({
      shipping_method: value,
      specified_date: null,
      pickup_contact: null,
      insurance: value === 'delivery' && cart.insurance,
    });
    // A new method starts without a named date, as the cart it answers with does.
    if (saved) {
      setValue('date_wanted', Boolean(saved.specified_date));
      setValue('specified_date', saved.specified_date ?? saved.specified_date_range.earliest);
      clearErrors('specified_date');
    }
  };

  return (
    <Section title={t('shipping.title')}>
      <div role="radiogroup" aria-label={t('shipping.title')} className={styles.choices}>
        {cart.shipping_options.map((option) => (
          <label
            key={option.value}
            className={styles.choice}
            data-chosen={method === option.value || undefined}
            data-disabled={!option.available || undefined}
          >
            <input
              type="radio"
              name="shipping-method"
              value={option.value}
              checked={method === option.value}
              disabled={!option.available || saving}
              onChange={() => void chooseMethod(option.value)}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceName}>
                {t(`shipping.${option.value}`)}
                {option.available && <span className={styles.fee}>{fee(option.fee)}</span>}
              </span>
              <span className={styles.choiceNote}>
                {option.reason
                  ? translateCheckoutMessage(t, option.reason)
                  : t(`shipping.${option.value}Note`, { days: cart.expected_delivery_days })}
              </span>
            </span>
          </label>
        ))}
      </div>
      {method === 'delivery' && cart.shipping_method === 'delivery' && (
        <>
          <label className={styles.consentLabel}>
            <input
              type="checkbox"
              checked={cart.insurance}
              disabled={saving}
              onChange={(event) =>
                void saveMethod({
                  shipping_method: 'delivery',
                  specified_date: cart.specified_date,
                  pickup_contact: null,
                  insurance: event.target.checked,
                })
              }
            />
            <span>
              {t('shipping.insuranceChoose')}{' '}
              <span className={styles.fee}>+{money(cart.insurance_fee)}</span>
            </span>
          </label>
          <DeliveryDate
            onSave={(date) =>
              saveMethod({
                shipping_method: 'delivery',
                specified_date: date,
                pickup_contact: null,
                insurance: cart.insurance,
              })
            }
          />
        </>
      )}
      {method === 'international' && cart.shipping_method === 'international' && (
        <dl className={styles.abroadTerms} data-testid="abroad-terms">
          <div>
            <dt>{t('shipping.insuranceIncluded')}</dt>
            <dd>{money(cart.insurance_fee)}</dd>
          </div>
          {cart.duties_estimate && (
            <div>
              <dt>{t('shipping.dutiesEstimate')}</dt>
              <dd>{money(cart.duties_estimate.total)}</dd>
            </div>
          )}
          <p className={styles.choiceNote}>{t('shipping.dutiesNote')}</p>
        </dl>
      )}
      {method === 'pickup' && (
        <div className={styles.field}>
          <label className={styles.fieldLabel} htmlFor="pickup-contact">
            {t('shipping.pickupContact')}
          </label>
          <textarea
            id="pickup-contact"
            className={styles.input}
            rows={3}
            placeholder={t('shipping.pickupContactHint')}
            {...register('pickup_contact')}
          />
          <div>
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() =>
                void saveMethod({
                  shipping_method: 'pickup',
                  specified_date: null,
                  pickup_contact: getValues('pickup_contact'),
                  insurance: false,
                })
              }
            >
              {t('shipping.save')}
            </Button>
          </div>
        </div>
      )}
    </Section>
  );
}
