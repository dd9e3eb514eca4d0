// The buying calls (rules §7 "Cart and orders", "Coupons", history and pink-rock payment; issue
// 5): thin handlers over server/workflows/checkout.ts, orders.ts, coupons.ts and pink-rock.ts.
// `complete` and `payment-session` honour an `Idempotency-Key` header.
import type { Context, Hono } from 'hono';
import { mixed, object, string } from 'yup';
import type { AppContext } from '../../context';
import type { Services } from '../../services';
import {
  addToCartSchema,
  cancelOrderSchema,
  cartShippingAddressSchema,
  completeQuerySchema,
  couponApplySchema,
  frameServiceSchema,
  historyQuerySchema,
  pageQuerySchema,
  paymentSessionSchema,
  pinkRockPaymentSchema,
  shippingMethodSchema,
} from '@/schemas/checkout';
import { currencyCodes, type CurrencyCode } from '@/rules/money';
import {
  cartResponse,
  couponArtworkListResponse,
  couponListResponse,
  depositResultResponse,
  orderHistoryResponse,
  orderResponse,
  payMethodListResponse,
  paymentSessionResponse,
  pinkRockPaymentResponse,
  pinkRockPlanListResponse,
  receiptResponse,
} from './buying-responses';
import { currentCustomer, customerRoute } from '../customer-auth';
import { requestCurrency, requestLanguage } from '../request';
import { respondIdempotent } from '../idempotent-response';
import { defineRoute } from '../route';

const idField = (name: string) =>
  string()
    .required(`${name} is required`)
    .max(64, `${name} is not a valid id`)
    .matches(/^[A-Za-z0-9_-]+$/, `${name} is not a valid id`);
const idParams = object({ id: idField('id') });
const currencyParams = object({
  id: idField('id'),
  currency: mixed<CurrencyCode>()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .oneOf([...currencyCodes], `currency must be one of ${currencyCodes.join(', ')}`)
    .required('currency is required'),
});

