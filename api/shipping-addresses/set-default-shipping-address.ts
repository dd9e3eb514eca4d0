// PUT store/customer/shipping-address/{id}/default.
import { useMutation } from '@tanstack/react-query';
import { http, noToast } from '../http';
import { customerKeys } from '../customer/keys';
import { shippingAddressesPath, shippingAddressKeys } from './keys';

/** Errors are shown in the form, translated: no toast. */
const quiet = { ...noToast };

export function setDefaultShippingAddress(id: string): Promise<unknown> {
  return http.v3.put(
    `${shippingAddressesPath}/${encodeURIComponent(id)}/default`,
    undefined,
    quiet,
  );
}

/** Makes an address the default; the address list and the customer info are read again. */
export function useSetDefaultShippingAddressMutation() {
  return useMutation({
    mutationFn: setDefaultShippingAddress,
    onSuccess: (_answer, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: shippingAddressKeys.all() }),
        client.invalidateQueries({ queryKey: customerKeys.info() }),
      ]),
  });
}
