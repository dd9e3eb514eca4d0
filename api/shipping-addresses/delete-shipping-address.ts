// DELETE store/customer/shipping-address/{id}.
import { useMutation } from '@tanstack/react-query';
import { http, noToast } from '../http';
import { customerKeys } from '../customer/keys';
import { shippingAddressesPath, shippingAddressKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function deleteShippingAddress(id: string): Promise<unknown> {
  return http.v3.delete(`${shippingAddressesPath}/${encodeURIComponent(id)}`, quiet);
}

/** Deletes an address; the address list and the customer info are read again. */
export function useDeleteShippingAddressMutation() {
  return useMutation({
    mutationFn: deleteShippingAddress,
    onSuccess: (_answer, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: shippingAddressKeys.all() }),
        client.invalidateQueries({ queryKey: customerKeys.info() }),
      ]),
  });
}
