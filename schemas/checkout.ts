// The buying calls' input rules (issue 5): one yup schema per request, used by the server to
// validate and by the checkout forms. Messages are in checkout-rules.ts.
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { trimmedString } from './text';
import {
  checkoutMessages as m,
  frameOptions,
  historyFilters,
  installationOptions,
  installmentMonths,
  MAX_EXTRA_INSTALLS,
  payMethods,
  shippingMethods,
  specifiedDateProblem,
  type PayMethod,
} from '@/rules/checkout-rules';

const id = (name: string) =>
  trimmedString(`${name} is not a valid id`)
    .required(`${name} is required`)
    .max(64, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);

const optionalId = (name: string) =>
  trimmedString(`${name} is not a valid id`)
    .max(64, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, { message: `${name} is not a valid id`, excludeEmptyString: true })
    .nullable()
    .default(null);

/** POST store/cart/artwork: an artwork (id or handle) and optionally one of its editions. */
export const addToCartSchema = object({
  artwork_id: id('artwork_id'),
  edition_id: optionalId('edition_id'),
});
export type AddToCartRequest = InferType<typeof addToCartSchema>;

/** PUT store/cart/{id}/shipping-address */
export const cartShippingAddressSchema = object({
  shipping_address_id: id('shipping_address_id'),
});
export type CartShippingAddressRequest = InferType<typeof cartShippingAddressSchema>;

/** PUT store/cart/{id}/shipping-method */
export const shippingMethodSchema = object({
  shipping_method: mixed<(typeof shippingMethods)[number]>()
    .oneOf(
      [...shippingMethods],
      'shipping_method must be delivery, international, storage or pickup',
    )
    .required('shipping_method is required'),
  /** Specified-date delivery (extra charge): YYYY-MM-DD, at least 14 days ahead. */
  specified_date: trimmedString('specified_date must be YYYY-MM-DD')
    .matches(/^\d{4}-\d{2}-\d{2}$/, {
      message: 'specified_date must be YYYY-MM-DD',
      excludeEmptyString: true,
    })
    .nullable()
    .default(null),
  /** Pick-up: the buyer's contact request (required for pick-up). */
  pickup_contact: trimmedString('pickup_contact must be text')
    .max(500, 'pickup_contact must be under 500 characters')
    .nullable()
    .default(null),
  /**
   * Transit insurance (rules §9.28): the buyer's option with normal delivery in Korea; always
   * included with international delivery, whatever is sent.
   */
  insurance: boolean().typeError('insurance must be true or false').default(false),
});
export type ShippingMethodRequest = InferType<typeof shippingMethodSchema>;

/** PUT store/cart/{id}/frame-service */
export const frameServiceSchema = object({
  frame: mixed<(typeof frameOptions)[number]>()
    .oneOf([...frameOptions], 'frame must be none, standard or premium')
    .default('none'),
  installation: mixed<(typeof installationOptions)[number]>()
    .oneOf([...installationOptions], 'installation must be none, standard or rail_wire')
    .default('none'),
  extra_installs: number()
    .typeError('extra_installs must be a number')
    .integer('extra_installs must be a whole number')
    .min(0, 'extra_installs must be 0 or more')
    .max(MAX_EXTRA_INSTALLS, `extra_installs must be ${MAX_EXTRA_INSTALLS} or fewer`)
    .default(0),
});
export type FrameServiceRequest = InferType<typeof frameServiceSchema>;

const payMethodField = () =>
  mixed<(typeof payMethods)[number]>()
    .oneOf([...payMethods], `pay_method must be one of ${payMethods.join(', ')}`)
    .required('pay_method is required');

const installmentField = () =>
  number()
    .typeError('installment_months must be a number')
    .oneOf([...installmentMonths], 'installment_months must be 0 (full payment) or 2 to 12')
    .default(0);

/** Only the built-in test gateway reads these: what its simulated payment window received. */
const testGatewayFields = {
  test_card_number: trimmedString('test_card_number must be digits')
    .max(25, 'test_card_number is too long')
    .matches(/^[\d -]*$/, 'test_card_number must be digits')
    .optional(),
  test_outcome: mixed<'approve' | 'decline'>().oneOf(['approve', 'decline']).optional(),
};

/** rules §5: the order consent checkbox is required before purchase. */
const orderConsentField = () =>
  boolean()
    .typeError(m.consentRequired)
    .required(m.consentRequired)
    .oneOf([true], m.consentRequired);

