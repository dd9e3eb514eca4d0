// After the checkout (rules §7 "Cart and orders", issue 5): an order and its sale slip, cancelling
// or refunding before shipment, the shipping track, the transaction history, the virtual
// account's deposit (signed notification, or the operator's confirmation) and the sweep that
// cancels unpaid virtual-account orders at their deadline. Each operation is a file of orders/;
// this factory only composes them.
import type { AppContext } from '../context';
import type { PaymentGateway } from '../modules/payments/payment-gateway.port';
import type { CustomerNotices } from './customer-notices';
import { createBuyingSweep } from './orders/buying-sweep';
import { createCancelOrder } from './orders/cancel-order';
import { createDeposits } from './orders/deposits';
import { createOrderLists } from './orders/order-lists';
import { createOrderReads } from './orders/order-reads';
import { createShipping } from './orders/shipping';

export type { DepositResult } from './orders/deposits';

export type Orders = ReturnType<typeof createOrders>;

export function createOrders(ctx: AppContext, gateway: PaymentGateway, notices?: CustomerNotices) {
  const reads = createOrderReads(ctx);
  return {
    storeInfo: reads.storeInfo,
    ...createShipping(ctx, reads, notices),
    ...createOrderLists(ctx, reads),
    ...createCancelOrder(ctx, gateway, reads, notices),
    ...createDeposits(ctx, gateway, reads, notices),
    sweep: createBuyingSweep(ctx, notices),
  };
}
