// What a coupon takes off, as every screen writes it (My coupons, the checkout's choices): in the
// visitor's (or the cart's) currency with the KRW amount beside as the reference, KRW alone in KRW.
// The server sends `display` at the rate that applies (a cart's coupons: its locked rate).
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { CouponDto } from '@/schemas/checkout-dto';
import { money } from './order-text';

export interface CouponValue {
  /** "10% off", "₩15,000 off" or "$11.25 off (₩15,000)". */
  discount: string;
  /** A percent coupon's cap, "up to $37.50 (₩50,000)"; null without one. */
  cap: string | null;
}

export function useCouponValue(): (coupon: CouponDto) => CouponValue {
  const { t } = useTranslation('orders');
  const language = useLanguage();
  return (coupon) => {
    const { display } = coupon;
    const krw = (amount: number) => money(amount, 'krw', language);
    const capOf = (max: number) =>
      display && display.max_amount !== null
        ? t('coupons.approx', {
            amount: money(display.max_amount, display.currency_code, language),
            krw: krw(max),
          })
        : krw(max);
    const discount =
      coupon.discount_type === 'percent'
        ? t('coupons.percentOff', { percent: coupon.off_amount })
        : display && display.off_amount !== null
          ? t('coupons.offApprox', {
              amount: money(display.off_amount, display.currency_code, language),
              krw: krw(coupon.off_amount),
            })
          : t('coupons.off', { amount: krw(coupon.off_amount) });
    const cap =
      coupon.discount_type === 'percent' && coupon.max_amount !== null
        ? t('coupons.upTo', { amount: capOf(coupon.max_amount) })
        : null;
    return { discount, cap };
  };
}
