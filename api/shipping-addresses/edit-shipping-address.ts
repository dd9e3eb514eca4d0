// PUT store/customer/shipping-address/{id}.
import type { ShippingAddressRequest } from '@/schemas/customer';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { shippingAddressesPath } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function editShippingAddress(
  id: string,
  body: ShippingAddressRequest,
): Promise<ShippingAddressDto> {
  return http.v3.put<ShippingAddressDto>(
    `${shippingAddressesPath}/${encodeURIComponent(id)}`,
    body,
    quiet,
  );
}
