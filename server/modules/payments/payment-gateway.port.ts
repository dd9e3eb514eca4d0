// The payment provider port (architecture §4 "Outside services"): the checkout and the membership
// payment speak only to this interface. The built-in test gateway (test-gateway.ts) makes every
// method of rules §9 work offline; a real gateway's adapter implements the same interface and is
// chosen by PAYMENT_GATEWAY (create-payment-gateway.ts).
import { AppError } from '../../errors';
import type { CurrencyCode } from '@/rules/money';
import type { PayMethod } from '@/rules/checkout-rules';

export interface PaymentRequest {
  /** Our payment id: the gateway's idempotency key for this charge. */
  paymentId: string;
  method: PayMethod;
  /** Minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  /** Korean card: 0 = full payment, 2-12 months. */
  installmentMonths: number;
  orderName: string;
  buyerName: string;
  /**
   * The gateway's key for a payment its own window authorised (Toss Payments' `paymentKey`,
   * returned to the store with the buyer); null when the gateway charges without a window.
   */
  paymentKey?: string | null;
  /** Test gateway only: what the simulated payment window received (card number, outcome). */
  testInput?: Record<string, unknown> | null;
}

export type PaymentOutcome =
  | {
      status: 'approved';
      reference: string;
      approvalNumber: string;
      paidAt: Date;
      cardName?: string;
      /** Masked, e.g. 424242******4242. */
      cardNumber?: string;
      installmentMonths?: number;
      bank?: string;
    }
  | {
      status: 'awaiting_deposit';
      reference: string;
      bank: string;
      accountNumber: string;
      accountName: string;
      depositDeadline: Date;
    }
  | { status: 'declined'; reference: string | null; code: string; reason: string };

export interface CancelRequest {
  reference: string;
  amount: number;
  currency: CurrencyCode;
  reason: string;
  /** Virtual-account refunds go to an account the buyer names. */
  refundAccount?: { bank: string; account_number: string; holder: string } | null;
}

/** A deposit into a virtual account, as the gateway reports it. */
export interface DepositNotification {
  eventId: string;
  type: 'deposit.completed';
  accountNumber: string;
  amount: number;
  currency: CurrencyCode;
  depositedAt: Date;
  payload: Record<string, unknown>;
}

/** What the gateway knows of one of our payments (reconciliation of a payment left processing). */
export type PaymentLookup =
  | PaymentOutcome
  | { status: 'canceled'; reference: string }
  /** The gateway never saw (or never charged) this payment. */
  | { status: 'not_found' };

export interface PaymentGateway {
  /** Stored on every payment (payments.provider). */
  readonly provider: string;
  /** Charges at once (cards, transfer, PayPal, BitPay) or issues a virtual account. */
  pay(request: PaymentRequest, now: Date): Promise<PaymentOutcome>;
  /** Cancels (unpaid) or refunds (paid) a payment in full. */
  cancel(request: CancelRequest, now: Date): Promise<{ canceledAt: Date }>;
  /** Asks the gateway what became of our payment `request.paymentId` (by our id). */
  lookup(request: PaymentRequest, now: Date): Promise<PaymentLookup>;
  /**
   * Checks a notification (signature and timestamp, or the gateway's own proof) and reads it;
   * throws NotificationRejected when it is not genuine. null: genuine, but nothing to apply
   * (e.g. the gateway reporting an issued or cancelled account).
   */
  parseNotification(
    rawBody: string,
    headers: Record<string, string | undefined>,
    now: Date,
  ): Promise<DepositNotification | null>;
}

/**
 * The gateway did not answer clearly (a timeout, a 5xx): the charge may or may not have gone
 * through, so the payment stays `processing` until reconciliation asks the gateway.
 */
export class GatewayUnavailable extends AppError {
  constructor(readonly detail: string) {
    super('UNAVAILABLE', 'The payment gateway did not answer. Please try again in a few minutes.');
    this.name = 'GatewayUnavailable';
  }
}

export class NotificationRejected extends Error {
  constructor(
    readonly reason: 'signature' | 'timestamp' | 'payload',
    message: string,
  ) {
    super(message);
  }
}
