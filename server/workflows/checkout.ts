// Buying one edition (SPEC §7 "Cart and orders", issue 5): the cart, its shipping, services and
// coupons, the payment session that holds the edition, and completion that sells it. Every
// change of money or of an edition's status happens inside one transaction with row locks or
// conditional updates, the same on PGlite and PostgreSQL.
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { readAll } from '../db/read-all';
import { AppError, notFound } from '../errors';
import { logger } from '../lib/logger';
import { RefreshingCache } from '../lib/refreshing-cache';
import {
  findEditionToBuy,
  findEditionsForOrders,
  type PurchasableEdition,
} from '../modules/artworks/artwork-purchase.repository';
import { findBidOfCart, markBidOrdered, type BidRow } from '../modules/bids/bid.repository';
import {
  couponsListingArtwork,
  findHeldCoupon,
  redeemCoupon,
  type HeldCoupon,
} from '../modules/coupons/coupon.repository';
import { findCustomerById } from '../modules/customers/customer.repository';
import {
  findShippingAddress,
  listShippingAddresses,
} from '../modules/customers/shipping-address.repository';
import { listPaymentProviders, loadExchangeRates } from '../modules/money/money.repository';
import { applyResaleEvent, onSaleResaleOfEdition } from '../modules/resale/resale.repository';
import {
  closeCart,
  findCart,
  insertCart,
  updateCart,
  type CartRow,
} from '../modules/orders/cart.repository';
import {
  closeCartAndSellEdition,
  extendHold,
  holdEdition,
  lockHold,
  releaseEdition,
} from '../modules/orders/edition-hold.repository';
import { findOrder, newOrderId, type OrderRow } from '../modules/orders/order.repository';
import type { Recipient } from '../modules/notices/notice.repository';
import {
  GatewayUnavailable,
  type PaymentGateway,
  type PaymentOutcome,
} from '../modules/payments/payment-gateway.port';
import {
  claimPendingPayment,
  closePendingPayments,
  findOrderPayment,
  findPayment,
  insertPaymentReplacingPending,
  leaseStaleProcessing,
  lockPayment,
  lockPaymentStatus,
  updatePayment,
  type PaymentRow,
} from '../modules/payments/payment.repository';
import type {
  AddToCartRequest,
  CompleteQuery,
  FrameServiceRequest,
  PaymentSessionRequest,
  ShippingMethodRequest,
} from '@/schemas/checkout';
import type {
  CartDto,
  OrderDto,
  PayMethodDto,
  PayMethodListDto,
  PaymentSessionDto,
} from '@/schemas/checkout-dto';
import {
  checkoutMessages as m,
  EXPECTED_DELIVERY_DAYS,
  initialShippingStatus,
  installmentChoices,
  INSTALLMENT_MIN_KRW,
  PAYMENT_HOLD_MS,
  payMethodOffered,
  payMethodRules,
  payMethods,
  specifiedDateProblem,
  type PayMethod,
  type ShippingMethod,
} from '@/schemas/checkout-rules';
import { bidMessages } from '@/schemas/bid';
import { customerFullName, type ShippingAddressDto } from '@/schemas/customer-dto';
import type { Language, PaymentProviderDto } from '@/schemas/dto';
import type { CurrencyCode } from '@/schemas/money';
import { convertToKrw } from '@/schemas/money-conversion';
import { settleResale, type OrderAmounts } from '@/schemas/order-pricing';
import { resaleMessages } from '@/schemas/resale';
import { claimSale, lockCartWithFacts, placeOrder, type ClaimedSale } from './checkout-sale';
import type { CustomerNotices } from './customer-notices';
import { recordPrimarySale } from './provenance-steps';
import {
  priceCart,
  shippingProblem,
  toCartDto,
  toOrderDto,
  type CartCoupons,
  type CartFacts,
} from './checkout-views';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the list of enabled payment providers is answered from memory. */
const PROVIDERS_TTL_MS = 5_000;
/** How long a payment may stay `processing` before the reconciliation asks the gateway. */
export const RECONCILE_AFTER_MS = 2 * 60 * 1000;
const RECONCILE_BATCH = 20;

/** The payment was already recorded or closed by someone else (complete or reconciliation). */
class PaymentSettled extends Error {}

/** What recording a sale needs to know of its cart: the coupons only to price an old session. */
type SaleFacts = Omit<CartFacts, 'coupons'> & { coupons?: CartCoupons };

/** A payment session claimed for completion, with what its sale needs. */
interface Claimed {
  payment: PaymentRow;
  facts: SaleFacts;
  buyer: { firstName: string; lastName: string; email: string; language: 'en' | 'ko' } | null;
}

export type Checkout = ReturnType<typeof createCheckout>;

/** Whether a held coupon may be used for this artwork now. */
export function couponUsable(
  coupon: HeldCoupon,
  artworkId: string,
  listing: Set<string>,
  now: Date,
): boolean {
  if (coupon.usedAt || !coupon.active) return false;
  if (coupon.startsAt > now || coupon.endsAt <= now) return false;
  void artworkId;
  return coupon.allArtworks || listing.has(coupon.couponId);
}

/**
 * Opens a cart for one edition at a locked rate, delivered to the customer's default address
 * when it is in Korea (else kept in free storage): buy now, and the order of an accepted bid.
 */
