// A step of reviewing a resale request (review-resale.ts): the request moves by one conditional
// update, from the status it was read at, so a concurrent move wins once.
import type { Executor } from '../../../db/client';
import { AppError } from '../../../errors';
import { applyResaleEvent, type ResaleRow } from '../../../modules/resale/resale.repository';
import { resaleMessages as m, type ResaleEvent, type ResaleStatus } from '@/schemas/resale';

/** The moved request; "wrong status" when someone moved it first. */
export async function moveResale(
  tx: Executor,
  input: {
    resaleId: string;
    event: ResaleEvent;
    to: ResaleStatus;
    changes: Parameters<typeof applyResaleEvent>[4];
    now: Date;
  },
): Promise<ResaleRow> {
  const { resaleId, event, to, changes, now } = input;
  const row = await applyResaleEvent(tx, resaleId, event, to, changes, now);
  if (!row) throw new AppError('CONFLICT', m.wrongStatus);
  return row;
}
