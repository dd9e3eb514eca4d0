// POST store/customer/pink-rock/payment/{planId}: a Pink Rock membership payment. Paid at once; the
// answer carries the membership, and the customer's info (memberships, isPinkRock, the analytics
// user property) is read again.
import { useMutation } from '@tanstack/react-query';
import type { PinkRockPaymentRequest } from '@/schemas/checkout';
import type { PinkRockPaymentDto } from '@/schemas/checkout-dto';
import { idempotent } from '../checkout/idempotency';
import { customerKeys } from '../customer/keys';
import { http } from '../http';

export function payPinkRock(
  planId: string,
  body: PinkRockPaymentRequest,
  idempotencyKey?: string,
): Promise<PinkRockPaymentDto> {
  return http.v3.post<PinkRockPaymentDto>(
    `/store/customer/pink-rock/payment/${encodeURIComponent(planId)}`,
    body,
    idempotent(idempotencyKey),
  );
}

export interface PayPinkRockVariables {
  planId: string;
  body: PinkRockPaymentRequest;
  /** One per attempt: resent on a retry after a lost answer (ADR 0019). */
  idempotencyKey: string;
}

export function usePayPinkRockMutation() {
  return useMutation({
    mutationFn: ({ planId, body, idempotencyKey }: PayPinkRockVariables) =>
      payPinkRock(planId, body, idempotencyKey),
    onSuccess: (_paid, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: customerKeys.info() }),
  });
}
