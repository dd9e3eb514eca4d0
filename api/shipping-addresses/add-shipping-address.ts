// POST store/customer/shipping-address.
import type { ShippingAddressRequest } from '@/schemas/customer';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { shippingAddressesPath } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function addShippingAddress(body: ShippingAddressRequest): Promise<ShippingAddressDto> {
  return http.v3.post<ShippingAddressDto>(shippingAddressesPath, body, quiet);
}
