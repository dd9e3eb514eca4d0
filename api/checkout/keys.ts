// Checkout query keys (rules §7 "Cart and orders"): the cart in the currency it is priced in and
// the pay methods for its total.
import type { CurrencyCode } from '@/rules/money';

export const checkoutKeys = {
  all: () => ['checkout'] as const,
  /** The cart in every currency it has been priced in. */
  cartAnyCurrency: (cartId: string) => [...checkoutKeys.all(), 'cart', cartId] as const,
  cart: (cartId: string, currency: CurrencyCode) =>
    [...checkoutKeys.cartAnyCurrency(cartId), currency] as const,
  payMethods: (cartId: string, currency: CurrencyCode, total: number) =>
    [...checkoutKeys.all(), 'pay-methods', cartId, currency, total] as const,
  /** The mutation key every change of one cart shares (set-cart-*.ts, apply-coupons.ts). */
  cartChange: (cartId: string) => [...checkoutKeys.all(), 'cart-change', cartId] as const,
};

export const cartPath = (cartId: string) => `/store/cart/${encodeURIComponent(cartId)}`;
