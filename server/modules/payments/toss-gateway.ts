// The Toss Payments adapter (ADR 0020), over its public REST API v1: the buyer authorises a card,
// transfer or PayPal payment in Toss's own window, which returns a `paymentKey` to the store;
// `pay` confirms it (POST /v1/payments/confirm). A virtual account is issued server to server
// (POST /v1/virtual-accounts) and paid by the DEPOSIT_CALLBACK webhook, which carries no
// signature: it is trusted only when the payment, fetched again from Toss with our secret key,
// is DONE and carries the same `secret`. Our payment id is Toss's `orderId` and every POST
// carries it (plus the call) as its Idempotency-Key, so a retried call charges once.
import { AppError } from '../../errors';
import { koreanBankCode, koreanBanks } from '@/rules/banks';
import { DEPOSIT_WINDOW_MS, checkoutMessages as m } from '@/rules/checkout-rules';
import { currencies, type CurrencyCode } from '@/rules/money';
import {
  GatewayUnavailable,
  NotificationRejected,
  type CancelRequest,
  type DepositNotification,
  type PaymentGateway,
  type PaymentLookup,
  type PaymentOutcome,
} from './payment-gateway.port';

export interface TossGatewayOptions {
  /** test_sk_… or live_sk_…: Basic auth user name, empty password. */
  secretKey: string;
  /** https://api.tosspayments.com (a local fake in tests). */
  apiUrl: string;
  /** Bank code of the virtual accounts issued (Toss's two-digit codes; 88 Shinhan). */
  virtualAccountBank: string;
  /** Holder of the virtual accounts (the store's name). */
  accountHolder: string;
  /** How long one call may take before the outcome counts as unknown. */
  timeoutMs?: number;
}

/** Toss's Payment object, as far as we read it. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  status:
    | 'READY'
    | 'IN_PROGRESS'
    | 'WAITING_FOR_DEPOSIT'
    | 'DONE'
    | 'CANCELED'
    | 'PARTIAL_CANCELED'
    | 'ABORTED'
    | 'EXPIRED';
  method?: string | null;
  totalAmount: number;
  currency?: string;
  approvedAt?: string | null;
  lastTransactionKey?: string | null;
  secret?: string | null;
  card?: {
    issuerCode?: string;
    number?: string;
    installmentPlanMonths?: number;
    approveNo?: string;
  } | null;
  transfer?: { bankCode?: string } | null;
  virtualAccount?: {
    accountNumber: string;
    bankCode?: string;
    bank?: string;
    customerName?: string;
    dueDate: string;
  } | null;
  cancels?: { canceledAt: string; cancelAmount: number }[] | null;
  failure?: { code: string; message: string } | null;
}

// Toss's two-digit bank codes (virtual accounts, transfers, refund accounts) are the clearing
// house's: rules/banks.ts.
const bankName = (code: string | undefined) => (code ? (koreanBanks[code]?.en ?? code) : undefined);

/** Card issuers by Toss's issuerCode (the frequent ones; others keep the code). */
const cardIssuers: Record<string, string> = {
  '3K': 'IBK',
  '46': 'GWANGJU',
  '71': 'LOTTE',
  '30': 'KDB',
  '31': 'BC',
  '51': 'SAMSUNG',
  '38': 'SAEMAUL',
  '41': 'SHINHAN',
  '62': 'SHINHYUP',
  '36': 'CITI',
  '33': 'WOORI',
  '37': 'POST',
  '39': 'SAVINGBANK',
  '35': 'JEONBUK',
  '42': 'JEJU',
  '15': 'KAKAOBANK',
  '3A': 'KBANK',
  '24': 'TOSSBANK',
  '21': 'HANA',
  '61': 'HYUNDAI',
  '11': 'KOOKMIN',
  '91': 'NONGHYEOP',
  '34': 'SUHYUP',
  '4V': 'VISA',
  '4M': 'MASTERCARD',
  '4J': 'JCB',
  '4A': 'AMEX',
  '4U': 'UNIONPAY',
};

