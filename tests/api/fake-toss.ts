// A small stand-in for the Toss Payments API v1 (an outside service, so a fake on a local port
// is fair): Basic auth with the secret key, Idempotency-Key on POSTs, the Payment object and the
// `{ code, message }` errors of its documentation. It plays the payment window too
// (`authorize`, which hands out the paymentKey the window would return to the store) and the
// DEPOSIT_CALLBACK webhook (`deposit`).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TossPayment } from '@/server/modules/payments/toss-gateway';

export const FAKE_TOSS_SECRET_KEY = 'test_sk_fake0000000000000000000';

/** Card numbers the fake refuses at confirm, like an issuer would. */
export const fakeTossCards = {
  approved: '4330123412341234',
  korean: '9410123412341234',
  rejectedByCompany: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

interface Stored extends TossPayment {
  /** The card the window took (not part of Toss's answer). */
  cardNumber?: string;
  installmentPlanMonths?: number;
}

export interface FakeToss {
  url: string;
  /** The payment window: the buyer authorises `amount` for `orderId`; the paymentKey. */
  authorize(input: {
    orderId: string;
    amount: number;
    method?: '카드' | '계좌이체' | '해외간편결제';
    cardNumber?: string;
    installmentPlanMonths?: number;
  }): string;
  /** The buyer deposits into the virtual account; Toss then POSTs DEPOSIT_CALLBACK to `url`. */
  deposit(orderId: string, webhookUrl: string, options?: { secret?: string }): Promise<Response>;
  payment(orderId: string): Stored | undefined;
  /** Every request received: method, path and the Authorization header. */
  requests: { method: string; path: string; authorization?: string; idempotencyKey?: string }[];
  /** The next `n` requests are processed but answer 500 (the caller cannot know the outcome). */
  failNext(n: number): void;
  close(): Promise<void>;
}

const kst = (date: Date) =>
  new Date(date.getTime() + 9 * 3_600_000).toISOString().replace(/\.\d+Z$/, '+09:00');

export async function startFakeToss(options: { now?: () => Date } = {}): Promise<FakeToss> {
  const now = options.now ?? (() => new Date());
  const byKey = new Map<string, Stored>();
  const byOrder = new Map<string, Stored>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeToss['requests'] = [];
  let failures = 0;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TOSS_SECRET_KEY}:`).toString('base64')}`;

  const newKey = () => `tgen_${randomBytes(12).toString('hex')}`;
  const store = (payment: Stored) => {
    byKey.set(payment.paymentKey, payment);
    byOrder.set(payment.orderId, payment);
    return payment;
  };
  /** The Payment object as Toss answers it. */
  const view = (p: Stored): TossPayment => {
    const { cardNumber: _c, installmentPlanMonths: _i, ...rest } = p;
    return rest;
  };
  const error = (status: number, code: string, message: string) => ({
    status,
    body: { code, message },
  });

  function handle(method: string, path: string, body: Record<string, unknown>) {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/payments/confirm') {
      const payment = byKey.get(String(body.paymentKey));
      if (!payment || payment.orderId !== body.orderId) {
        return error(
          404,
          'NOT_FOUND_PAYMENT_SESSION',
          '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
        );
      }
      if (payment.status === 'DONE') {
        return error(400, 'ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.');
      }
      if (Number(body.amount) !== payment.totalAmount) {
        return error(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
      }
      if (payment.cardNumber === fakeTossCards.rejectedByCompany) {
        payment.status = 'ABORTED';
        return error(403, 'REJECT_CARD_COMPANY', '카드사에서 결제를 거절했습니다.');
      }
      if (payment.cardNumber === fakeTossCards.insufficientFunds) {
        payment.status = 'ABORTED';
        return error(403, 'REJECT_CARD_PAYMENT', '한도초과 혹은 잔액부족으로 결제에 실패했습니다.');
      }
      payment.status = 'DONE';
      payment.approvedAt = kst(now());
      payment.lastTransactionKey = randomBytes(16).toString('hex').toUpperCase();
      if (payment.method === '카드') {
        const number = payment.cardNumber ?? fakeTossCards.approved;
        payment.card = {
          issuerCode: number.startsWith('9') ? '31' : '4V',
          number: `${number.slice(0, 8)}****${number.slice(12, 15)}*`,
          installmentPlanMonths: payment.installmentPlanMonths ?? 0,
          approveNo: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
        };
      }
      if (payment.method === '계좌이체') payment.transfer = { bankCode: '04' };
      return { status: 200, body: view(payment) };
    }
    if (method === 'POST' && path === '/v1/virtual-accounts') {
      const amount = Number(body.amount);
      const orderId = String(body.orderId ?? '');
      if (!orderId || !Number.isFinite(amount) || !body.bank || !body.customerName) {
        return error(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
      }
      if (byOrder.has(orderId))
        return error(
          400,
          'DUPLICATED_ORDER_ID',
          '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.',
        );
      const hours = Number(body.validHours ?? 168);
      const issued = store({
        paymentKey: newKey(),
        orderId,
        status: 'WAITING_FOR_DEPOSIT',
        method: '가상계좌',
        totalAmount: amount,
        currency: 'KRW',
        approvedAt: null,
        secret: `ps_${randomBytes(12).toString('hex')}`,
        virtualAccount: {
          accountNumber: `X${String(Math.floor(Math.random() * 1e13)).padStart(13, '0')}`,
          bankCode: String(body.bank),
          customerName: String(body.customerName),
          dueDate: kst(new Date(now().getTime() + hours * 3_600_000)),
        },
      });
      return { status: 200, body: view(issued) };
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/payments\/([^/]+)\/cancel$/))) {
      const payment = byKey.get(decodeURIComponent(match[1]!));
      if (!payment) return error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      if (payment.status === 'CANCELED') {
        return error(400, 'ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.');
      }
      if (!body.cancelReason) return error(400, 'INVALID_REQUEST', '잘못된 요청입니다.');
      if (
        payment.method === '가상계좌' &&
        payment.status === 'DONE' &&
        !body.refundReceiveAccount
      ) {
        return error(
          400,
          'INVALID_REFUND_ACCOUNT_INFO',
          '환불 계좌번호와 예금주명이 일치하지 않습니다.',
        );
      }
      const amount =
        body.cancelAmount === undefined ? payment.totalAmount : Number(body.cancelAmount);
      payment.status = 'CANCELED';
      payment.cancels = [
        ...(payment.cancels ?? []),
        { canceledAt: kst(now()), cancelAmount: amount },
      ];
      return { status: 200, body: view(payment) };
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/payments\/orders\/([^/]+)$/))) {
      const payment = byOrder.get(decodeURIComponent(match[1]!));
      return payment
        ? { status: 200, body: view(payment) }
        : error(404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    return error(404, 'NOT_FOUND', 'Not found');
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const path = (req.url ?? '/').split('?')[0]!;
      const authorization = req.headers.authorization;
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method, path, authorization, idempotencyKey });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (authorization !== expectedAuth) {
        return send(401, {
          code: 'UNAUTHORIZED_KEY',
          message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.',
        });
      }
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      }
      const remembered = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (method === 'POST' && remembered) return send(remembered.status, remembered.body);
      const answer = handle(method, path, body);
      if (method === 'POST' && idempotencyKey) idempotent.set(idempotencyKey, answer);
      if (failures > 0) {
        // Processed, but the answer is lost: the caller cannot know what happened.
        failures -= 1;
        return send(500, {
          code: 'FAILED_INTERNAL_SYSTEM_PROCESSING',
          message: '내부 시스템 처리 작업이 실패했습니다.',
        });
      }
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    authorize(input) {
      const paymentKey = newKey();
      store({
        paymentKey,
        orderId: input.orderId,
        status: 'IN_PROGRESS',
        method: input.method ?? '카드',
        totalAmount: input.amount,
        currency: 'KRW',
        cardNumber: input.cardNumber,
        installmentPlanMonths: input.installmentPlanMonths,
      });
      return paymentKey;
    },
    async deposit(orderId, webhookUrl, depositOptions = {}) {
      const payment = byOrder.get(orderId);
      if (!payment?.virtualAccount) throw new Error(`no virtual account for ${orderId}`);
      payment.status = 'DONE';
      payment.approvedAt = kst(now());
      payment.lastTransactionKey = randomBytes(16).toString('hex').toUpperCase();
      return fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          createdAt: kst(now()).replace('+09:00', '.000000'),
          secret: depositOptions.secret ?? payment.secret,
          status: 'DONE',
          transactionKey: payment.lastTransactionKey,
          orderId,
        }),
      });
    },
    payment: (orderId) => byOrder.get(orderId),
    failNext(n) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
