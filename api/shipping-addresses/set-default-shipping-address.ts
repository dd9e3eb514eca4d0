// PUT store/customer/shipping-address/{id}/default.
import { http, noToast } from '../http';
import { shippingAddressesPath } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function setDefaultShippingAddress(id: string): Promise<unknown> {
  return http.v3.put(
    `${shippingAddressesPath}/${encodeURIComponent(id)}/default`,
    undefined,
    quiet,
  );
}
