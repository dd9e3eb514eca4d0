// The checkout of one cart (rules §2 "Checkout: address, shipping method, frame, installation,
// coupon, payment method, consent"; issue 5), one form across its sections (checkoutFormSchema).
// Every choice is saved on the cart, whose answer carries the fees and totals in the chosen
// currency; "Pay" starts the payment session and completes it with one Idempotency-Key per attempt
// (ADR 0019). A declined payment goes to /purchase-error.
import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'next-i18next/pages';
import { useCartSaving } from '@/api/checkout/cart-change';
import { usePayMethods } from '@/api/checkout/get-pay-methods';
import { usePaymentAttemptKey } from '@/api/checkout/idempotency';
import { usePayForCartMutation } from '@/api/checkout/pay-for-cart';
import { useLanguage } from '@/hooks/use-preferences';
import { checkoutFormSchema, type CheckoutFormValues } from '@/schemas/checkout';
import type { CartDto } from '@/schemas/checkout-dto';
import { formatMoney } from '@/rules/money';
import { CheckoutArtwork, CheckoutHead } from './checkout-head';
import { CheckoutProvider, type CheckoutContextValue } from './checkout-context';
import { checkoutFailure, translateCheckoutMessage } from './checkout-text';
import { CouponSection } from './coupon-section';
import { DeliveryAddressSection } from './delivery-address-section';
import { DeliveryOptionsSection } from './delivery-options-section';
import { FrameSection } from './frame-section';
import { CONSENT_FIELD, OrderSummary } from './order-summary';
import { isCardMethod, offeredChoice } from './pay-method-list';
import { PaymentSection } from './payment-section';
import { rateChangeBetween, rateChangeOfAnswer, type RateChange } from './rate-change';
import styles from './checkout.module.scss';

/** A change of these makes the next press of Pay a new attempt. */
const payFields = ['pay_method', 'installment_months', 'test_card_number'] as const;

function defaultValues(cart: CartDto): CheckoutFormValues {
  return {
    pickup_chosen: false,
    pickup_contact: cart.pickup_contact ?? '',
    date_wanted: Boolean(cart.specified_date),
    specified_date: cart.specified_date ?? cart.specified_date_range.earliest,
    artwork_coupon_id: cart.coupons.artwork?.id ?? '',
    additional_coupon_id: cart.coupons.additional?.id ?? '',
    pay_method: null,
    installment_months: 0,
    test_card_number: '',
    order_consent: false,
  };
}

export function CheckoutForm({
  cart,
  onOrdered,
}: {
  cart: CartDto;
  onOrdered: (orderId: string) => void;
}) {
  const { t } = useTranslation('checkout');
  const language = useLanguage();
  const router = useRouter();
  const form = useForm<CheckoutFormValues>({
    resolver: yupResolver(checkoutFormSchema),
    defaultValues: defaultValues(cart),
  });
  const { setError, clearErrors, trigger, getValues, subscribe } = form;
  const saving = useCartSaving(cart.cart_id);
  const payMethods = usePayMethods(cart.cart_id, cart.currency_code, cart.amounts.total);
  const payForCart = usePayForCartMutation();
  const attempt = usePaymentAttemptKey();
  const [paying, setPaying] = useState(false);
  const currency = cart.currency_code;
  // rules §9.22: a cart re-priced at today's rate says what changed, before the buyer pays again.
  const [rateChange, setRateChange] = useState<RateChange | null>(null);
  const seenCart = useRef(cart);
  useEffect(() => {
    const change = rateChangeBetween(seenCart.current, cart);
    seenCart.current = cart;
    if (change) setRateChange(change);
  }, [cart]);

  useEffect(
    () =>
      subscribe({
        name: payFields,
        formState: { values: true },
        callback: ({ name }) => {
          if (name && (payFields as readonly string[]).includes(name)) attempt.drop();
        },
      }),
    [subscribe, attempt],
  );

  const checkout = useMemo((): CheckoutContextValue => {
    const showFailure = (error: unknown) =>
      setError('root', { message: translateCheckoutMessage(t, checkoutFailure(error).message) });
    return {
      cart,
      money: (amount) => formatMoney({ amount, currency: cart.currency_code }, language),
      saving,
      showFailure,
      save: async (change) => {
        clearErrors('root');
        try {
          const saved = await change();
          attempt.drop();
          return saved;
        } catch (error) {
          showFailure(error);
          return null;
        }
      },
    };
  }, [cart, language, saving, t, setError, clearErrors, attempt]);

  async function pay() {
    clearErrors('root');
    // The pay bar may be pressed far from the box: take the buyer to it.
    if (!(await trigger(CONSENT_FIELD, { shouldFocus: true }))) return;
    const values = getValues();
    const payMethod = offeredChoice(payMethods.data?.pay_methods ?? [], values.pay_method);
    if (!payMethod) return;
    // One key per attempt: a retry after a lost answer resends it, any change makes a new one.
    const key = attempt.take();
    setRateChange(null);
    setPaying(true);
    try {
      const testCardNumber = values.test_card_number.trim();
      const body = {
        pay_method: payMethod,
        installment_months: values.installment_months,
        order_consent: true,
        ...(isCardMethod(payMethod) && testCardNumber ? { test_card_number: testCardNumber } : {}),
      };
      const order = await payForCart.mutateAsync({ cart, currency, body, idempotencyKey: key });
      attempt.drop();
      onOrdered(order.id);
    } catch (error) {
      const answer = checkoutFailure(error);
      // An answer was given: the next attempt is a new one.
      if (answer.status !== null) attempt.drop();
      if (answer.status === 402) {
        const code = answer.fields?.decline_code ?? 'declined';
        await router.push(
          `/purchase-error?cart=${encodeURIComponent(cart.cart_id)}&code=${encodeURIComponent(code)}`,
        );
        return;
      }
      if (answer.code === 'RATE_CHANGED') {
        // Nothing was charged; the mutation reads the re-priced cart again for the buyer to review.
        setRateChange(rateChangeOfAnswer(cart, answer.fields));
        return;
      }
      checkout.showFailure(error);
    } finally {
      setPaying(false);
    }
  }

  return (
    <FormProvider {...form}>
      <CheckoutProvider value={checkout}>
        <CheckoutHead />
        <div className={styles.layout}>
          <div className={styles.main}>
            <CheckoutArtwork />
            <DeliveryAddressSection />
            <DeliveryOptionsSection />
            <FrameSection />
            <CouponSection />
            <PaymentSection paying={paying} />
          </div>
          <OrderSummary paying={paying} onPay={() => void pay()} rateChange={rateChange} />
        </div>
      </CheckoutProvider>
    </FormProvider>
  );
}
