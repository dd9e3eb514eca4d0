// Checkout query keys (SPEC §7 "Cart and orders"): the cart in the currency it is priced in and
// the pay methods for its total.
import type { CurrencyCode } from '@/schemas/money';

export const checkoutKeys = {
  all: () => ['checkout'] as const,
  cart: (cartId: string, currency: CurrencyCode) =>
    [...checkoutKeys.all(), 'cart', cartId, currency] as const,
  payMethods: (cartId: string, currency: CurrencyCode, total: number) =>
    [...checkoutKeys.all(), 'pay-methods', cartId, currency, total] as const,
};

export const cartPath = (cartId: string) => `/store/cart/${encodeURIComponent(cartId)}`;