/** POST store/cart/payment-session/{id} */
export const paymentSessionSchema = object({
  pay_method: payMethodField(),
  installment_months: installmentField(),
  order_consent: orderConsentField(),
  ...testGatewayFields,
});
export type PaymentSessionRequest = InferType<typeof paymentSessionSchema>;

/**
 * The checkout form (components/checkout): what the buyer has chosen and not yet saved on the cart
 * or paid with. The screen checks a named delivery date when it is saved and the consent when Pay
 * is pressed, by the rules the server applies; the other answers are the server's.
 */
export const checkoutFormSchema = object({
  /** Pick-up is saved with its contact request: chosen, it waits for the request. */
  pickup_chosen: boolean().default(false),
  pickup_contact: string().default(''),
  /** Specified-date delivery (rules §9 extra charge), asked for and the date named. */
  date_wanted: boolean().default(false),
  specified_date: string()
    .default('')
    .test('delivery-day', function checkDate(date) {
      const problem = this.parent.date_wanted ? specifiedDateProblem(date ?? '', new Date()) : null;
      return problem ? this.createError({ message: problem }) : true;
    }),
  /** The coupons chosen, applied by their own button ('' for none). */
  artwork_coupon_id: string().default(''),
  additional_coupon_id: string().default(''),
  pay_method: mixed<PayMethod>().nullable().default(null),
  installment_months: number().default(0),
  test_card_number: string().default(''),
  order_consent: orderConsentField().default(false),
});
export type CheckoutFormValues = InferType<typeof checkoutFormSchema>;
/** The payment choice alone (the method list's fields), as the membership payment keeps it. */
export type PayChoiceValues = Pick<
  CheckoutFormValues,
  'pay_method' | 'installment_months' | 'test_card_number'
>;

/** GET store/cart/{id}/complete/{currency}: the gateway's return to the store. */
export const completeQuerySchema = object({
  payment_session_id: id('payment_session_id'),
  /** The gateway's key for the payment (real gateways; the test gateway needs none). */
  payment_key: trimmedString('payment_key must be text').max(200).optional(),
});
export type CompleteQuery = InferType<typeof completeQuerySchema>;

/** POST store/coupon/coupon-apply/{cartId}: one coupon per kind; null removes it. */
export const couponApplySchema = object({
  artwork_coupon_id: optionalId('artwork_coupon_id'),
  additional_coupon_id: optionalId('additional_coupon_id'),
});
export type CouponApplyRequest = InferType<typeof couponApplySchema>;

const page = (defaultLimit: number) => ({
  limit: number()
    .typeError('limit must be a number')
    .integer()
    .min(1)
    .max(50)
    .default(defaultLimit),
  offset: number().typeError('offset must be a number').integer().min(0).max(100_000).default(0),
});

/** GET store/customer/history */
export const historyQuerySchema = object({
  status: mixed<(typeof historyFilters)[number]>()
    .oneOf([...historyFilters], `status must be one of ${historyFilters.join(', ')}`)
    .default('purchased'),
  ...page(20),
});
export type HistoryQuery = InferType<typeof historyQuerySchema>;

export const pageQuerySchema = object(page(20));

const accountLine = (name: string) =>
  trimmedString(`${name} must be text`)
    .required(`${name} is required`)
    .max(60, `${name} is too long`);

/** POST store/orders/{id}/cancel: before shipment; virtual-account payments name a refund account. */
export const cancelOrderSchema = object({
  reason: trimmedString('reason must be text')
    .max(500, 'reason must be under 500 characters')
    .default(''),
  refund_account: object({
    bank: accountLine('bank'),
    account_number: accountLine('account_number').matches(
      /^[\d-]{6,30}$/,
      'account_number must be 6 to 30 digits',
    ),
    holder: accountLine('holder'),
  })
    .nullable()
    .default(null),
});
export type CancelOrderRequest = InferType<typeof cancelOrderSchema>;

/** POST store/customer/pink-rock/payment/{id}: paid at once (no virtual account). */
export const pinkRockPaymentSchema = object({
  pay_method: payMethodField(),
  installment_months: installmentField(),
  ...testGatewayFields,
});
export type PinkRockPaymentRequest = InferType<typeof pinkRockPaymentSchema>;
