// The HTTP side of `Idempotency-Key` (ADR 0019), one piece for the cart, bid, resale and Pink Rock
// payment calls: the header read, the operation run once per key, a stored answer replayed with
// its status and `Idempotent-Replayed: true`.
import type { Context } from 'hono';
import type { AppContext } from '../context';
import { runIdempotent } from '../workflows/idempotency';

interface IdempotentCall {
  customerId: string;
  /** Keys are per customer and scope: the same key on another call is another key. */
  scope: string;
  /** What makes two requests the same (same key, other request: 422). */
  request: unknown;
}

export async function respondIdempotent(
  c: Context,
  ctx: AppContext,
  { customerId, scope, request }: IdempotentCall,
  operation: () => Promise<unknown>,
): Promise<Response> {
  const result = await runIdempotent(
    ctx,
    c.req.header('idempotency-key') ?? undefined,
    { customerId, scope },
    request,
    operation,
  );
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body as object, result.status as 200);
}
