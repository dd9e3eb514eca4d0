// DELETE store/customer/shipping-address/{id}.
import { http, noToast } from '../http';
import { shippingAddressesPath } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function deleteShippingAddress(id: string): Promise<unknown> {
  return http.v3.delete(`${shippingAddressesPath}/${encodeURIComponent(id)}`, quiet);
}
