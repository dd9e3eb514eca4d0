// GET store/customer/shipping-address: the customer's addresses (the checkout's choices).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingAddressDto } from '@/schemas/customer-dto';
import { http, noToast } from '../http';
import type { FetchOptions } from '../query-context';
import { shippingAddressesPath, shippingAddressKeys } from './keys';

export function getShippingAddresses({ signal }: FetchOptions = {}): Promise<{
  shipping_addresses: ShippingAddressDto[];
}> {
  return http.v3.get(shippingAddressesPath, { ...noToast, signal });
}

export function getShippingAddressesQueryOptions() {
  return queryOptions({
    queryKey: shippingAddressKeys.all(),
    queryFn: ({ signal }) => getShippingAddresses({ signal }),
  });
}

export function useShippingAddresses() {
  return useQuery(getShippingAddressesQueryOptions());
}
