// An accepted bid's or a resale's order paid twice with one Idempotency-Key (ADR 0019): the same
// payment session and the same order come back, marked Idempotent-Replayed. Shared by the bid and
// resale tests, as the routes share respondIdempotent.
import { expect } from 'vitest';
import type { CallOptions, CallResult } from './customer-test-app';

type Call = (method: string, path: string, options?: CallOptions) => Promise<CallResult>;

/** Pays `/v3/store/orders/{kind}/{id}` twice per step with one key; answers the order. */
export async function expectIdempotentPayment(
  call: Call,
  order: { kind: 'bid' | 'resell'; id: string; token: string },
): Promise<CallResult> {
  const options = {
    token: order.token,
    headers: { 'idempotency-key': `${order.kind}-${order.id}` },
  };
  const start = () =>
    call('PUT', `/v3/store/orders/${order.kind}/${order.id}`, {
      ...options,
      body: { pay_method: 'card_kr', order_consent: true },
    });
  const session = await start();
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  expect(session.headers.get('idempotent-replayed')).toBeNull();
  const sessionAgain = await start();
  expect(sessionAgain.headers.get('idempotent-replayed')).toBe('true');
  expect(sessionAgain.body).toEqual(session.body);
  const complete = () =>
    call(
      'GET',
      `/v3/store/orders/${order.kind}/complete/${order.id}?payment_session_id=${session.body.payment_session.id}`,
      options,
    );
  const paid = await complete();
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(paid.headers.get('idempotent-replayed')).toBeNull();
  const again = await complete();
  expect(again.status).toBe(200);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.body.id).toBe(paid.body.id);
  return paid;
}
