// POST store/customer/shipping-address.
import { useMutation } from '@tanstack/react-query';
import type { ShippingAddressRequest } from '@/schemas/customer';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { shippingAddressesPath, shippingAddressKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function addShippingAddress(body: ShippingAddressRequest): Promise<ShippingAddressDto> {
  return http.v3.post<ShippingAddressDto>(shippingAddressesPath, body, quiet);
}

/** Adds an address; it settles once the address list has been read again, the new one in it. */
export function useAddShippingAddressMutation() {
  return useMutation({
    mutationFn: addShippingAddress,
    onSuccess: (_address, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: shippingAddressKeys.all() }),
  });
}
