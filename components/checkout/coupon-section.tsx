// The coupons (rules §7 "Coupons"): one artwork coupon and one additional coupon at most, each
// shown in the cart's currency at its locked rate with KRW beside, as on My coupons; applied by
// their own button.
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { useApplyCouponsMutation } from '@/api/checkout/apply-coupons';
import { useApplicableCoupons } from '@/api/coupons/get-applicable-coupons';
import { useCouponValue } from '@/components/orders/coupon-value';
import { Button } from '@/components/ui/button/button';
import type { CheckoutFormValues } from '@/schemas/checkout';
import type { CouponDto } from '@/schemas/checkout-dto';
import { Section, useCheckout } from './checkout-context';
import { translateCheckoutMessage } from './checkout-text';
import styles from './checkout.module.scss';

const couponFields = {
  artwork: 'artwork_coupon_id',
  additional: 'additional_coupon_id',
} as const;

export function CouponSection() {
  const { t } = useTranslation('checkout');
  const { cart, saving, save } = useCheckout();
  const coupons = useApplicableCoupons(cart.artwork.id, cart.cart_id);
  const applyCoupons = useApplyCouponsMutation(cart.cart_id);
  const couponValue = useCouponValue();
  const { register, getValues } = useFormContext<CheckoutFormValues>();
  const couponList = coupons.data?.coupons ?? [];
  const couponLabel = (c: CouponDto) => {
    const { discount, cap } = couponValue(c);
    return [c.title, discount, cap].filter(Boolean).join(' · ');
  };

  return (
    <Section title={t('coupon.title')}>
      {couponList.length === 0 ? (
        <p className={styles.muted}>
          {coupons.data?.message
            ? translateCheckoutMessage(t, coupons.data.message)
            : t('coupon.empty')}
        </p>
      ) : (
        <div className={styles.couponRow}>
          {(['artwork', 'additional'] as const).map((kind) => (
            <label key={kind} className={styles.field}>
              <span className={styles.fieldLabel}>{t(`coupon.${kind}`)}</span>
              <select className={styles.select} {...register(couponFields[kind])}>
                <option value="">{t('coupon.noneChosen')}</option>
                {couponList
                  .filter((c) => c.kind === kind)
                  .map((c) => (
                    <option key={c.id} value={c.id}>
                      {couponLabel(c)}
                    </option>
                  ))}
              </select>
            </label>
          ))}
          <Button
            variant="secondary"
            disabled={saving}
            onClick={() =>
              void save(() =>
                applyCoupons.mutateAsync({
                  artwork_coupon_id: getValues('artwork_coupon_id') || null,
                  additional_coupon_id: getValues('additional_coupon_id') || null,
                }),
              )
            }
          >
            {t('coupon.apply')}
          </Button>
        </div>
      )}
    </Section>
  );
}
