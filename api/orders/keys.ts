// Order query keys (rules §7 "Cart and orders", history).
import type { HistoryFilter } from '@/rules/checkout-rules';

export interface OrderPage {
  limit?: number;
  offset?: number;
}

export const orderKeys = {
  all: () => ['orders'] as const,
  detail: (orderId: string) => [...orderKeys.all(), 'detail', orderId] as const,
  receipt: (orderId: string) => [...orderKeys.all(), 'receipt', orderId] as const,
  history: (status: HistoryFilter, page: OrderPage) =>
    [...orderKeys.all(), 'history', status, page] as const,
};

export const orderPath = (orderId: string) => `/store/orders/${encodeURIComponent(orderId)}`;
