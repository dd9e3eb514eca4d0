// Resale and consignment (issue 6, ADR 0025). An owner (the buyer of an edition's latest paid
// order) asks to resell it at a desired price, or to consign it (condition, photos, storage or
// delivery); an operator proposes the listing price or rejects; the owner confirms and the
// edition is on sale again at that price (sold → available, the artwork's page shows it
// buyable); anyone else buys it through the ordinary checkout, whose completion moves ownership
// (a new paid order) and records the seller's settlement. Every status change is one
// conditional update decided by schemas/resale.ts; the edition's status moves in the same
// transaction, locking the edition before the request (the checkout's order).
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, notFound } from '../errors';
import { logger } from '../lib/logger';
import {
  findEditionsForOrders,
  type PurchasableEdition,
} from '../modules/artworks/artwork-purchase.repository';
import { declineEarlierBids } from '../modules/bids/bid.repository';
import { loadExchangeRates } from '../modules/money/money.repository';
import { findCart, findOpenCartForEdition } from '../modules/orders/cart.repository';
import { delistEdition, relistEdition } from '../modules/orders/edition-hold.repository';
import { findPayment } from '../modules/payments/payment.repository';
import {
  activeResalesOfEditions,
  applyResaleEvent,
  findResale,
  insertResale,
  listOwnedEditions,
  listResales,
  ownedEditionOfArtwork,
  ownershipOfEdition,
  type Ownership,
  type ResaleRow,
} from '../modules/resale/resale.repository';
import { openCartFor, type Checkout } from './checkout';
import { toCheckoutArtworkDto } from './checkout-views';
import type { CompleteQuery, PaymentSessionRequest } from '@/schemas/checkout';
import { checkoutMessages } from '@/schemas/checkout-rules';
import type { OrderDto, PaymentSessionDto } from '@/schemas/checkout-dto';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';
import {
  consignmentConditions,
  consignmentHandovers,
  nextResaleStatus,
  resaleMessages as m,
  type ConsignmentCondition,
  type ConsignmentHandover,
  type ConsignRequest,
  type ProposeListingRequest,
  type RegisterResaleRequest,
  type RejectResaleRequest,
  type ResaleActor,
  type ResaleEvent,
  type ResaleKind,
  type ResaleListQuery,
  type ResaleStatus,
} from '@/schemas/resale';
import type {
  ConsignFormDto,
  MyWorkDto,
  MyWorkListDto,
  ResaleRateDto,
  ResaleListDto,
  ResaleOrderDto,
  ResaleRequestDto,
} from '@/schemas/resale-dto';
import type { CustomerNotices } from './customer-notices';

export type Resale = ReturnType<typeof createResale>;