export async function openCartFor(
  db: Executor,
  input: {
    customerId: string;
    artworkId: string;
    editionId: string;
    currency: CurrencyCode;
    krwPerUnit: number;
  },
  now: Date,
): Promise<CartRow> {
  return (await openCartAt(db, input, now)).cart;
}

/** openCartFor, with the address it delivers to. */
async function openCartAt(
  db: Executor,
  input: Parameters<typeof openCartFor>[1],
  now: Date,
): Promise<{ cart: CartRow; address: ShippingAddressDto | null }> {
  const addresses = await listShippingAddresses(db, input.customerId);
  const address = addresses.find((a) => a.is_default) ?? null;
  const cart = await insertCart(
    db,
    {
      customerId: input.customerId,
      artworkId: input.artworkId,
      editionId: input.editionId,
      currencyCode: input.currency,
      krwPerUnit: input.krwPerUnit,
      rateLockedAt: now,
      shippingAddressId: address?.id ?? null,
      shippingMethod: address?.country === 'KR' ? 'delivery' : 'storage',
    },
    now,
  );
  return { cart, address };
}

export function createCheckout(
  ctx: AppContext,
  gateway: PaymentGateway,
  notices?: CustomerNotices,
) {
  async function editionOf(cart: CartRow, db: Executor = ctx.db): Promise<PurchasableEdition> {
    const editions = await findEditionsForOrders(db, [cart.editionId]);
    const edition = editions.get(cart.editionId);
    if (!edition) throw notFound(m.cartNotFound);
    return edition;
  }

  async function couponsOf(cart: CartRow, db: Executor = ctx.db): Promise<CartCoupons> {
    const load = (id: string | null) =>
      id ? findHeldCoupon(db, cart.customerId, id) : Promise.resolve(null);
    const [artwork, additional] = await readAll(db, [
      () => load(cart.artworkCouponId),
      () => load(cart.additionalCouponId),
    ] as const);
    return { artwork, additional };
  }

  /** What a cart is priced and shown from; `known`: what the caller has just read or made. */
  async function factsOf(
    cart: CartRow,
    db: Executor = ctx.db,
    known: { edition?: PurchasableEdition; address?: ShippingAddressDto | null; noBid?: true } = {},
  ): Promise<CartFacts> {
    const [edition, address, coupons, bid, resale] = await readAll(db, [
      () => (known.edition ? Promise.resolve(known.edition) : editionOf(cart, db)),
      () =>
        known.address !== undefined
          ? Promise.resolve(known.address)
          : cart.shippingAddressId
            ? findShippingAddress(db, cart.customerId, cart.shippingAddressId)
            : Promise.resolve(null),
      () => couponsOf(cart, db),
      () => (known.noBid ? Promise.resolve(null) : findBidOfCart(db, cart.id)),
      () => onSaleResaleOfEdition(db, cart.editionId),
    ] as const);
    return {
      cart,
      edition,
      address,
      coupons,
      bid: bid ? bidTermsOf(bid) : null,
      resale: resale ? { id: resale.id, sellerId: resale.sellerId } : null,
    };
  }

  async function cartDto(cart: CartRow, language: Language, db: Executor = ctx.db) {
    return toCartDto(await factsOf(cart, db), language, ctx.now());
  }

  async function ownCart(customerId: string, cartId: string, db: Executor = ctx.db) {
    const cart = await findCart(db, customerId, cartId, { forUpdate: db !== ctx.db });
    if (!cart) throw notFound(m.cartNotFound);
    return cart;
  }

  async function openCart(customerId: string, cartId: string, db: Executor) {
    const cart = await ownCart(customerId, cartId, db);
    if (cart.status !== 'open') throw new AppError('CONFLICT', m.cartClosed);
    return cart;
  }

  /** SPEC §4: Korean mode is KRW only. */
  function assertCurrencyAllowed(currency: CurrencyCode, language: Language) {
    if (language === 'ko' && currency !== 'krw') {
      throw new AppError('VALIDATION', m.koreanModeKrwOnly);
    }
  }

  async function rateOf(currency: CurrencyCode): Promise<number> {
    if (currency === 'krw') return 1;
    const rates = await loadExchangeRates(ctx.db);
    const rate = rates[currency];
    if (!rate) throw new AppError('UNAVAILABLE', 'No exchange rate for this currency.');
    return rate;
  }

  /**
   * Prices an open cart in `currency`: a new currency locks the current rate; the same currency
   * keeps the rate the cart was priced at.
   */
  async function inCurrency(cart: CartRow, currency: CurrencyCode): Promise<CartRow> {
    if (cart.currencyCode === currency || cart.status !== 'open') return cart;
    // A bid order is paid in the bid's currency at the rate the bid locked.
    if (await findBidOfCart(ctx.db, cart.id)) return cart;
    const krwPerUnit = await rateOf(currency);
    return ctx.db.transaction(async (tx) => {
      const locked = await ownCart(cart.customerId, cart.id, tx);
      if (locked.status !== 'open' || locked.currencyCode === currency) return locked;
      await closePendingPayments(tx, cart.id, 'canceled', ctx.now());
      return updateCart(
        tx,
        cart.id,
        { currencyCode: currency, krwPerUnit, rateLockedAt: ctx.now() },
        ctx.now(),
      );
    });
  }

  async function change(
    customerId: string,
    cartId: string,
    language: Language,
    apply: (cart: CartRow, tx: Executor) => Promise<Parameters<typeof updateCart>[2]>,
  ): Promise<CartDto> {
    return ctx.db.transaction(async (tx) => {
      const cart = await openCart(customerId, cartId, tx);
      const changes = await apply(cart, tx);
      // A change after a payment started makes that payment session stale.
      await closePendingPayments(tx, cartId, 'canceled', ctx.now());
      const updated = await updateCart(tx, cartId, changes, ctx.now());
      return cartDto(updated, language, tx);
    });
  }

  function assertBuyable(edition: PurchasableEdition) {
    if (
      edition.priceKrw === null ||
      edition.editionStatus === 'not_for_sale' ||
      edition.purchaseStatus === 'not_for_sale' ||
      edition.purchaseStatus === 'release_soon'
    ) {
      throw new AppError('CONFLICT', m.notForSale);
    }
    if (edition.editionStatus !== 'available') {
      throw new AppError('CONFLICT', m.editionUnavailable);
    }
  }

  // The enabled providers change seldom: read at most once per few seconds per language. Read
  // outside any transaction (on PGlite a read of the handle waits for the transaction to end).
  const providerCache = new RefreshingCache<PaymentProviderDto[]>(PROVIDERS_TTL_MS, 2);
  const providersIn = (language: Language) =>
    providerCache.get(language, () => listPaymentProviders(ctx.db, language));

  function enabledPayMethods(
    providers: PaymentProviderDto[],
    currency: CurrencyCode,
    totalKrw: number,
  ): PayMethodDto[] {
    const byCode = new Map(providers.map((provider) => [provider.code, provider]));
    return payMethods
      .filter((code) => byCode.has(code) && payMethodOffered(code, currency))
      .filter((code) => byCode.get(code)!.currencies.includes(currency))
      .map((code): PayMethodDto => ({
        code,
        name: byCode.get(code)!.name,
        korean: payMethodRules[code].korean,
        installments: installmentChoices(code, totalKrw),
        deferred: payMethodRules[code].deferred,
        notice: payMethodRules[code].notice,
      }));
  }

  const totalInKrw = (total: number, cart: CartRow) =>
    convertToKrw(
      { amount: total, currency: cart.currencyCode as CurrencyCode },
      Number(cart.krwPerUnit),
    );

  /**
   * Creates the order of an approved or deposit-awaiting payment and sells (or keeps holding)
   * the edition. Conditional updates decide every race: the cart must still be open at the
   * version the payment was started on, the hold must still be this cart's.
   */
  async function recordOutcome(
    tx: Executor,
    facts: SaleFacts,
    payment: PaymentRow,
    outcome: Exclude<PaymentOutcome, { status: 'declined' }>,
    buyer: { name: string; recipient?: Recipient },
  ): Promise<{ order: OrderRow; payment: PaymentRow }> {
    const now = ctx.now();
    const { cart, edition } = facts;
    // Whoever records the payment (complete, or the reconciliation) holds its row: once.
    if ((await lockPaymentStatus(tx, payment.id)) !== 'processing') throw new PaymentSettled();
    const orderId = newOrderId(now);
    const version = payment.cartVersion ?? -1;
    const paid = outcome.status === 'approved';
    if (paid) {
      const sale = await closeCartAndSellEdition(
        tx,
        { cartId: cart.id, version, orderId, editionId: cart.editionId },
        now,
      );
      if (!sale.closed) throw new AppError('CONFLICT', m.cartChanged);
      if (!sale.sold) throw new AppError('CONFLICT', m.editionUnavailable);
      await recordPrimarySale(
        tx,
        { editionId: cart.editionId, address: facts.address, soldAt: now },
        now,
      );
    } else {
      if (!(await closeCart(tx, cart.id, version, orderId, now))) {
        throw new AppError('CONFLICT', m.cartChanged);
      }
      if (!(await extendHold(tx, cart.editionId, cart.id, outcome.depositDeadline))) {
        throw new AppError('CONFLICT', m.editionUnavailable);
      }
    }
    // The order is what the buyer agreed to and was charged: the amounts of the session.
    const amounts =
      (payment.breakdown as OrderAmounts | null) ??
      priceCart({ ...facts, coupons: facts.coupons ?? (await couponsOf(cart, tx)) });
    if (amounts.total !== payment.amount) throw new AppError('CONFLICT', m.cartChanged);
    // The order of an accepted bid closes the bid (still accepted: not lapsed meanwhile).
    if (facts.bid && !(await markBidOrdered(tx, cart.id, orderId, now))) {
      throw new AppError('CONFLICT', bidMessages.paymentDeadlinePassed);
    }
    // A resold edition: the seller is paid the art price less commission and royalty.
    const settlement = facts.resale
      ? settleResale(amounts.art_price, {
          commissionBps: ctx.config.RESALE_COMMISSION_BPS,
          royaltyBps: ctx.config.RESALE_ROYALTY_BPS,
        })
      : null;
    if (
      facts.resale &&
      paid &&
      !(await applyResaleEvent(
        tx,
        facts.resale.id,
        'sell',
        'sold',
        { orderId, closedAt: now },
        now,
      ))
    ) {
      throw new AppError('CONFLICT', resaleMessages.notOnSale);
    }
    const method = cart.shippingMethod as ShippingMethod;
    const placed = await placeOrder(
      tx,
      {
        id: orderId,
        customerId: cart.customerId,
        cartId: cart.id,
        artworkId: cart.artworkId,
        editionId: cart.editionId,
        itemNameEn: itemName(edition, 'en'),
        itemNameKo: itemName(edition, 'ko'),
        buyerName: buyer.name,
        currencyCode: cart.currencyCode,
        krwPerUnit: Number(cart.krwPerUnit),
        artPrice: amounts.art_price,
        deliveryFee: amounts.delivery_fee,
        specifiedDateFee: amounts.specified_date_fee ?? 0,
        frameFee: amounts.frame_fee,
        installationFee: amounts.installation_fee,
        extraWorksFee: amounts.extra_works_fee,
        artworkDiscount: amounts.artwork_discount,
        additionalDiscount: amounts.additional_discount,
        discountAmount: amounts.discount_amount,
        total: amounts.total,
        supplyAmount: amounts.supply_amount,
        vat: amounts.vat,
        taxFreeAmount: amounts.tax_free_amount,
        taxableAmount: amounts.taxable_amount,
        artworkCouponId: cart.artworkCouponId,
        additionalCouponId: cart.additionalCouponId,
        shippingMethod: method,
        shippingStatus: initialShippingStatus(method),
        shippingAddress: facts.address ? addressSnapshot(facts.address) : null,
        specifiedDate: cart.specifiedDate,
        pickupContact: cart.pickupContact,
        frame: cart.frame,
        installation: cart.installation,
        extraInstalls: cart.extraInstalls,
        paymentMethod: payment.method,
        status: paid ? 'paid' : 'awaiting_deposit',
        depositDeadline: paid ? null : outcome.depositDeadline,
        paidAt: paid ? outcome.paidAt : null,
        expectedDeliveryAt: paid
          ? new Date(outcome.paidAt.getTime() + EXPECTED_DELIVERY_DAYS * DAY_MS)
          : null,
        resaleId: facts.resale?.id ?? null,
        sellerCustomerId: facts.resale?.sellerId ?? null,
        platformCommission: settlement?.platform_commission ?? null,
        artistRoyalty: settlement?.artist_royalty ?? null,
        sellerProceeds: settlement?.seller_proceeds ?? null,
      },
      {
        id: payment.id,
        changes: paid
          ? {
              status: 'paid',
              providerReference: outcome.reference,
              approvalNumber: outcome.approvalNumber,
              cardName: outcome.cardName ?? null,
              cardNumber: outcome.cardNumber ?? null,
              installmentMonths: outcome.installmentMonths ?? payment.installmentMonths,
              bank: outcome.bank ?? null,
              paidAt: outcome.paidAt,
            }
          : {
              status: 'awaiting_deposit',
              providerReference: outcome.reference,
              bank: outcome.bank,
              accountNumber: outcome.accountNumber,
              accountName: outcome.accountName,
              depositDeadline: outcome.depositDeadline,
            },
      },
      now,
    );
    const { order, payment: recorded } = placed;
    for (const coupon of [cart.artworkCouponId, cart.additionalCouponId]) {
      if (coupon && !(await redeemCoupon(tx, coupon, order.id, now))) {
        throw new AppError('CONFLICT', m.couponNotApplicable);
      }
    }
    // The notice is told what this transaction knows (else it reads the order back).
    await notices?.orderPlaced(
      tx,
      order.id,
      buyer.recipient && {
        order,
        buyer: buyer.recipient,
        payment: {
          bank: recorded.bank,
          accountNumber: recorded.accountNumber,
          accountName: recorded.accountName,
        },
      },
    );
    return { order, payment: recorded };
  }

  /**
   * Frees the edition a failed payment held; an accepted bid keeps it until its payment deadline
   * (the bidder may try another card), when the bid sweep frees it.
   */
  async function releaseUnlessBid(tx: Executor, facts: SaleFacts): Promise<void> {
    if (facts.bid) return;
    if (await lockHold(tx, facts.cart.editionId, facts.cart.id)) {
      await releaseEdition(tx, facts.cart.editionId, ctx.now());
    }
  }

  async function orderDto(order: OrderRow, language: Language): Promise<OrderDto> {
    const [payment, editions] = await Promise.all([
      findOrderPayment(ctx.db, order.id),
      findEditionsForOrders(ctx.db, [order.editionId]),
    ]);
    return toOrderDto(order, payment, editions.get(order.editionId) ?? null, language);
  }

  /** A claimed session's facts, as recording the sale takes them. */
  function claimedSale(claimed: ClaimedSale): Claimed {
    const { payment, cart, edition, buyer } = claimed;
    if (!edition) throw notFound(m.cartNotFound);
    const bid = claimed.bid ? bidTermsOf(claimed.bid) : null;
    const facts = { cart, edition, address: claimed.address, bid, resale: claimed.resale };
    return { payment, facts, buyer };
  }

  /**
   * `complete`'s checks one by one, when the one-statement claim did not happen (ADR 0034): the
   * order the session already made, or the error that says why it cannot be completed; or, when
   * all is in order after all (the session was freed meanwhile), the claim as before.
   */
  async function claimChecked(
    customerId: string,
    cartId: string,
    currency: CurrencyCode,
    paymentId: string,
  ): Promise<Claimed | { order: OrderRow }> {
    const [cart, payment] = await Promise.all([
      findCart(ctx.db, customerId, cartId),
      findPayment(ctx.db, customerId, paymentId),
    ]);
    if (!cart) throw notFound(m.cartNotFound);
    if (!payment || payment.cartId !== cart.id) throw notFound(m.paymentSessionNotFound);
    if (payment.orderId) {
      const order = await findOrder(ctx.db, customerId, payment.orderId);
      if (order) return { order };
    }
    if (payment.status === 'declined') {
      throw new AppError('PAYMENT_DECLINED', payment.declineReason ?? m.paymentDeclined);
    }
    if (payment.status === 'processing') {
      throw new AppError('CONFLICT', m.idempotencyInProgress);
    }
    if (payment.status !== 'pending' || cart.status !== 'open') {
      throw new AppError('CONFLICT', m.paymentSessionExpired);
    }
    if (payment.currencyCode !== currency) throw new AppError('CONFLICT', m.currencyMismatch);
    if (payment.cartVersion !== cart.version) throw new AppError('CONFLICT', m.cartChanged);
    const now = ctx.now();
    if (!(await claimPendingPayment(ctx.db, payment.id, now))) {
      throw new AppError('CONFLICT', m.idempotencyInProgress);
    }
    const [facts, buyer] = await Promise.all([factsOf(cart), findCustomerById(ctx.db, customerId)]);
    return { payment: { ...payment, status: 'processing', updatedAt: now }, facts, buyer };
  }

  /** What `complete` answers when the reconciliation settled its payment first. */
  async function settledAnswer(customerId: string, paymentId: string, language: Language) {
    const settled = await findPayment(ctx.db, customerId, paymentId);
    const order = settled?.orderId ? await findOrder(ctx.db, customerId, settled.orderId) : null;
    if (order) return orderDto(order, language);
    throw new AppError('CONFLICT', m.paymentSessionExpired);
  }

  /**
   * Closes a payment that led to no order (declined, voided, never charged) and frees the
   * edition its cart held; nothing when someone else settled it meanwhile.
   */
  async function closeUnrecorded(
    payment: PaymentRow,
    changes: Partial<PaymentRow> & { status: 'declined' | 'canceled' },
  ): Promise<boolean> {
    return ctx.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (locked?.status !== 'processing') return false;
      await updatePayment(tx, payment.id, { canceledAt: ctx.now(), ...changes }, ctx.now());
      const cart = payment.cartId ? await findCart(tx, payment.customerId, payment.cartId) : null;
      if (cart && (await lockHold(tx, cart.editionId, cart.id))) {
        await releaseEdition(tx, cart.editionId, ctx.now());
      }
      return true;
    });
  }

  /** Settles one payment left `processing` by what the gateway knows of it. */
  async function reconcileOne(payment: PaymentRow): Promise<'recorded' | 'voided' | 'skipped'> {
    const currency = payment.currencyCode as CurrencyCode;
    const found = await gateway.lookup(
      {
        paymentId: payment.id,
        method: payment.method as PayMethod,
        amount: payment.amount,
        currency,
        installmentMonths: payment.installmentMonths ?? 0,
        orderName: '',
        buyerName: '',
        testInput: payment.testInput,
      },
      ctx.now(),
    );
    const voidCharge = async (reference: string, charged: boolean) => {
      await gateway.cancel(
        { reference, amount: charged ? payment.amount : 0, currency, reason: 'reconciliation' },
        ctx.now(),
      );
      return (await closeUnrecorded(payment, { status: 'canceled' })) ? 'voided' : 'skipped';
    };
    const accepted = found.status === 'approved' || found.status === 'awaiting_deposit';
    // Membership payments grant nothing after the fact: a charge is given back.
    if (payment.purpose !== 'order' || !payment.cartId) {
      if (accepted) return voidCharge(found.reference, found.status === 'approved');
    } else if (accepted) {
      const cart = await findCart(ctx.db, payment.customerId, payment.cartId);
      const customer = await findCustomerById(ctx.db, payment.customerId);
      if (!cart) return voidCharge(found.reference, found.status === 'approved');
      const facts = await factsOf(cart);
      const buyerName = customer ? customerFullName(customer.firstName, customer.lastName) : '';
      try {
        const recorded = await ctx.db.transaction((tx) =>
          recordOutcome(tx, facts, payment, found, { name: buyerName }),
        );
        logger.info('payment reconciled: order placed', { order_id: recorded.order.id });
        return 'recorded';
      } catch (error) {
        if (error instanceof PaymentSettled) return 'skipped';
        if (!(error instanceof AppError)) throw error;
        // The cart or the edition moved on meanwhile: the money goes back.
        return voidCharge(found.reference, found.status === 'approved');
      }
    }
    const closed = await closeUnrecorded(
      payment,
      found.status === 'declined'
        ? { status: 'declined', declineReason: found.reason, providerReference: found.reference }
        : { status: 'canceled' },
    );
    return closed ? 'voided' : 'skipped';
  }

  return {
    /**
     * The reconciliation sweep (ADR 0020): payments left `processing` for RECONCILE_AFTER_MS
     * (the process died between the gateway and the commit, or the gateway gave no clear answer)
     * are leased with SKIP LOCKED, the gateway is asked about each, and each is recorded as
     * `complete` would have, or voided. Safe to run on any number of instances at once.
     */
    async reconcileProcessing(): Promise<{ recorded: number; voided: number }> {
      const result = { recorded: 0, voided: 0 };
      for (;;) {
        const now = ctx.now();
        const leased = await ctx.db.transaction((tx) =>
          leaseStaleProcessing(
            tx,
            new Date(now.getTime() - RECONCILE_AFTER_MS),
            now,
            RECONCILE_BATCH,
          ),
        );
        for (const payment of leased) {
          try {
            const outcome = await reconcileOne(payment);
            if (outcome !== 'skipped') result[outcome] += 1;
          } catch (error) {
            // This one waits for the next round (its lease runs out); the others go on.
            logger.warn('payment reconciliation failed', {
              payment_id: payment.id,
              error: error instanceof Error ? error.message : String(error),
            });
          }
        }
        if (leased.length < RECONCILE_BATCH) break;
      }
      if (result.recorded || result.voided) logger.info('payments reconciled', result);
      return result;
    },

    /** POST store/cart/artwork */
    async addArtwork(
      customerId: string,
      input: AddToCartRequest,
      currency: CurrencyCode,
      language: Language,
    ): Promise<CartDto> {
      assertCurrencyAllowed(currency, language);
      const edition = await findEditionToBuy(ctx.db, input.artwork_id, input.edition_id);
      if (!edition) throw notFound('Artwork not found.');
      assertBuyable(edition);
      // An owner's own resale listing is theirs already: refused here, not at the payment.
      const resale = await onSaleResaleOfEdition(ctx.db, edition.editionId);
      if (resale?.sellerId === customerId)
        throw new AppError('CONFLICT', resaleMessages.ownEdition);
      const { cart, address } = await openCartAt(
        ctx.db,
        {
          customerId,
          artworkId: edition.artworkId,
          editionId: edition.editionId,
          currency,
          krwPerUnit: await rateOf(currency),
        },
        ctx.now(),
      );
      // Its edition and address were just read, and no bid is the order of a cart this new.
      const facts = await factsOf(cart, ctx.db, { edition, address, noBid: true });
      return toCartDto(facts, language, ctx.now());
    },

    /** GET store/cart/{id}: priced in the request's currency (a new currency locks a new rate). */
    async get(customerId: string, cartId: string, currency: CurrencyCode, language: Language) {
      const cart = await ownCart(customerId, cartId);
      if (cart.status === 'open') assertCurrencyAllowed(currency, language);
      return cartDto(await inCurrency(cart, currency), language);
    },

    /** PUT store/cart/{id}/shipping-address */
    setShippingAddress(
      customerId: string,
      cartId: string,
      addressId: string,
      language: Language,
    ): Promise<CartDto> {
      return change(customerId, cartId, language, async (cart, tx) => {
        const address = await findShippingAddress(tx, customerId, addressId);
        if (!address) throw notFound(m.addressNotFound);
        // Normal delivery goes only to Korean addresses: elsewhere the work waits in storage.
        const keepsDelivery = cart.shippingMethod !== 'delivery' || address.country === 'KR';
        return keepsDelivery
          ? { shippingAddressId: address.id }
          : {
              shippingAddressId: address.id,
              shippingMethod: 'storage',
              specifiedDate: null,
              installation: 'none',
              extraInstalls: 0,
            };
      });
    },

    /** PUT store/cart/{id}/shipping-method */
    setShippingMethod(
      customerId: string,
      cartId: string,
      input: ShippingMethodRequest,
      language: Language,
    ): Promise<CartDto> {
      return change(customerId, cartId, language, async (cart, tx) => {
        const method = input.shipping_method;
        const address = cart.shippingAddressId
          ? await findShippingAddress(tx, customerId, cart.shippingAddressId)
          : null;
        const problem = shippingProblem(method, address);
        if (problem) throw new AppError('CONFLICT', problem);
        if (input.specified_date && method !== 'delivery') {
          throw new AppError('VALIDATION', m.specifiedDateNeedsDelivery);
        }
        const dateProblem = input.specified_date
          ? specifiedDateProblem(input.specified_date, ctx.now())
          : null;
        if (dateProblem) throw new AppError('VALIDATION', dateProblem);
        if (method === 'pickup' && !input.pickup_contact) {
          throw new AppError('VALIDATION', m.pickupContactRequired);
        }
        const delivery = method === 'delivery';
        return {
          shippingMethod: method,
          specifiedDate: delivery ? input.specified_date : null,
          pickupContact: method === 'pickup' ? input.pickup_contact : null,
          ...(delivery ? {} : { installation: 'none', extraInstalls: 0 }),
        };
      });
    },

    /** PUT store/cart/{id}/frame-service */
    setFrameService(
      customerId: string,
      cartId: string,
      input: FrameServiceRequest,
      language: Language,
    ): Promise<CartDto> {
      return change(customerId, cartId, language, async (cart) => {
        if (input.installation !== 'none' && cart.shippingMethod !== 'delivery') {
          throw new AppError('CONFLICT', m.installationNeedsDelivery);
        }
        return {
          frame: input.frame,
          installation: input.installation,
          extraInstalls: input.installation === 'none' ? 0 : input.extra_installs,
        };
      });
    },

    /** Applies (or removes) the cart's coupons: checked by the coupon workflow first. */
    setCoupons(
      customerId: string,
      cartId: string,
      coupons: { artwork: string | null; additional: string | null },
      language: Language,
    ): Promise<CartDto> {
      return change(customerId, cartId, language, async () => ({
        artworkCouponId: coupons.artwork,
        additionalCouponId: coupons.additional,
      }));
    },

    /** GET store/cart/{id}/pay-method/{currency} */
    async payMethods(
      customerId: string,
      cartId: string,
      currency: CurrencyCode,
      language: Language,
    ): Promise<PayMethodListDto> {
      assertCurrencyAllowed(currency, language);
      const cart = await inCurrency(await ownCart(customerId, cartId), currency);
      const amounts = priceCart(await factsOf(cart));
      const cartCurrency = cart.currencyCode as CurrencyCode;
      return {
        currency_code: cartCurrency,
        total: amounts.total,
        pay_methods: enabledPayMethods(
          await providersIn(language),
          cartCurrency,
          totalInKrw(amounts.total, cart),
        ),
      };
    },

    /**
     * POST store/cart/payment-session/{id}: checks the order as it stands and holds the edition
     * for the payment (409 when someone else holds or bought it).
     */
    async startPayment(
      customerId: string,
      cartId: string,
      input: PaymentSessionRequest,
      language: Language,
    ): Promise<PaymentSessionDto> {
      const method = input.pay_method as PayMethod;
      const now = ctx.now();
      const providers = await providersIn(language);
      return ctx.db.transaction(async (tx) => {
        // The cart, locked, and what it is priced from, in one statement.
        const found = await lockCartWithFacts(tx, customerId, cartId);
        if (!found) throw notFound(m.cartNotFound);
        const { cart } = found;
        if (cart.status !== 'open') throw new AppError('CONFLICT', m.cartClosed);
        if (!found.edition) throw notFound(m.cartNotFound);
        const currency = cart.currencyCode as CurrencyCode;
        const facts: CartFacts = {
          cart,
          edition: found.edition,
          address: found.address,
          coupons: await couponsOf(cart, tx),
          bid: found.bid ? bidTermsOf(found.bid) : null,
          resale: found.resale,
        };
        const problem = shippingProblem(cart.shippingMethod as ShippingMethod, facts.address);
        if (problem) throw new AppError('CONFLICT', problem);
        const amounts = priceCart(facts);
        const offered = enabledPayMethods(providers, currency, totalInKrw(amounts.total, cart));
        const offer = offered.find((candidate) => candidate.code === method);
        if (!offer) throw new AppError('CONFLICT', m.payMethodUnavailable);
        const months = input.installment_months ?? 0;
        if (months > 0 && !payMethodRules[method].installments) {
          throw new AppError('VALIDATION', m.installmentsUnavailable);
        }
        if (months > 0 && totalInKrw(amounts.total, cart) < INSTALLMENT_MIN_KRW) {
          throw new AppError('VALIDATION', m.installmentsTooSmall);
        }
        const held = [facts.coupons.artwork, facts.coupons.additional].filter(
          (coupon): coupon is HeldCoupon => coupon !== null,
        );
        const listing = await couponsListingArtwork(
          tx,
          held.map((coupon) => coupon.couponId),
          cart.artworkId,
        );
        if (held.some((coupon) => !couponUsable(coupon, cart.artworkId, listing, now))) {
          throw new AppError('CONFLICT', m.couponNotApplicable);
        }
        // A bid order keeps its edition until the bid's payment deadline, not a few minutes.
        if (facts.resale?.sellerId === customerId) {
          throw new AppError('CONFLICT', resaleMessages.ownEdition);
        }
        const bid = facts.bid;
        if (bid && (bid.status !== 'accepted' || bid.paymentDeadline <= now)) {
          throw new AppError('CONFLICT', bidMessages.paymentDeadlinePassed);
        }
        const expiresAt = bid ? bid.paymentDeadline : new Date(now.getTime() + PAYMENT_HOLD_MS);
        const hold = await holdEdition(
          tx,
          { editionId: cart.editionId, cartId: cart.id, customerId, expiresAt },
          now,
        );
        if (hold === 'unavailable') throw new AppError('CONFLICT', m.editionUnavailable);
        const testInput =
          input.test_card_number || input.test_outcome
            ? { card_number: input.test_card_number ?? null, outcome: input.test_outcome ?? null }
            : null;
        // It replaces the cart's earlier sessions still pending.
        const payment = await insertPaymentReplacingPending(
          tx,
          {
            customerId,
            purpose: 'order',
            cartId: cart.id,
            cartVersion: cart.version,
            provider: gateway.provider,
            method,
            currencyCode: currency,
            amount: amounts.total,
            breakdown: { ...amounts },
            status: 'pending',
            installmentMonths: method === 'card_kr' ? months : null,
            testInput,
            expiresAt,
          },
          now,
        );
        return {
          payment_session: {
            id: payment.id,
            cart_id: cart.id,
            pay_method: method,
            amount: payment.amount,
            currency_code: currency,
            installment_months: months,
            provider: gateway.provider,
            expires_at: expiresAt.toISOString(),
          },
          cart: toCartDto(facts, language, now),
        };
      });
    },

    /**
     * GET store/cart/{id}/complete/{currency}: charges through the gateway, then in one
     * transaction creates the order and sells the edition (or, for a virtual account, keeps it
     * held until the deposit). A declined payment frees the edition and answers 402.
     */
    async complete(
      customerId: string,
      cartId: string,
      currency: CurrencyCode,
      query: CompleteQuery,
      language: Language,
    ): Promise<OrderDto> {
      // 1. Claim the session (pending → processing) and read what the sale needs, in one
      // statement when all is in order; else find out why not. The hold is checked when the sale
      // is recorded: a hold lost meanwhile voids the charge.
      const claimed = await claimSale(
        ctx.db,
        { customerId, cartId, paymentId: query.payment_session_id, currency },
        ctx.now(),
      );
      const sale = claimed
        ? claimedSale(claimed)
        : await claimChecked(customerId, cartId, currency, query.payment_session_id);
      if ('order' in sale) return orderDto(sale.order, language);
      const { payment, facts, buyer } = sale;

      // 2. The gateway, outside any transaction.
      const buyerName = buyer ? customerFullName(buyer.firstName, buyer.lastName) : '';
      const recipient: Recipient | undefined = buyer
        ? { customerId, email: buyer.email, firstName: buyer.firstName, language: buyer.language }
        : undefined;
      let outcome: PaymentOutcome;
      try {
        outcome = await gateway.pay(
          {
            paymentId: payment.id,
            method: payment.method as PayMethod,
            amount: payment.amount,
            currency,
            installmentMonths: payment.installmentMonths ?? 0,
            orderName: itemName(facts.edition, language),
            buyerName,
            paymentKey: query.payment_key ?? null,
            testInput: payment.testInput,
          },
          ctx.now(),
        );
      } catch (error) {
        // An unclear answer may hide a charge: the payment stays `processing` and the
        // reconciliation asks the gateway later. A clear refusal of the request frees it.
        if (!(error instanceof GatewayUnavailable)) {
          await updatePayment(ctx.db, payment.id, { status: 'pending' }, ctx.now());
        } else {
          logger.warn('payment outcome unknown', { payment_id: payment.id, detail: error.detail });
        }
        throw error;
      }

      // 3. Record it, in one transaction.
      if (outcome.status === 'declined') {
        const declined = outcome;
        await ctx.db.transaction(async (tx) => {
          await updatePayment(
            tx,
            payment.id,
            {
              status: 'declined',
              providerReference: declined.reference,
              declineReason: declined.reason,
            },
            ctx.now(),
          );
          await releaseUnlessBid(tx, facts);
        });
        logger.info('payment declined', { payment_id: payment.id, code: outcome.code });
        throw new AppError('PAYMENT_DECLINED', outcome.reason, { decline_code: outcome.code });
      }
      const accepted = outcome;
      try {
        const recorded = await ctx.db.transaction((tx) =>
          recordOutcome(tx, facts, payment, accepted, { name: buyerName, recipient }),
        );
        logger.info('order placed', { order_id: recorded.order.id, status: recorded.order.status });
        return toOrderDto(recorded.order, recorded.payment, facts.edition, language);
      } catch (error) {
        if (error instanceof PaymentSettled) return settledAnswer(customerId, payment.id, language);
        // The charge went through but the order could not be recorded: give the money back.
        await gateway.cancel(
          {
            reference: accepted.reference,
            amount: payment.amount,
            currency,
            reason: 'order not recorded',
          },
          ctx.now(),
        );
        await ctx.db.transaction(async (tx) => {
          await updatePayment(
            tx,
            payment.id,
            { status: 'canceled', canceledAt: ctx.now() },
            ctx.now(),
          );
          await releaseUnlessBid(tx, facts);
        });
        throw error;
      }
    },

    orderDto,
    assertCurrencyAllowed,
    rateOf,
    /** The artwork and edition a cart is for. */
    cartArtwork: (cart: CartRow) => editionOf(cart),
  };
}

function bidTermsOf(bid: BidRow) {
  return {
    id: bid.id,
    status: bid.status,
    amount: bid.amount,
    paymentDeadline: bid.paymentDeadline!,
  };
}

function itemName(edition: PurchasableEdition, language: Language): string {
  const title = language === 'ko' ? edition.titleKo || edition.titleEn : edition.titleEn;
  const artist =
    language === 'ko' ? edition.artistNameKo || edition.artistNameEn : edition.artistNameEn;
  const number = edition.editionType === 'edition' ? ` (${edition.editionNumber})` : '';
  return `${artist}, ${title}${number}`;
}

function addressSnapshot(address: ShippingAddressDto) {
  return {
    id: address.id,
    postal_code: address.postal_code,
    street_address: address.street_address,
    detail_address: address.detail_address,
    phone_number: address.phone_number,
    nickname: address.nickname,
    country: address.country,
  };
}
