// The buying side of the store, built once per process: checkout, orders, coupons and the
// pink_rock membership, over the payment gateway chosen by PAYMENT_GATEWAY.
import type { AppContext } from '../context';
import { createPaymentGateway } from '../modules/payments/create-payment-gateway';
import type { PaymentGateway } from '../modules/payments/payment-gateway.port';
import { createCheckout, type Checkout } from './checkout';
import type { CustomerNotices } from './customer-notices';
import { createCoupons, type Coupons } from './coupons';
import { createOrders, type Orders } from './orders';
import { createPinkRock, type PinkRock } from './pink-rock';

export interface BuyingServices {
  gateway: PaymentGateway;
  checkout: Checkout;
  orders: Orders;
  coupons: Coupons;
  pinkRock: PinkRock;
}

export function createBuyingServices(
  ctx: AppContext,
  options: { gateway?: PaymentGateway; notices?: CustomerNotices } = {},
): BuyingServices {
  const gateway = options.gateway ?? createPaymentGateway(ctx.config);
  const checkout = createCheckout(ctx, gateway, options.notices);
  return {
    gateway,
    checkout,
    orders: createOrders(ctx, gateway, options.notices),
    coupons: createCoupons(ctx, checkout),
    pinkRock: createPinkRock(ctx, gateway, options.notices),
  };
}
