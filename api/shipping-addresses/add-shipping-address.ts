// POST store/customer/shipping-address.
import { useMutation } from '@tanstack/react-query';
import type { ShippingAddressRequest } from '@/schemas/customer';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { customerKeys } from '../customer/keys';
import { shippingAddressesPath, shippingAddressKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

/** Answers the address as stored (the call answers `{ shipping_address }`). */
export async function addShippingAddress(
  body: ShippingAddressRequest,
): Promise<ShippingAddressDto> {
  const answer = await http.v3.post<{ shipping_address: ShippingAddressDto }>(
    shippingAddressesPath,
    body,
    quiet,
  );
  return answer.shipping_address;
}

/** Adds an address; the address list and the customer info (which carries it) are read again. */
export function useAddShippingAddressMutation() {
  return useMutation({
    mutationFn: addShippingAddress,
    onSuccess: (_answer, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: shippingAddressKeys.all() }),
        client.invalidateQueries({ queryKey: customerKeys.info() }),
      ]),
  });
}
