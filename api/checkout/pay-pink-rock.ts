// POST store/customer/pink-rock/payment/{planId}: a Pink Rock membership payment.
import type { PinkRockPaymentRequest } from '@/schemas/checkout';
import type { PinkRockPaymentDto } from '@/schemas/checkout-dto';
import { http } from '../http';
import { idempotent } from './idempotency';

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
