// PUT store/customer/shipping-address/{id}.
import { useMutation } from '@tanstack/react-query';
import type { ShippingAddressRequest } from '@/schemas/customer';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import { customerKeys } from '../customer/keys';
import { shippingAddressesPath, shippingAddressKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

/** Answers the address as stored (the call answers `{ shipping_address }`). */
export async function editShippingAddress(
  id: string,
  body: ShippingAddressRequest,
): Promise<ShippingAddressDto> {
  const answer = await http.v3.put<{ shipping_address: ShippingAddressDto }>(
    `${shippingAddressesPath}/${encodeURIComponent(id)}`,
    body,
    quiet,
  );
  return answer.shipping_address;
}

/** Changes an address; the address list and the customer info are read again. */
export function useEditShippingAddressMutation() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ShippingAddressRequest }) =>
      editShippingAddress(id, body),
    onSuccess: (_answer, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: shippingAddressKeys.all() }),
        client.invalidateQueries({ queryKey: customerKeys.info() }),
      ]),
  });
}
