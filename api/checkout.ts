// The buying calls (SPEC §7 "Cart and orders", "Coupons", history, pink-rock payment; issue 5):
// fetchers typed with schemas/checkout-dto.ts and their query-key factories. The checkout's
// mutating calls carry an Idempotency-Key the screen keeps for one attempt (newIdempotencyKey).
import { queryOptions } from '@tanstack/react-query';
import type {
  AddToCartRequest,
  CancelOrderRequest,
  CouponApplyRequest,
  FrameServiceRequest,
  HistoryQuery,
  PaymentSessionRequest,
  PinkRockPaymentRequest,
  ShippingMethodRequest,
} from '@/schemas/checkout';
import type {
  CartDto,
  CouponArtworkListDto,
  CouponListDto,
  OrderDto,
  OrderHistoryDto,
  PayMethodListDto,
  PaymentSessionDto,
  PinkRockPaymentDto,
  ReceiptDto,
} from '@/schemas/checkout-dto';
import type { HistoryFilter } from '@/schemas/checkout-rules';
import type { CurrencyCode } from '@/schemas/money';
import { http, noToast } from './http';
import { orderProperties, trackOnSuccess } from './monitoring/commerce';

const cart = '/store/cart';
const id = encodeURIComponent;

/** A fresh key for one payment attempt: resend it on retry, make a new one for a new attempt. */
export function newIdempotencyKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
/** The checkout screens show their own errors in place: no toast for their calls. */
const quiet = { ...noToast };
const idempotent = (key?: string) => ({
  ...noToast,
  ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
});

export function addArtworkToCart(body: AddToCartRequest): Promise<CartDto> {
  return trackOnSuccess(
    http.v3.post<CartDto>(`${cart}/artwork`, body, quiet),
    'add_to_cart',
    (answer) => ({
      cart_id: answer.cart_id,
      artwork_id: answer.artwork.id,
      currency: answer.currency_code,
    }),
  );
}

export function fetchCart(cartId: string): Promise<CartDto> {
  return http.v3.get<CartDto>(`${cart}/${id(cartId)}`);
}

export function setCartShippingAddress(cartId: string, shippingAddressId: string) {
  return http.v3.put<CartDto>(
    `${cart}/${id(cartId)}/shipping-address`,
    {
      shipping_address_id: shippingAddressId,
    },
    quiet,
  );
}

export function setCartShippingMethod(cartId: string, body: ShippingMethodRequest) {
  return http.v3.put<CartDto>(`${cart}/${id(cartId)}/shipping-method`, body, quiet);
}

export function setCartFrameService(cartId: string, body: FrameServiceRequest) {
  return http.v3.put<CartDto>(`${cart}/${id(cartId)}/frame-service`, body, quiet);
}

export function fetchPayMethods(cartId: string, currency: CurrencyCode) {
  return http.v3.get<PayMethodListDto>(`${cart}/${id(cartId)}/pay-method/${currency}`);
}

export function startPaymentSession(
  cartId: string,
  body: PaymentSessionRequest,
  idempotencyKey?: string,
): Promise<PaymentSessionDto> {
  return trackOnSuccess(
    http.v3.post<PaymentSessionDto>(
      `${cart}/payment-session/${id(cartId)}`,
      body,
      idempotent(idempotencyKey),
    ),
    'begin_checkout',
    () => ({ cart_id: cartId, payment_method: body.pay_method }),
  );
}

export function completeCheckout(
  cartId: string,
  currency: CurrencyCode,
  query: { payment_session_id: string; payment_key?: string },
  idempotencyKey?: string,
): Promise<OrderDto> {
  return trackOnSuccess(
    http.v3.get<OrderDto>(`${cart}/${id(cartId)}/complete/${currency}`, {
      params: query,
      ...idempotent(idempotencyKey),
    }),
    'purchase',
    orderProperties,
  );
}

export function fetchOrder(orderId: string): Promise<OrderDto> {
  return http.v3.get<OrderDto>(`/store/orders/${id(orderId)}`);
}

export function fetchReceipt(orderId: string): Promise<ReceiptDto> {
  return http.v3.get<ReceiptDto>(`/store/orders/receipt/${id(orderId)}`);
}

export function cancelOrder(orderId: string, body: Partial<CancelOrderRequest>) {
  return http.v3.post<OrderDto>(`/store/orders/${id(orderId)}/cancel`, body);
}

export function fetchHistory(query: Partial<HistoryQuery>): Promise<OrderHistoryDto> {
  return http.v3.get<OrderHistoryDto>('/store/customer/history', { params: query });
}

export function fetchMyCoupons(page: { limit?: number; offset?: number } = {}) {
  return http.v3.get<CouponListDto>('/store/coupon/my-coupons', { params: page });
}

export function fetchCouponArtworks(
  couponId: string,
  page: { limit?: number; offset?: number } = {},
) {
  return http.v3.get<CouponArtworkListDto>(`/store/coupon/${id(couponId)}/artworks`, {
    params: page,
  });
}

export function fetchApplicableCoupons(artworkId: string, cartId: string) {
  return http.v3.get<CouponListDto>(
    `/store/coupon/${id(artworkId)}/applicable-coupons/${id(cartId)}`,
  );
}

export function applyCoupons(cartId: string, body: Partial<CouponApplyRequest>) {
  return http.v3.post<CartDto>(`/store/coupon/coupon-apply/${id(cartId)}`, body, quiet);
}

export function payPinkRock(
  planId: string,
  body: PinkRockPaymentRequest,
  idempotencyKey?: string,
): Promise<PinkRockPaymentDto> {
  return http.v3.post<PinkRockPaymentDto>(
    `/store/customer/pink-rock/payment/${id(planId)}`,
    body,
    idempotent(idempotencyKey),
  );
}

export const checkoutQueries = {
  all: () => ['checkout'] as const,
  cart: (cartId: string) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'cart', cartId] as const,
      queryFn: () => fetchCart(cartId),
    }),
  payMethods: (cartId: string, currency: CurrencyCode) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'pay-methods', cartId, currency] as const,
      queryFn: () => fetchPayMethods(cartId, currency),
    }),
  applicableCoupons: (artworkId: string, cartId: string) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'applicable-coupons', artworkId, cartId] as const,
      queryFn: () => fetchApplicableCoupons(artworkId, cartId),
    }),
};

export const orderQueries = {
  all: () => ['orders'] as const,
  detail: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', orderId] as const,
      queryFn: () => fetchOrder(orderId),
    }),
  receipt: (orderId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'receipt', orderId] as const,
      queryFn: () => fetchReceipt(orderId),
    }),
  history: (status: HistoryFilter, page: { limit?: number; offset?: number } = {}) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'history', status, page] as const,
      queryFn: () => fetchHistory({ status, ...page }),
    }),
  coupons: () =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'coupons'] as const,
      queryFn: () => fetchMyCoupons(),
    }),
};
