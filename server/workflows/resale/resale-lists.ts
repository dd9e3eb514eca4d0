// Reading resale: the owner's works and requests, one request, the operator's queue, and what the
// bids ask of the resale domain (who owns an edition, which edition of an artwork a customer owns).
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import {
  findResale,
  listOwnedEditions,
  listResales,
  onSaleResaleOfEdition,
  ownedEditionOfArtwork,
  ownershipOfEdition,
} from '../../modules/resale/resale.repository';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import type { ResaleListQuery, ResaleStatus } from '@/schemas/resale';
import type { MyWorkListDto, ResaleListDto } from '@/schemas/resale-dto';
import type { ResaleReads } from './resale-reads';

export function createResaleLists(ctx: AppContext, reads: ResaleReads) {
  return {
    /** The owner of an edition for the bids (ADR 0021's `ownerOfEdition`). */
    async ownerOfEdition(db: Executor, editionId: string): Promise<string | null> {
      return (await ownershipOfEdition(db, editionId))?.customerId ?? null;
    },

    /** The kind of the owner's listing of an edition (the bids' `resaleKindOf`), if any. */
    async resaleKindOf(db: Executor, editionId: string): Promise<string | null> {
      return (await onSaleResaleOfEdition(db, editionId))?.kind ?? null;
    },

    /** The edition of an artwork the customer owns (the bids' `ownedEditionOf`), if any. */
    async ownedEditionOf(
      db: Executor,
      customerId: string,
      artworkId: string,
    ): Promise<{ editionId: string } | null> {
      const owned = await ownedEditionOfArtwork(db, customerId, artworkId);
      return owned ? { editionId: owned.editionId } : null;
    },

    /** GET store/customer/my-work */
    async myWork(
      customerId: string,
      page: { limit: number; offset: number },
      language: Language,
      currency: CurrencyCode,
    ): Promise<MyWorkListDto> {
      const { rows, count } = await listOwnedEditions(ctx.db, customerId, page);
      return {
        works: await reads.works(rows, language),
        count,
        limit: page.limit,
        offset: page.offset,
        exchange_rate: await reads.rateFor(currency),
      };
    },

    /** GET /v2/store/resell: the customer's requests. */
    async list(customerId: string, query: ResaleListQuery, language: Language) {
      const { rows, count } = await listResales(
        ctx.db,
        { sellerId: customerId, status: query.status, kind: query.kind },
        query,
      );
      return {
        resell: await reads.dtos(rows, language),
        count,
        limit: query.limit,
        offset: query.offset,
      } satisfies ResaleListDto;
    },

    /** One of the customer's requests. */
    async get(customerId: string, id: string, language: Language) {
      return reads.one(await reads.ownRequest(customerId, id), language);
    },

    /** Operator: one request, whoever's it is (null when unknown). */
    async find(id: string, language: Language) {
      const row = await findResale(ctx.db, id);
      return row ? reads.one(row, language) : null;
    },

    /** Operator: every request, optionally of one status (the back office's queue). */
    async queue(query: ResaleListQuery & { status?: ResaleStatus }, language: Language) {
      const { rows, count } = await listResales(
        ctx.db,
        { sellerId: null, status: query.status, kind: query.kind },
        query,
      );
      return {
        resell: await reads.dtos(rows, language),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },
  };
}