export function registerBuyingRoutes(app: Hono, ctx: AppContext, services: Services): void {
  const { checkout, orders, coupons, pinkRock } = services.buying;
  const signedIn = customerRoute(services);
  const cart = '/v3/store/cart';
  const tags = ['checkout'];
  const me = (c: Context) => currentCustomer(c).customerId;

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: `${cart}/artwork`,
      summary:
        'Creates a cart for one edition (the first available one unless edition_id is given), priced in the request currency at a locked rate. 409 when the edition is sold or held.',
      tags,
      body: addToCartSchema,
      responseDescription: 'The cart',
      response: cartResponse,
      errors: [409],
    },
    ({ c, body }) => checkout.addArtwork(me(c), body, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${cart}/:id`,
      summary:
        'The cart with its options, fees and totals in the request currency (a new currency, or a rate lock older than 30 minutes, locks the current rate; Korean mode is KRW only).',
      tags,
      params: idParams,
      responseDescription: 'The cart',
      response: cartResponse,
    },
    ({ c, params }) => checkout.get(me(c), params.id, requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: `${cart}/:id/shipping-address`,
      summary:
        'Chooses one of the customer’s addresses. A non-Korean address moves normal delivery to free storage.',
      tags,
      params: idParams,
      body: cartShippingAddressSchema,
      responseDescription: 'The cart',
      response: cartResponse,
      errors: [409],
    },
    ({ c, params, body }) =>
      checkout.setShippingAddress(me(c), params.id, body.shipping_address_id, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: `${cart}/:id/shipping-method`,
      summary:
        'delivery (Korean addresses only; Jeju/remote areas and a specified date cost extra), storage (free) or pickup (with a contact request).',
      tags,
      params: idParams,
      body: shippingMethodSchema,
      responseDescription: 'The cart',
      response: cartResponse,
      errors: [409],
    },
    ({ c, params, body }) => checkout.setShippingMethod(me(c), params.id, body, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'put',
      path: `${cart}/:id/frame-service`,
      summary:
        'Frame (none, standard, premium) and installation (none, standard, rail_wire, plus extra installs; with delivery only) with their fees.',
      tags,
      params: idParams,
      body: frameServiceSchema,
      responseDescription: 'The cart',
      response: cartResponse,
      errors: [409],
    },
    ({ c, params, body }) => checkout.setFrameService(me(c), params.id, body, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${cart}/:id/pay-method/:currency`,
      summary:
        'Payment methods offered in the currency (Korean methods with KRW only; the non-Korean card shows its notice), with installment choices and the total.',
      tags,
      params: currencyParams,
      responseDescription: 'The methods offered',
      response: payMethodListResponse,
    },
    ({ c, params }) =>
      checkout.payMethods(me(c), params.id, params.currency as CurrencyCode, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: `${cart}/payment-session/:id`,
      summary:
        'Starts the payment: checks the order (consent required) and holds the edition for it. Honours Idempotency-Key (same key and body: same answer; other body: 422). 409 when the edition is no longer available; 409 RATE_CHANGED when the cart’s rate lock had expired and today’s rate changed its total (nothing held or charged; the cart keeps the new rate, fields give both totals).',
      tags,
      params: idParams,
      body: paymentSessionSchema,
      responseDescription: 'The payment session and the cart',
      response: paymentSessionResponse,
      errors: [409, 422],
    },
    ({ c, params, body }) =>
      respondIdempotent(
        c,
        ctx,
        { customerId: me(c), scope: `cart.payment-session`, request: { cart: params.id, body } },
        () => checkout.startPayment(me(c), params.id, body, requestLanguage(c)),
      ),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${cart}/:id/complete/:currency`,
      summary:
        'Completes the payment session (the gateway’s return): creates the order and sells the edition, or for a virtual account issues it with a 1-hour deadline. 402 declined, 409 edition no longer available. Honours Idempotency-Key.',
      tags,
      params: currencyParams,
      query: completeQuerySchema,
      responseDescription: 'The order',
      response: orderResponse,
      errors: [402, 409, 422],
    },
    ({ c, params, query }) =>
      respondIdempotent(
        c,
        ctx,
        {
          customerId: me(c),
          scope: 'cart.complete',
          request: { cart: params.id, currency: params.currency, query },
        },
        () =>
          checkout.complete(
            me(c),
            params.id,
            params.currency as CurrencyCode,
            query,
            requestLanguage(c),
          ),
      ),
  );

  // Orders
  const orderTags = ['orders'];
  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/orders/receipt/:id',
      summary: 'The sale slip: store info and the paid order with its tax split. 409 until paid.',
      tags: orderTags,
      params: idParams,
      responseDescription: 'The sale slip',
      response: receiptResponse,
      errors: [409],
    },
    ({ c, params }) => orders.receipt(me(c), params.id, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/orders/:id',
      summary:
        'The order (rules §3): amounts and tax split, shipping track and status, payment details, deposit details, cancel and refund details.',
      tags: orderTags,
      params: idParams,
      responseDescription: 'The order',
      response: orderResponse,
    },
    ({ c, params }) => orders.get(me(c), params.id, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: '/v3/store/orders/:id/cancel',
      summary:
        'Cancels an unpaid order or refunds a paid one before shipment (a virtual-account payment needs refund_account). 409 once shipped.',
      tags: orderTags,
      params: idParams,
      body: cancelOrderSchema,
      responseDescription: 'The order',
      response: orderResponse,
      errors: [409],
    },
    ({ c, params, body }) => orders.cancel(me(c), params.id, body, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      method: 'post',
      path: '/v3/store/payments/notifications/:provider',
      summary:
        'The gateway’s signed deposit notification (X-Payment-Signature: t=<unix>,v1=<HMAC-SHA256 of "t.body">): body { event_id, type: deposit.completed, account_number, amount, currency, deposited_at }. A replay changes nothing. 401 bad signature, 400 stale timestamp.',
      tags: ['payments'],
      params: object({ provider: string().required().max(32) }),
      responseDescription: 'What the notification changed',
      response: depositResultResponse,
      errors: [401, 409],
    },
    async ({ c, params }) => {
      if (params.provider !== services.buying.gateway.provider) {
        return c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      }
      const headers = Object.fromEntries(
        [...c.req.raw.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]),
      );
      return orders.applyDeposit(await c.req.text(), headers);
    },
  );

  // History and membership
  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/customer/history',
      summary:
        'Transaction history, one tab at a time: purchased (all), awaiting_deposit, paid, canceled, refunded, sold (resale: each order’s resale_settlement in won, with the buyer’s payment as a reference), with every tab’s count.',
      tags: ['customer'],
      query: historyQuerySchema,
      responseDescription: 'One tab of the history',
      response: orderHistoryResponse,
    },
    ({ c, query }) => orders.history(me(c), query, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: '/v3/store/customer/pink-rock/plans',
      summary:
        'The pink_rock membership plans: the KRW price, what paying now charges in the request currency, and the methods that pay at once (no virtual account).',
      tags: ['customer'],
      responseDescription: 'The plans',
      response: pinkRockPlanListResponse,
    },
    ({ c }) => pinkRock.plans(requestCurrency(c), requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: '/v3/store/customer/pink-rock/payment/:id',
      summary:
        'Pays the pink_rock membership plan {id} (annual) at once through the payment gateway, grants the badge and mails the member. 402 declined, 409 already an active member. Honours Idempotency-Key.',
      tags: ['customer'],
      params: idParams,
      body: pinkRockPaymentSchema,
      responseDescription: 'The payment and the membership',
      response: pinkRockPaymentResponse,
      errors: [402, 409, 422],
    },
    ({ c, params, body }) =>
      respondIdempotent(
        c,
        ctx,
        { customerId: me(c), scope: 'pink-rock.payment', request: { plan: params.id, body } },
        () => pinkRock.pay(me(c), params.id, body, requestCurrency(c)),
      ),
  );

  // Coupons
  const couponTags = ['coupons'];
  const coupon = '/v3/store/coupon';
  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${coupon}/my-coupons`,
      summary:
        'The customer’s coupons (welcome coupons are issued on first look); message "No coupons available." when none.',
      tags: couponTags,
      query: pageQuerySchema,
      responseDescription: 'The coupons',
      response: couponListResponse,
    },
    ({ c, query }) => coupons.mine(me(c), query, requestLanguage(c), requestCurrency(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'post',
      path: `${coupon}/coupon-apply/:cartId`,
      summary:
        'Applies one artwork coupon and one additional coupon at most (null removes). 409 "No coupons available." when the customer has none for this cart.',
      tags: couponTags,
      params: object({ cartId: idField('cartId') }),
      body: couponApplySchema,
      responseDescription: 'The cart',
      response: cartResponse,
      errors: [409],
    },
    ({ c, params, body }) => coupons.apply(me(c), params.cartId, body, requestLanguage(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${coupon}/:id/artworks`,
      summary: 'The on-sale artworks one of the customer’s coupons ({id}) applies to.',
      tags: couponTags,
      params: idParams,
      query: pageQuerySchema,
      responseDescription: 'The coupon and its artworks',
      response: couponArtworkListResponse,
    },
    ({ c, params, query }) =>
      coupons.artworks(me(c), params.id, query, requestLanguage(c), requestCurrency(c)),
  );

  defineRoute(
    app,
    {
      ...signedIn,
      method: 'get',
      path: `${coupon}/:id/applicable-coupons/:cartId`,
      summary:
        'The customer’s coupons usable for the cart; {id} is the cart’s artwork (id or handle). message "No coupons available." when none.',
      tags: couponTags,
      params: object({ id: idField('id'), cartId: idField('cartId') }),
      responseDescription: 'The coupons',
      response: couponListResponse,
    },
    ({ c, params }) => coupons.applicable(me(c), params.id, params.cartId, requestLanguage(c)),
  );
}
