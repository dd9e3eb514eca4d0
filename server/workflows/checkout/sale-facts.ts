// What the sale's steps are given: the cart's facts as the completion (or the reconciliation)
// read them before charging, and the gateway's answer when it took the money or awaits it.
import type { PaymentOutcome } from '../../modules/payments/payment-gateway.port';
import type { CartCoupons, CartFacts } from '../checkout-views';

/** What recording a sale needs to know of its cart: the coupons only to price an old session. */
export type SaleFacts = Omit<CartFacts, 'coupons'> & { coupons?: CartCoupons };

/** The gateway took the payment (approved) or issued a virtual account (awaiting deposit). */
export type AcceptedOutcome = Exclude<PaymentOutcome, { status: 'declined' }>;
