// What the resale operations share (issue 6, ADR 0025): a request and an owned work as their
// owner or the operator sees them, the rate that shows KRW prices converted, and the ownership
// checks (404 for anyone else's edition or request).
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import {
  findEditionsForOrders,
  type PurchasableEdition,
} from '../../modules/artworks/artwork-purchase.repository';
import { loadExchangeRates } from '../../modules/money/money.repository';
import {
  activeResalesOfEditions,
  findResale,
  ownershipOfEdition,
  type Ownership,
  type ResaleRow,
} from '../../modules/resale/resale.repository';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import {
  nextResaleStatus,
  resaleMessages as m,
  type ConsignmentCondition,
  type ConsignmentHandover,
  type ResaleKind,
  type ResaleStatus,
} from '@/schemas/resale';
import type { MyWorkDto, ResaleRateDto, ResaleRequestDto } from '@/schemas/resale-dto';
import { toCheckoutArtworkDto } from '../checkout-views';

export type ResaleReads = ReturnType<typeof createResaleReads>;

export function createResaleReads(ctx: AppContext) {
  function toDto(
    row: ResaleRow,
    edition: PurchasableEdition | undefined,
    language: Language,
  ): ResaleRequestDto {
    const status = row.status as ResaleStatus;
    return {
      id: row.id,
      kind: row.kind as ResaleKind,
      status,
      edition_id: row.editionId,
      edition_number: edition?.editionNumber ?? 0,
      artwork: edition ? toCheckoutArtworkDto(edition, language) : null,
      desired_price: row.desiredPrice,
      listing_price: row.listingPrice,
      operator_note: row.operatorNote,
      rejection_reason: row.rejectionReason,
      condition: row.condition as ConsignmentCondition | null,
      condition_note: row.conditionNote,
      photos: row.photos ?? [],
      handover: row.handover as ConsignmentHandover | null,
      order_id: row.orderId,
      can_confirm: nextResaleStatus(status, 'confirm', 'owner') !== null,
      can_withdraw: nextResaleStatus(status, 'withdraw', 'owner') !== null,
      created_at: row.createdAt.toISOString(),
      proposed_at: row.proposedAt?.toISOString() ?? null,
      listed_at: row.listedAt?.toISOString() ?? null,
      closed_at: row.closedAt?.toISOString() ?? null,
    };
  }

  async function dtos(rows: ResaleRow[], language: Language) {
    const editions = await findEditionsForOrders(
      ctx.db,
      rows.map((row) => row.editionId),
    );
    return rows.map((row) => toDto(row, editions.get(row.editionId), language));
  }

  async function one(row: ResaleRow, language: Language) {
    return (await dtos([row], language))[0]!;
  }

  /** Resale prices are in KRW; the visitor's currency at today's rate, to show them converted. */
  async function rateFor(currency: CurrencyCode): Promise<ResaleRateDto | null> {
    if (currency === 'krw') return null;
    const krwPerUnit = (await loadExchangeRates(ctx.db))[currency];
    return krwPerUnit && krwPerUnit > 0
      ? { currency_code: currency, krw_per_unit: krwPerUnit }
      : null;
  }

  async function works(owned: Ownership[], language: Language): Promise<MyWorkDto[]> {
    const ids = owned.map((o) => o.editionId);
    const [editions, active] = await Promise.all([
      findEditionsForOrders(ctx.db, ids),
      activeResalesOfEditions(ctx.db, ids),
    ]);
    return owned.map((o) => {
      const edition = editions.get(o.editionId);
      const request = active.get(o.editionId);
      return {
        edition_id: o.editionId,
        edition_number: edition?.editionNumber ?? 0,
        artwork: edition ? toCheckoutArtworkDto(edition, language) : null,
        order_id: o.orderId,
        order_number: o.orderNumber,
        purchased_at: o.paidAt.toISOString(),
        purchase_price: { amount: o.artPrice, currency: o.currencyCode as CurrencyCode },
        resale: request ? toDto(request, edition, language) : null,
        can_resell: !request,
      };
    });
  }

  /** The edition `customerId` owns; 404 for anyone else's (or an unknown one). */
  async function ownedEdition(customerId: string, editionId: string): Promise<Ownership> {
    const ownership = await ownershipOfEdition(ctx.db, editionId);
    if (!ownership || ownership.customerId !== customerId) throw notFound(m.editionNotFound);
    return ownership;
  }

  /** The customer's own request; 404 for anyone else's. */
  async function ownRequest(customerId: string, id: string): Promise<ResaleRow> {
    const row = await findResale(ctx.db, id);
    if (!row || row.sellerId !== customerId) throw notFound(m.requestNotFound);
    return row;
  }

  return { dtos, one, rateFor, works, ownedEdition, ownRequest };
}
