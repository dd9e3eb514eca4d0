// The operator's changes to an order (/v3/admin/orders/{id}: confirm a deposit, move shipping on,
// cancel): each answers with the order, which replaces the cached one; every back-office screen
// is refetched after it.
import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDto } from '@/schemas/back-office-dto';
import type { CancelOrderRequest } from '@/schemas/checkout';
import type { ShippingStatus } from '@/rules/checkout-rules';
import type { CarrierCode } from '@/rules/carriers';
import { http } from '../../http';
import { adminKeys } from '../keys';
import { quiet } from '../quiet';

const orderPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;

export function confirmDeposit(orderId: string, note: string) {
  return http.v3.post<AdminOrderDto>(`${orderPath(orderId)}/confirm-deposit`, { note }, quiet);
}

/** The shipped step carries its carrier and tracking number (rules §4.46). */
export interface ShipmentChange {
  carrier: CarrierCode;
  tracking_number: string;
}

export function advanceShipping(orderId: string, to: ShippingStatus, shipment?: ShipmentChange) {
  return http.v3.post<AdminOrderDto>(
    `${orderPath(orderId)}/shipping`,
    { shipping_status: to, ...shipment },
    quiet,
  );
}

export function cancelAdminOrder(orderId: string, body: Partial<CancelOrderRequest>) {
  return http.v3.post<AdminOrderDto>(`${orderPath(orderId)}/cancel`, body, quiet);
}

/** One change to an order: which call, on which order, with what. */
export type AdminOrderChange =
  | { kind: 'confirm-deposit'; orderId: string; note: string }
  | { kind: 'advance-shipping'; orderId: string; to: ShippingStatus; shipment?: ShipmentChange }
  | { kind: 'cancel'; orderId: string; body: Partial<CancelOrderRequest> };

function changeOrder(change: AdminOrderChange): Promise<AdminOrderDto> {
  switch (change.kind) {
    case 'confirm-deposit':
      return confirmDeposit(change.orderId, change.note);
    case 'advance-shipping':
      return advanceShipping(change.orderId, change.to, change.shipment);
    case 'cancel':
      return cancelAdminOrder(change.orderId, change.body);
  }
}

/** Runs one change (one of the calls above). */
export function useChangeAdminOrderMutation() {
  return useMutation({
    mutationFn: changeOrder,
    onSuccess: (order, _change, _result, { client }) =>
      client.setQueryData(adminKeys.order(order.id), order),
    onSettled: (_order, _error, _change, _result, { client }) =>
      client.invalidateQueries({ queryKey: adminKeys.all() }),
  });
}