export function createResale(ctx: AppContext, checkout: Checkout, notices?: CustomerNotices) {
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

  async function register(
    customerId: string,
    editionId: string,
    values: Omit<
      Parameters<typeof insertResale>[1],
      'editionId' | 'artworkId' | 'sellerId' | 'ownershipOrderId'
    >,
    language: Language,
  ): Promise<ResaleRequestDto> {
    const ownership = await ownedEdition(customerId, editionId);
    try {
      // Received: the owner hears of it in the transaction that records it.
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await insertResale(
          tx,
          {
            ...values,
            editionId,
            artworkId: ownership.artworkId,
            sellerId: customerId,
            ownershipOrderId: ownership.orderId,
          },
          ctx.now(),
        );
        await notices?.resaleChanged(tx, inserted.id);
        return inserted;
      });
      logger.info('resale requested', { resale_id: row.id, kind: row.kind });
      return one(row, language);
    } catch (error) {
      // The partial unique index: one request in play per edition.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.alreadyRequested);
      throw error;
    }
  }

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
      const seen = await findResale(tx, id);
      if (!seen || (visibleTo !== undefined && seen.sellerId !== visibleTo)) {
        throw notFound(m.requestNotFound);
      }
      const to = nextResaleStatus(seen.status as ResaleStatus, event, actor);
      if (!to) throw new AppError('CONFLICT', m.wrongStatus);
      if (effect) await effect(tx, seen);
      const row = await applyResaleEvent(tx, id, event, to, changes, ctx.now());
      if (!row) throw new AppError('CONFLICT', m.wrongStatus);
      await notices?.resaleChanged(tx, row.id);
      logger.info('resale moved', { resale_id: id, event, status: to });
      return row;
    });
  }

  /**
   * Puts the owned edition on sale at `priceKrw`; the offers made on it before (to the gallery
   * or an earlier owner) are declined and their bidders told: they are not this listing's.
   */
  async function listAgain(tx: Executor, editionId: string, priceKrw: number, now: Date) {
    if (!(await relistEdition(tx, editionId, priceKrw, now))) {
      throw new AppError('CONFLICT', m.wrongStatus);
    }
    const declined = await declineEarlierBids(tx, editionId, now);
    if (declined.length) await notices?.offersAnswered(tx, declined);
  }

  /** The resale on sale that a buyer may order; 404 when unknown, 409 when not on sale. */
  async function onSale(customerId: string, id: string): Promise<ResaleRow> {
    const row = await findResale(ctx.db, id);
    if (!row) throw notFound(m.requestNotFound);
    if (row.status !== 'on_sale') throw new AppError('CONFLICT', m.notOnSale);
    if (row.sellerId === customerId) throw new AppError('CONFLICT', m.ownEdition);
    return row;
  }

  /** The buyer's open cart for the resold edition (opened since it was listed), or a new one. */
  async function cartFor(customerId: string, row: ResaleRow, currency: CurrencyCode) {
    const open = await findOpenCartForEdition(
      ctx.db,
      customerId,
      row.editionId,
      row.listedAt ?? row.createdAt,
    );
    if (open) return open;
    return openCartFor(
      ctx.db,
      {
        customerId,
        artworkId: row.artworkId,
        editionId: row.editionId,
        currency,
        krwPerUnit: await checkout.rateOf(currency),
      },
      ctx.now(),
    );
  }

  return {
    /** The owner of an edition for the bids (ADR 0021's `ownerOfEdition`). */
    async ownerOfEdition(db: Executor, editionId: string): Promise<string | null> {
      return (await ownershipOfEdition(db, editionId))?.customerId ?? null;
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
        works: await works(rows, language),
        count,
        limit: page.limit,
        offset: page.offset,
        exchange_rate: await rateFor(currency),
      };
    },

    /** POST store/resell/register */
    register: (customerId: string, input: RegisterResaleRequest, language: Language) =>
      register(
        customerId,
        input.edition_id,
        { kind: 'resale', desiredPrice: input.desired_price },
        language,
      ),

    /** GET store/artwork/consign/{id}: the owned edition and the consign form's choices. */
    async consignForm(
      customerId: string,
      editionId: string,
      language: Language,
      currency: CurrencyCode,
    ): Promise<ConsignFormDto> {
      const ownership = await ownedEdition(customerId, editionId);
      const [work] = await works([ownership], language);
      return {
        work: work!,
        conditions: consignmentConditions,
        handovers: consignmentHandovers,
        commission_bps: ctx.config.RESALE_COMMISSION_BPS,
        royalty_bps: ctx.config.RESALE_ROYALTY_BPS,
        exchange_rate: await rateFor(currency),
      };
    },

    /** POST store/artwork/consign/{id} */
    consign: (customerId: string, editionId: string, input: ConsignRequest, language: Language) =>
      register(
        customerId,
        editionId,
        {
          kind: 'consignment',
          desiredPrice: input.desired_price,
          condition: input.condition,
          conditionNote: input.condition_note || null,
          photos: input.photos,
          handover: input.handover,
        },
        language,
      ),

    /** GET /v2/store/resell: the customer's requests. */
    async list(customerId: string, query: ResaleListQuery, language: Language) {
      const { rows, count } = await listResales(
        ctx.db,
        { sellerId: customerId, status: query.status, kind: query.kind },
        query,
      );
      return {
        resell: await dtos(rows, language),
        count,
        limit: query.limit,
        offset: query.offset,
      } satisfies ResaleListDto;
    },

    /** One of the customer's requests. */
    async get(customerId: string, id: string, language: Language) {
      return one(await ownRequest(customerId, id), language);
    },

    /** The owner accepts the proposed listing price: the edition is on sale again at it. */
    async confirm(customerId: string, id: string, language: Language) {
      const now = ctx.now();
      const row = await transition(
        id,
        'confirm',
        'owner',
        { listedAt: now },
        (tx, seen) => listAgain(tx, seen.editionId, seen.listingPrice!, now),
        customerId,
      );
      return one(row, language);
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
          if (seen.status === 'on_sale' && !(await delistEdition(tx, seen.editionId, now))) {
            throw new AppError('CONFLICT', m.editionBusy);
          }
        },
        customerId,
      );
      return one(row, language);
    },

    /** Operator: proposes the listing price (KRW). */
    async propose(id: string, input: ProposeListingRequest, language: Language) {
      const row = await transition(id, 'propose', 'operator', {
        listingPrice: input.listing_price,
        operatorNote: input.note || null,
        proposedAt: ctx.now(),
      });
      return one(row, language);
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
          await listAgain(tx, seen.editionId, input.listing_price, now);
        },
      );
      return one(row, language);
    },

    /** Operator: one request, whoever's it is (null when unknown). */
    async find(id: string, language: Language) {
      const row = await findResale(ctx.db, id);
      return row ? one(row, language) : null;
    },

    /** Operator: rejects the request. */
    async reject(id: string, input: RejectResaleRequest, language: Language) {
      const row = await transition(id, 'reject', 'operator', {
        rejectionReason: input.reason,
        closedAt: ctx.now(),
      });
      return one(row, language);
    },

    /** Operator: every request, optionally of one status (the back office's queue). */
    async queue(query: ResaleListQuery & { status?: ResaleStatus }, language: Language) {
      const { rows, count } = await listResales(
        ctx.db,
        { sellerId: null, status: query.status, kind: query.kind },
        query,
      );
      return {
        resell: await dtos(rows, language),
        count,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** GET store/orders/resell/{id}: the buyer's order of a resold edition (a cart at its price). */
    async order(
      customerId: string,
      id: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<ResaleOrderDto> {
      checkout.assertCurrencyAllowed(currency, language);
      const row = await onSale(customerId, id);
      const cart = await cartFor(customerId, row, currency);
      const editions = await findEditionsForOrders(ctx.db, [row.editionId]);
      return {
        resale: {
          id: row.id,
          edition_id: row.editionId,
          edition_number: editions.get(row.editionId)?.editionNumber ?? 0,
          listing_price: row.listingPrice!,
        },
        cart: await checkout.get(customerId, cart.id, currency, language),
      };
    },

    /** PUT store/orders/resell/{id}: the checkout's payment session on the buyer's cart. */
    async startPayment(
      customerId: string,
      id: string,
      input: PaymentSessionRequest,
      currency: CurrencyCode,
      language: Language,
    ): Promise<PaymentSessionDto> {
      checkout.assertCurrencyAllowed(currency, language);
      const row = await onSale(customerId, id);
      const cart = await cartFor(customerId, row, currency);
      return checkout.startPayment(customerId, cart.id, input, language);
    },

    /** GET store/orders/resell/complete/{id}: the checkout's completion (replays answer the order). */
    async complete(
      customerId: string,
      id: string,
      query: CompleteQuery,
      language: Language,
    ): Promise<OrderDto> {
      const row = await findResale(ctx.db, id);
      if (!row) throw notFound(m.requestNotFound);
      const payment = await findPayment(ctx.db, customerId, query.payment_session_id);
      const cart = payment?.cartId ? await findCart(ctx.db, customerId, payment.cartId) : null;
      if (!payment || !cart || cart.editionId !== row.editionId) {
        throw notFound(checkoutMessages.paymentSessionNotFound);
      }
      return checkout.complete(
        customerId,
        cart.id,
        payment.currencyCode as CurrencyCode,
        query,
        language,
      );
    },
  };
}