/** Toss amounts are in the currency's major unit (₩15000, $10.5). */
export function toTossAmount(amount: number, currency: CurrencyCode): number {
  return amount / 10 ** currencies[currency].decimals;
}

function fromTossAmount(amount: number, currency: CurrencyCode): number {
  return Math.round(amount * 10 ** currencies[currency].decimals);
}

/**
 * Toss error codes that are a refusal by the issuer, bank or buyer (a decline, 402). Any other
 * 4xx is our mistake or our configuration and is not the buyer's decline.
 */
const declineCodes = new Set([
  'REJECT_CARD_PAYMENT',
  'REJECT_CARD_COMPANY',
  'REJECT_ACCOUNT_PAYMENT',
  'REJECT_TOSSPAY_INVALID_ACCOUNT',
  'INVALID_CARD_EXPIRATION',
  'INVALID_STOPPED_CARD',
  'INVALID_CARD_LOST_OR_STOLEN',
  'INVALID_CARD_NUMBER',
  'INVALID_CARD_INSTALLMENT_PLAN',
  'INVALID_ACCOUNT_INFO_RE_REGISTER',
  'EXCEED_MAX_DAILY_PAYMENT_COUNT',
  'EXCEED_MAX_PAYMENT_AMOUNT',
  'EXCEED_MAX_AUTH_COUNT',
  'EXCEED_MAX_ONE_DAY_AMOUNT',
  'NOT_AVAILABLE_BANK',
  'NOT_SUPPORTED_INSTALLMENT_PLAN_CARD_OR_MERCHANT',
  'NOT_FOUND_PAYMENT_SESSION',
  'PAY_PROCESS_CANCELED',
  'PAY_PROCESS_ABORTED',
  'BELOW_MINIMUM_AMOUNT',
  'INVALID_PASSWORD',
]);

/** Our words for Toss's refusals (the buyer sees these, translated by the client). */
function declineReason(code: string, fallback: string): string {
  switch (code) {
    case 'REJECT_CARD_PAYMENT':
    case 'EXCEED_MAX_ONE_DAY_AMOUNT':
    case 'EXCEED_MAX_PAYMENT_AMOUNT':
      return 'The card has insufficient funds.';
    case 'INVALID_CARD_EXPIRATION':
      return 'The card has expired.';
    case 'NOT_FOUND_PAYMENT_SESSION':
    case 'PAY_PROCESS_CANCELED':
    case 'PAY_PROCESS_ABORTED':
      return m.paymentDeclined;
    default:
      return fallback || 'The card was declined.';
  }
}

