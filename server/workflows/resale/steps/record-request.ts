// A step of asking to resell or consign (register-resale.ts): the request is inserted reviewing,
// for the edition its seller owns through the order that bought it.
import type { Executor } from '../../../db/client';
import { insertResale, type ResaleRow } from '../../../modules/resale/resale.repository';

/** The new request; a second one in play for the edition violates the partial unique index. */
export async function recordRequest(
  tx: Executor,
  input: { values: Parameters<typeof insertResale>[1]; now: Date },
): Promise<ResaleRow> {
  return insertResale(tx, input.values, input.now);
}
