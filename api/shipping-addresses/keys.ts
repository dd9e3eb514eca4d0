// Shipping address query keys (rules §3 "Address"): under the customer's root, so signing out
// drops them.
import { customerKeys } from '../customer/keys';

export const shippingAddressKeys = {
  all: () => [...customerKeys.all(), 'shipping-addresses'] as const,
};

export const shippingAddressesPath = '/store/customer/shipping-address';
