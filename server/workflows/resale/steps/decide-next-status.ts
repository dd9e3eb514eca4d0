// A step of reviewing a resale request (review-resale.ts): the request as it stands and the status
// the event moves it to, decided by the state machine of schemas/resale.ts.
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../errors';
import { findResale, type ResaleRow } from '../../../modules/resale/resale.repository';
import {
  nextResaleStatus,
  resaleMessages as m,
  type ResaleActor,
  type ResaleEvent,
  type ResaleStatus,
} from '@/schemas/resale';

/**
 * 404 when unknown (or, for an owner's move, someone else's); "wrong status" when the event
 * does not apply to the request's status for this actor.
 */
export async function decideNextStatus(
  tx: Executor,
  input: { resaleId: string; event: ResaleEvent; actor: ResaleActor; visibleTo?: string },
): Promise<{ seen: ResaleRow; to: ResaleStatus }> {
  const seen = await findResale(tx, input.resaleId);
  if (!seen || (input.visibleTo !== undefined && seen.sellerId !== input.visibleTo)) {
    throw notFound(m.requestNotFound);
  }
  const to = nextResaleStatus(seen.status as ResaleStatus, input.event, input.actor);
  if (!to) throw new AppError('CONFLICT', m.wrongStatus);
  return { seen, to };
}