class TossError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function createTossGateway(options: TossGatewayOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 30_000;

  /** One call; a network failure, a timeout or a 5xx is GatewayUnavailable (outcome unknown). */
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${options.apiUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          authorization,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailable(
        `Toss Payments ${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      if (response.ok || response.status >= 500) {
        throw new GatewayUnavailable(`Toss Payments ${method} ${path}: not JSON`);
      }
    }
    if (response.status >= 500) {
      throw new GatewayUnavailable(`Toss Payments ${method} ${path}: ${response.status}`);
    }
    if (!response.ok) {
      throw new TossError(
        response.status,
        String(json.code ?? 'UNKNOWN'),
        String(json.message ?? response.statusText),
      );
    }
    return json as T;
  }

  /** A Toss error we cannot blame on the buyer: the store's configuration or our request. */
  function misconfigured(error: TossError): never {
    throw new AppError(
      'UNAVAILABLE',
      `The payment gateway refused the request (${error.code}). Please contact us.`,
    );
  }

  const getByOrderId = (paymentId: string) =>
    call<TossPayment>('GET', `/v1/payments/orders/${encodeURIComponent(paymentId)}`);

  /** Our outcome of a Toss payment that is charged, waiting for a deposit, or neither. */
  function outcomeOf(payment: TossPayment, now: Date): PaymentLookup {
    if (payment.status === 'DONE') {
      return {
        status: 'approved',
        reference: payment.paymentKey,
        approvalNumber:
          payment.card?.approveNo ?? payment.lastTransactionKey?.slice(0, 12) ?? payment.paymentKey,
        paidAt: payment.approvedAt ? new Date(payment.approvedAt) : now,
        ...(payment.card
          ? {
              cardName: cardIssuers[payment.card.issuerCode ?? ''] ?? payment.card.issuerCode,
              cardNumber: payment.card.number,
              installmentMonths: payment.card.installmentPlanMonths ?? 0,
            }
          : {}),
        ...(payment.transfer ? { bank: bankName(payment.transfer.bankCode) } : {}),
      };
    }
    if (payment.status === 'WAITING_FOR_DEPOSIT' && payment.virtualAccount) {
      const account = payment.virtualAccount;
      return {
        status: 'awaiting_deposit',
        reference: payment.paymentKey,
        bank: bankName(account.bankCode) ?? account.bank ?? '',
        accountNumber: account.accountNumber,
        accountName: options.accountHolder,
        depositDeadline: new Date(account.dueDate),
      };
    }
    if (payment.status === 'CANCELED' || payment.status === 'PARTIAL_CANCELED') {
      return { status: 'canceled', reference: payment.paymentKey };
    }
    if (payment.status === 'ABORTED' || payment.status === 'EXPIRED') {
      return {
        status: 'declined',
        reference: payment.paymentKey,
        code: payment.failure?.code ?? payment.status,
        reason: declineReason(payment.failure?.code ?? '', payment.failure?.message ?? ''),
      };
    }
    // READY / IN_PROGRESS: authorised in the window, never confirmed: nothing was charged.
    return { status: 'not_found' };
  }

  return {
    provider: 'toss',

    async pay(request, now): Promise<PaymentOutcome> {
      if (request.method === 'bitpay') throw new AppError('CONFLICT', m.payMethodUnavailable);
      const amount = toTossAmount(request.amount, request.currency);
      try {
        if (request.method === 'vbank') {
          const issued = await call<TossPayment>(
            'POST',
            '/v1/virtual-accounts',
            {
              amount,
              orderId: request.paymentId,
              orderName: request.orderName.slice(0, 100),
              customerName: request.buyerName.slice(0, 100) || 'Customer',
              bank: options.virtualAccountBank,
              validHours: DEPOSIT_WINDOW_MS / 3_600_000,
            },
            `${request.paymentId}.issue`,
          );
          const outcome = outcomeOf(issued, now);
          if (outcome.status !== 'awaiting_deposit') {
            throw new GatewayUnavailable(`virtual account answered ${issued.status}`);
          }
          return outcome;
        }
        if (!request.paymentKey) {
          throw new AppError('VALIDATION', 'payment_key is required with this payment gateway.');
        }
        const confirmed = await call<TossPayment>(
          'POST',
          '/v1/payments/confirm',
          { paymentKey: request.paymentKey, orderId: request.paymentId, amount },
          `${request.paymentId}.confirm`,
        );
        if (confirmed.orderId !== request.paymentId) {
          throw new AppError('VALIDATION', 'The payment key belongs to another payment.');
        }
        if (fromTossAmount(confirmed.totalAmount, request.currency) !== request.amount) {
          throw new GatewayUnavailable('Toss confirmed another amount');
        }
        const outcome = outcomeOf(confirmed, now);
        if (outcome.status !== 'approved') {
          throw new GatewayUnavailable(`confirm answered ${confirmed.status}`);
        }
        return outcome;
      } catch (error) {
        if (!(error instanceof TossError)) throw error;
        if (error.code === 'ALREADY_PROCESSED_PAYMENT') {
          // Confirmed by an earlier attempt whose answer was lost: what Toss holds is the truth.
          const known = outcomeOf(await getByOrderId(request.paymentId), now);
          if (known.status === 'approved' || known.status === 'awaiting_deposit') return known;
        }
        if (declineCodes.has(error.code)) {
          return {
            status: 'declined',
            reference: request.paymentKey ?? null,
            code: error.code,
            reason: declineReason(error.code, error.message),
          };
        }
        return misconfigured(error);
      }
    },

    async cancel(request: CancelRequest, now) {
      let refundReceiveAccount: Record<string, string> | undefined;
      if (request.refundAccount) {
        const bank = koreanBankCode(request.refundAccount.bank);
        if (!bank) throw new AppError('VALIDATION', 'Unknown bank for the refund account.');
        refundReceiveAccount = {
          bank,
          accountNumber: request.refundAccount.account_number.replace(/\D/g, ''),
          holderName: request.refundAccount.holder,
        };
      }
      try {
        const canceled = await call<TossPayment>(
          'POST',
          `/v1/payments/${encodeURIComponent(request.reference)}/cancel`,
          {
            cancelReason: request.reason.slice(0, 200) || 'cancelled',
            ...(request.amount > 0
              ? { cancelAmount: toTossAmount(request.amount, request.currency) }
              : {}),
            ...(refundReceiveAccount ? { refundReceiveAccount } : {}),
          },
          `${request.reference}.cancel`,
        );
        const last = canceled.cancels?.at(-1);
        return { canceledAt: last ? new Date(last.canceledAt) : now };
      } catch (error) {
        if (error instanceof TossError && error.code === 'ALREADY_CANCELED_PAYMENT') {
          return { canceledAt: now };
        }
        if (error instanceof TossError) return misconfigured(error);
        throw error;
      }
    },

    async lookup(request, now) {
      try {
        return outcomeOf(await getByOrderId(request.paymentId), now);
      } catch (error) {
        if (error instanceof TossError && error.status === 404) return { status: 'not_found' };
        if (error instanceof TossError) return misconfigured(error);
        throw error;
      }
    },

    async parseNotification(rawBody, _headers, now): Promise<DepositNotification | null> {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        throw new NotificationRejected('payload', 'The notification is not valid JSON.');
      }
      // DEPOSIT_CALLBACK: { createdAt, secret, status, transactionKey, orderId }
      const { orderId, secret, status, transactionKey } = body;
      if (
        typeof orderId !== 'string' ||
        typeof secret !== 'string' ||
        typeof status !== 'string' ||
        !orderId ||
        !secret
      ) {
        throw new NotificationRejected('payload', 'The notification is missing fields.');
      }
      let payment: TossPayment;
      try {
        payment = await getByOrderId(orderId);
      } catch (error) {
        if (error instanceof TossError && error.status === 404) {
          throw new NotificationRejected('signature', 'Invalid signature.');
        }
        if (error instanceof TossError) return misconfigured(error);
        throw error;
      }
      // The secret is issued with the account and known only to Toss and us: the proof.
      if (!payment.secret || payment.secret !== secret) {
        throw new NotificationRejected('signature', 'Invalid signature.');
      }
      if (status !== 'DONE' || payment.status !== 'DONE' || !payment.virtualAccount) return null;
      const currency = (payment.currency ?? 'KRW').toLowerCase() as CurrencyCode;
      if (!currencies[currency]) {
        throw new NotificationRejected('payload', 'The notification is missing fields.');
      }
      return {
        eventId: `${orderId}:${typeof transactionKey === 'string' ? transactionKey : 'deposit'}`,
        type: 'deposit.completed',
        accountNumber: payment.virtualAccount.accountNumber,
        amount: fromTossAmount(payment.totalAmount, currency),
        currency,
        depositedAt: payment.approvedAt ? new Date(payment.approvedAt) : now,
        payload: body,
      };
    },
  };
}
