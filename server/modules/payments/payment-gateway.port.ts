// The payment provider port (DESIGN.md §4 "Outside services"): the checkout and the membership
// payment speak only to this interface. The built-in test gateway (test-gateway.ts) makes every
// method of SPEC §9 work offline; a real gateway's adapter implements the same interface and is
// chosen by PAYMENT_GATEWAY (create-payment-gateway.ts).
import type { CurrencyCode } from '@/schemas/money';
import type { PayMethod } from '@/schemas/checkout-rules';

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

export interface PaymentGateway {
  /** Stored on every payment (payments.provider). */
  readonly provider: string;
  /** Charges at once (cards, transfer, PayPal, BitPay) or issues a virtual account. */
  pay(request: PaymentRequest, now: Date): Promise<PaymentOutcome>;
  /** Cancels (unpaid) or refunds (paid) a payment in full. */
  cancel(request: CancelRequest, now: Date): Promise<{ canceledAt: Date }>;
  /**
   * Checks a notification's signature and timestamp and reads it; throws
   * NotificationRejected when either is wrong.
   */
  parseNotification(
    rawBody: string,
    headers: Record<string, string | undefined>,
    now: Date,
  ): DepositNotification;
}

export class NotificationRejected extends Error {
  constructor(
    readonly reason: 'signature' | 'timestamp' | 'payload',
    message: string,
  ) {
    super(message);
  }
}
