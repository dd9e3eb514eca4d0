// Moving a resale request (ADR 0025): the operator proposes a listing price, approves (listing it
// at once) or rejects; the owner confirms (on sale again at the proposed price) or withdraws (off
// sale). Each move runs the steps of steps/ in one transaction: the status the state machine
// decides, the edition's change first (so the edition is locked before the request, the
// checkout's order), the request's conditional update, and its seller told.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors';
import { logger } from '../../lib/logger';
import type { applyResaleEvent, ResaleRow } from '../../modules/resale/resale.repository';
import type { Language } from '@/schemas/dto';
import {
  resaleMessages as m,
  type ProposeListingRequest,
  type RejectResaleRequest,
  type ResaleActor,
  type ResaleEvent,
} from '@/schemas/resale';
import { closeOpenOffers } from '../bids/steps/close-open-offers';
import type { CustomerNotices } from '../customer-notices';
import type { ResaleReads } from './resale-reads';
import { decideNextStatus } from './steps/decide-next-status';
import { declineEarlierBids } from './steps/decline-earlier-bids';
import { listEditionAgain } from './steps/list-edition-again';
import { moveResale } from './steps/move-resale';
import { notifySeller } from './steps/notify-seller';
import { takeEditionOffSale } from './steps/take-edition-off-sale';

export function createReviewResale(
  ctx: AppContext,
  reads: ResaleReads,
  notices: CustomerNotices | undefined,
) {
  /**
   * Moves request `id` by `event` (the state machine decides); `effect` runs first in the same
   * transaction (the edition's status), so the edition is locked before the request.
   */
  async function transition(
    id: string,
    event: ResaleEvent,
    actor: ResaleActor,
    changes: Parameters<typeof applyResaleEvent>[4],
    effect?: (tx: Executor, row: ResaleRow) => Promise<void>,
    visibleTo?: string,
  ): Promise<ResaleRow> {
    return ctx.db.transaction(async (tx) => {
      const { seen, to } = await decideNextStatus(tx, { resaleId: id, event, actor, visibleTo });
      if (effect) await effect(tx, seen);
      const row = await moveResale(tx, { resaleId: id, event, to, changes, now: ctx.now() });
      await notifySeller(tx, { notices, resaleId: row.id });
      logger.info('resale moved', { resale_id: id, event, status: to });
      return row;
    });
  }

  /** Puts the owned edition on sale at `priceKrw`; the offers made on it before are declined. */
  async function listAgain(tx: Executor, seen: ResaleRow, priceKrw: number, now: Date) {
    await listEditionAgain(tx, { editionId: seen.editionId, priceKrw, now });
    const kind = seen.kind === 'consignment' ? 'consignment' : 'resale';
    await declineEarlierBids(tx, { editionId: seen.editionId, kind, notices, now });
  }

  return {
    /** The owner accepts the proposed listing price: the edition is on sale again at it. */
    async confirm(customerId: string, id: string, language: Language) {
      const now = ctx.now();
      const row = await transition(
        id,
        'confirm',
        'owner',
        { listedAt: now },
        (tx, seen) => listAgain(tx, seen, seen.listingPrice!, now),
        customerId,
      );
      return reads.one(row, language);
    },

    /** The owner withdraws; an edition on sale goes off sale (409 while someone pays for it). */
    async withdraw(customerId: string, id: string, language: Language) {
      const now = ctx.now();
      const row = await transition(
        id,
        'withdraw',
        'owner',
        { closedAt: now },
        async (tx, seen) => {
          await takeEditionOffSale(tx, { resale: seen, now });
          // The offers made to this listing end with it (rules §4.29).
          await closeOpenOffers(tx, {
            event: 'withdrawn_from_sale',
            where: { editionId: seen.editionId },
            notices,
            now,
          });
        },
        customerId,
      );
      return reads.one(row, language);
    },

    /** Operator: proposes the listing price (KRW). */
    async propose(id: string, input: ProposeListingRequest, language: Language) {
      const row = await transition(id, 'propose', 'operator', {
        listingPrice: input.listing_price,
        operatorNote: input.note || null,
        proposedAt: ctx.now(),
      });
      return reads.one(row, language);
    },

    /**
     * Operator: approves the request and lists the edition at once at `listing_price` (KRW), which
     * may not be below the owner's desired price (a lower one is proposed for confirmation).
     */
    async approve(id: string, input: ProposeListingRequest, language: Language) {
      const now = ctx.now();
      const row = await transition(
        id,
        'approve',
        'operator',
        {
          listingPrice: input.listing_price,
          operatorNote: input.note || null,
          proposedAt: now,
          listedAt: now,
        },
        async (tx, seen) => {
          if (input.listing_price < seen.desiredPrice) {
            throw new AppError('CONFLICT', m.approveBelowDesired);
          }
          await listAgain(tx, seen, input.listing_price, now);
        },
      );
      return reads.one(row, language);
    },

    /** Operator: rejects the request. */
    async reject(id: string, input: RejectResaleRequest, language: Language) {
      const row = await transition(id, 'reject', 'operator', {
        rejectionReason: input.reason,
        closedAt: ctx.now(),
      });
      return reads.one(row, language);
    },
  };
}
