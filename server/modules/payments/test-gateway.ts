// The built-in test gateway: every rules §9 method works offline like a real gateway. Cards are
// approved with an approval number and a masked number, or declined by the documented test
// numbers below; a virtual account gets a bank, an account number and a holder with a 1-hour
// deadline, and is paid by a signed deposit notification (webhook-signature.ts).
import { randomInt } from 'node:crypto';
import { DEPOSIT_WINDOW_MS } from '@/rules/checkout-rules';
import {
  NotificationRejected,
  type CancelRequest,
  type DepositNotification,
  type PaymentGateway,
  type PaymentLookup,
  type PaymentOutcome,
  type PaymentRequest,
} from './payment-gateway.port';
import { checkSignature, SIGNATURE_HEADER } from './webhook-signature';
import { isCurrencyCode } from '@/rules/money';

/** Documented test cards (README, ADR 0019). Any other 15-16 digit number is approved. */
export const testCards = {
  approved: '4242424242424242',
  approvedMastercard: '5555555555554444',
  /** A card issued in Korea (BC): fine for card_kr, refused for card_intl. */
  approvedKorean: '9410000000000001',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

const declines: Record<string, { code: string; reason: string }> = {
  [testCards.declined]: { code: 'card_declined', reason: 'The card was declined.' },
  [testCards.insufficientFunds]: {
    code: 'insufficient_funds',
    reason: 'The card has insufficient funds.',
  },
  [testCards.expired]: { code: 'expired_card', reason: 'The card has expired.' },
};

function cardName(number: string): string {
  if (number.startsWith('9')) return 'BC';
  if (number.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (number.startsWith('35')) return 'JCB';
  return 'CARD';
}

export const maskCardNumber = (number: string) =>
  `${number.slice(0, 6)}${'*'.repeat(Math.max(0, number.length - 10))}${number.slice(-4)}`;

const LEDGER_SIZE = 10_000;

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export interface TestGatewayOptions {
  webhookSecret: string;
  toleranceSeconds: number;
  /** Holder of the virtual accounts (the store's name). */
  accountHolder: string;
}

export function createTestGateway(options: TestGatewayOptions): PaymentGateway {
  const approved = (
    request: PaymentRequest,
    now: Date,
    extra: Partial<Extract<PaymentOutcome, { status: 'approved' }>> = {},
  ): PaymentOutcome => ({
    status: 'approved',
    reference: `test_${request.paymentId}`,
    approvalNumber: digits(8),
    paidAt: now,
    ...extra,
  });
  const declined = (request: PaymentRequest, code: string, reason: string): PaymentOutcome => ({
    status: 'declined',
    reference: `test_${request.paymentId}`,
    code,
    reason,
  });

  function decide(request: PaymentRequest, now: Date): PaymentOutcome {
    const input = request.testInput ?? {};
    if (input.outcome === 'decline') {
      return declined(request, 'declined', 'The payment was declined by the test gateway.');
    }
    switch (request.method) {
      case 'card_kr':
      case 'card_intl': {
        const number = String(input.card_number ?? testCards.approved).replace(/[\s-]/g, '');
        if (!/^\d{15,16}$/.test(number)) {
          return declined(request, 'invalid_number', 'The card number is not valid.');
        }
        const decline = declines[number];
        if (decline) return declined(request, decline.code, decline.reason);
        if (request.method === 'card_intl' && number.startsWith('9')) {
          return declined(
            request,
            'korean_card',
            'Cards and bank accounts issued in Korea cannot be used.',
          );
        }
        return approved(request, now, {
          cardName: cardName(number),
          cardNumber: maskCardNumber(number),
          installmentMonths: request.method === 'card_kr' ? request.installmentMonths : 0,
        });
      }
      case 'transfer':
        return approved(request, now, { bank: String(input.bank ?? 'KB Kookmin Bank') });
      case 'paypal':
      case 'bitpay':
        return approved(request, now);
      case 'vbank':
        return {
          status: 'awaiting_deposit',
          reference: `test_${request.paymentId}`,
          bank: 'Shinhan Bank',
          accountNumber: `5620${digits(10)}`,
          accountName: options.accountHolder,
          depositDeadline: new Date(now.getTime() + DEPOSIT_WINDOW_MS),
        };
    }
  }

  /** What this gateway charged or issued, by our payment id (a real gateway remembers too). */
  const ledger = new Map<string, PaymentOutcome | { status: 'canceled'; reference: string }>();

  return {
    provider: 'test',
    async pay(request, now) {
      const outcome = decide(request, now);
      ledger.set(request.paymentId, outcome);
      // A test gateway in a long-running demo forgets its oldest payments.
      if (ledger.size > LEDGER_SIZE) ledger.delete(ledger.keys().next().value!);
      return outcome;
    },
    async cancel(request: CancelRequest, now) {
      for (const [id, outcome] of ledger) {
        if (outcome.reference === request.reference) {
          ledger.set(id, { status: 'canceled', reference: request.reference });
        }
      }
      return { canceledAt: now };
    },
    async lookup(request): Promise<PaymentLookup> {
      return ledger.get(request.paymentId) ?? { status: 'not_found' };
    },
    async parseNotification(rawBody, headers, now): Promise<DepositNotification> {
      const check = checkSignature(
        options.webhookSecret,
        headers[SIGNATURE_HEADER],
        rawBody,
        now,
        options.toleranceSeconds,
      );
      if (check === 'signature') throw new NotificationRejected('signature', 'Invalid signature.');
      if (check === 'timestamp') {
        throw new NotificationRejected(
          'timestamp',
          'The notification timestamp is outside the allowed window.',
        );
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        throw new NotificationRejected('payload', 'The notification is not valid JSON.');
      }
      const amount = Number(body.amount);
      const currency = String(body.currency ?? '').toLowerCase();
      if (
        typeof body.event_id !== 'string' ||
        !body.event_id ||
        body.type !== 'deposit.completed' ||
        typeof body.account_number !== 'string' ||
        !Number.isInteger(amount) ||
        !isCurrencyCode(currency)
      ) {
        throw new NotificationRejected('payload', 'The notification is missing fields.');
      }
      const depositedAt = body.deposited_at ? new Date(String(body.deposited_at)) : now;
      return {
        eventId: body.event_id,
        type: 'deposit.completed',
        accountNumber: body.account_number,
        amount,
        currency,
        depositedAt: Number.isNaN(depositedAt.getTime()) ? now : depositedAt,
        payload: body,
      };
    },
  };
}
