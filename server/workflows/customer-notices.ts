// Customer notices (issue 9, ADR 0028; issue 19, ADR 0040): each is enqueued in the transaction
// that changed the order, bid or resale request, in the recipient's language, so a rolled-back
// change sends nothing and a committed one is always announced. Every notice claims a key naming
// its transition (`order:<id>:refunded`, `bid:<id>:expired`...) in customer_notices first, so a
// transition announced twice (a retried sweep, a second click, two paths to one change) mails
// once. The deposit and bid-payment reminders are the scheduled ones: sweeps find what is due.
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { logger } from '../lib/logger';
import {
  claimNoticeKey,
  findBidNoticeFacts,
  findBidSellers,
  findOrderEdition,
  findOrderNoticeFacts,
  findBidsDueForPaymentReminder,
  findCustomerRecipient,
  findOrdersDueForDepositReminder,
  findResaleNoticeFacts,
  type OrderNoticeFacts,
  type Recipient,
} from '../modules/notices/notice.repository';
import type { Notifications } from '../modules/notifications/notification.service';
import type {
  TemplateName,
  TemplatePayloads,
} from '../modules/notifications/notification-templates';
import type { EditionType } from '@/schemas/artwork-dto';
import type { RefundInfoDto } from '@/schemas/checkout-dto';
import { pinkRockPlans, type PayMethod, type PinkRockPlanId } from '@/rules/checkout-rules';
import type { CurrencyCode, Money } from '@/rules/money';
import { storedWonSettlement } from '@/rules/seller-settlement';
import { answererOf, listingOf, STORE_NAME, type CloseReason } from '@/rules/negotiation';
import { findOrdersByIds } from '../modules/orders/order.repository';
import { amountsOf } from './checkout-views';

/** The deposit reminder goes out this long before a virtual account's deadline (1 hour). */
export const DEPOSIT_REMINDER_BEFORE_MS = 20 * 60 * 1000;
/** The bid order's reminder goes out this long before an accepted bid's payment deadline (48 h). */
export const BID_PAYMENT_REMINDER_BEFORE_MS = 12 * 60 * 60 * 1000;

/** Who closed an order: its buyer, the store (an operator) or its deposit deadline (the sweep). */
export type OrderCloser = 'buyer' | 'store' | 'deadline';

export type CustomerNotices = ReturnType<typeof createCustomerNotices>;

type Titled = {
  titleEn: string;
  titleKo: string;
  artistEn: string | null;
  artistKo: string | null;
};

function titleOf(artwork: Titled, language: 'en' | 'ko'): string {
  const title = language === 'ko' ? artwork.titleKo || artwork.titleEn : artwork.titleEn;
  const artist = language === 'ko' ? artwork.artistKo || artwork.artistEn : artwork.artistEn;
  return artist ? `${artist}, ${title}` : title;
}

export function createCustomerNotices(ctx: AppContext, notifications: Notifications) {
  /**
   * An absolute link in the recipient's language (English has no prefix), on the one public
   * origin: never the host of the request that caused the notice (ADR 0066).
   */
  const link = (language: 'en' | 'ko', path: string) =>
    `${ctx.config.PUBLIC_URL}${language === 'ko' ? '/ko' : ''}${path}`;

  /**
   * Enqueues one notice, once per `key` (the transition it announces): a key claimed before
   * sends nothing. Runs in the transition's transaction, so a rollback frees the key.
   */
  async function send<T extends TemplateName>(
    tx: Executor,
    key: string,
    to: Recipient,
    template: T,
    payload: TemplatePayloads[T],
  ): Promise<boolean> {
    if (!(await claimNoticeKey(tx, key, ctx.now()))) return false;
    await notifications.enqueue(tx, {
      channel: 'email',
      recipient: to.email,
      template,
      locale: to.language,
      payload,
      customerId: to.customerId,
    });
    notifications.kick();
    return true;
  }

  async function orderFacts(tx: Executor, orderId: string, known?: OrderNoticeFacts) {
    const facts = known ?? (await findOrderNoticeFacts(tx, orderId));
    if (!facts) return null;
    const { order, buyer, payment } = facts;
    const language = buyer.language;
    const edition =
      order.editionType !== undefined && order.editionNumber !== undefined
        ? {
            editionType: order.editionType,
            editionNumber: order.editionNumber,
            editionSize: order.editionSize ?? 1,
          }
        : await findOrderEdition(tx, order.id);
    return {
      facts,
      base: {
        first_name: buyer.firstName,
        order_number: order.orderNumber,
        item_name: language === 'ko' ? order.itemNameKo : order.itemNameEn,
        total: { amount: order.total, currency: order.currencyCode as CurrencyCode },
        amounts: amountsOf(order),
        extra_installs: order.extraInstalls,
        rate: {
          krw_per_unit: Number(order.krwPerUnit),
          locked_at: order.rateLockedAt?.toISOString() ?? null,
        },
        edition: edition
          ? {
              edition_type: edition.editionType as EditionType,
              edition_number: edition.editionNumber,
              edition_size: edition.editionSize,
            }
          : undefined,
        url: link(language, `/order-detail/${encodeURIComponent(order.id)}`),
      },
      deposit: {
        bank: payment?.bank ?? null,
        account_number: payment?.accountNumber ?? null,
        account_name: payment?.accountName ?? null,
        deposit_deadline: order.depositDeadline?.toISOString() ?? null,
      },
    };
  }

  async function resaleNotice(
    tx: Executor,
    resaleId: string,
    key: (resale: { id: string; status: string; listingPrice: number | null }) => string,
    extra: { proceeds?: TemplatePayloads['resale-status']['proceeds']; reopened?: boolean } = {},
  ): Promise<void> {
    const facts = await findResaleNoticeFacts(tx, resaleId);
    if (!facts) return;
    const { resale, artwork, seller } = facts;
    await send(tx, key(resale), seller, 'resale-status', {
      first_name: seller.firstName,
      artwork_title: titleOf(artwork, seller.language),
      kind: resale.kind as 'resale' | 'consignment',
      status: resale.status,
      listing_price: resale.listingPrice,
      rejection_reason: resale.rejectionReason,
      url: link(seller.language, '/my-page/works'),
      ...extra,
    });
  }

  /**
   * A resold edition's order is paid: its seller hears of the sale, with the proceeds in won
   * (rules §4.36) and what the buyer paid in their currency as a reference.
   */
  async function resaleSoldBy(tx: Executor, facts: OrderNoticeFacts): Promise<void> {
    const { order } = facts;
    if (!order.resaleId) return;
    const currency = order.currencyCode as CurrencyCode;
    const won = storedWonSettlement(order);
    const krw = (amount: number) => ({ amount, currency: 'krw' as const });
    await resaleNotice(tx, order.resaleId, (resale) => `resale:${resale.id}:sold:${order.id}`, {
      proceeds: won && {
        order_number: order.orderNumber,
        sale_price: krw(won.sale_price),
        platform_commission: krw(won.platform_commission),
        artist_royalty: krw(won.artist_royalty),
        seller_proceeds: krw(won.seller_proceeds),
        paid_by_buyer:
          currency === 'krw'
            ? null
            : {
                amount: { amount: order.artPrice, currency },
                krw_per_unit: Number(order.krwPerUnit),
                rate_locked_at: order.rateLockedAt?.toISOString() ?? null,
              },
      },
    });
  }

  return {
    /** A Pink Rock plan was paid and the badge granted (in the payment's transaction). */
    async membershipPaid(
      tx: Executor,
      paid: {
        paymentId: string;
        customerId: string;
        planId: PinkRockPlanId;
        amount: Money;
        method: PayMethod;
        approvalNumber: string | null;
        expiresAt: Date;
      },
    ): Promise<void> {
      const member = await findCustomerRecipient(tx, paid.customerId);
      if (!member) return;
      const plan = pinkRockPlans[paid.planId];
      await send(tx, `membership:${paid.paymentId}:paid`, member, 'membership-paid', {
        first_name: member.firstName,
        plan_name: member.language === 'ko' ? plan.nameKo : plan.nameEn,
        amount: paid.amount,
        method: paid.method,
        approval_number: paid.approvalNumber,
        expires_at: paid.expiresAt.toISOString(),
        url: link(member.language, '/my-page/membership'),
      });
    },

    /**
     * An order was recorded: paid at once (card, transfer) or awaiting its deposit. `known`: the
     * facts as the transaction that placed it has them (else they are read).
     */
    async orderPlaced(tx: Executor, orderId: string, known?: OrderNoticeFacts): Promise<void> {
      const found = await orderFacts(tx, orderId, known);
      if (!found) return;
      const { facts, base, deposit } = found;
      const status = facts.order.status === 'paid' ? 'paid' : 'awaiting_deposit';
      await send(tx, `order:${orderId}:placed`, facts.buyer, 'order-placed', {
        ...base,
        ...deposit,
        status,
      });
      if (status === 'paid') await resaleSoldBy(tx, facts);
    },

    /** A virtual account's deposit paid the order (the signed notification or an operator). */
    async paymentReceived(tx: Executor, orderId: string): Promise<void> {
      const found = await orderFacts(tx, orderId);
      if (!found) return;
      await send(tx, `order:${orderId}:paid`, found.facts.buyer, 'payment-received', found.base);
      await resaleSoldBy(tx, found.facts);
    },

    /** An unpaid order was closed: cancelled by its buyer or the store, or expired unpaid. */
    async orderCanceled(tx: Executor, orderId: string, by: OrderCloser): Promise<void> {
      const found = await orderFacts(tx, orderId);
      if (!found) return;
      await send(tx, `order:${orderId}:canceled`, found.facts.buyer, 'order-canceled', {
        ...found.base,
        by,
      });
    },

    /** A paid order was cancelled and refunded in full: the amount and where it went. */
    async orderRefunded(
      tx: Executor,
      orderId: string,
      by: Exclude<OrderCloser, 'deadline'>,
      refund: RefundInfoDto,
    ): Promise<void> {
      const found = await orderFacts(tx, orderId);
      if (!found) return;
      await send(tx, `order:${orderId}:refunded`, found.facts.buyer, 'order-refunded', {
        ...found.base,
        by,
        refund: { amount: refund.amount, currency: found.base.total.currency },
        method: refund.method,
        bank: refund.bank,
        account_number: refund.account_number,
        holder: refund.holder,
        refunded_at: refund.refunded_at,
      });
    },

    /**
     * The order's shipping status moved (an operator in /admin or the internal call); from the
     * shipped step on, with the carrier and tracking number (rules §4.47).
     */
    async shippingChanged(tx: Executor, orderId: string): Promise<void> {
      const found = await orderFacts(tx, orderId);
      if (!found) return;
      const status = found.facts.order.shippingStatus;
      const [order] = await findOrdersByIds(tx, [orderId]);
      const shipment =
        order?.carrier && order.trackingNumber
          ? { carrier: order.carrier, tracking_number: order.trackingNumber }
          : null;
      await send(tx, `order:${orderId}:shipping:${status}`, found.facts.buyer, 'shipping-status', {
        ...found.base,
        shipping_status: status,
        shipment,
      });
    },

    /**
     * A bid was placed: whoever answers it hears of it (rules §4.27) — the gallery's partner
     * members (the partner portal's offers), the owner (My page › Offer), or, for a gallery
     * without a partner account, the operators' inbox (in Korean, like the contact requests).
     */
    async offerReceived(tx: Executor, bidId: string): Promise<void> {
      const facts = await findBidNoticeFacts(tx, bidId);
      if (!facts) return;
      const { bid } = facts;
      const listing = listingOf({
        sellerCustomerId: bid.sellerCustomerId,
        resaleKind: bid.sellerCustomerId ? 'resale' : null,
        galleryHasPartner: facts.galleryHasPartner,
      });
      const answerer = answererOf(listing);
      const base = (language: 'en' | 'ko') => ({
        artwork_title: titleOf(facts.artwork, language),
        amount: { amount: bid.amount, currency: bid.currencyCode as CurrencyCode },
        amount_krw: bid.amountKrw,
        list_price_krw: bid.listPriceKrw,
        expires_at: bid.expiresAt.toISOString(),
        answerer,
        gallery_name: facts.gallery
          ? language === 'ko'
            ? facts.gallery.nameKo || facts.gallery.nameEn
            : facts.gallery.nameEn
          : null,
      });
      if (answerer === 'store') {
        if (!(await claimNoticeKey(tx, `bid:${bidId}:received:operators`, ctx.now()))) return;
        await notifications.enqueue(tx, {
          channel: 'email',
          recipient: ctx.config.CONTACT_INBOX,
          template: 'offer-received',
          locale: 'ko',
          payload: {
            ...base('ko'),
            first_name: '',
            url: `${ctx.config.PUBLIC_URL}/admin/offers/${encodeURIComponent(bidId)}`,
          },
        });
        notifications.kick();
        return;
      }
      for (const seller of await findBidSellers(tx, bid)) {
        await send(tx, `bid:${bidId}:received:${seller.customerId}`, seller, 'offer-received', {
          ...base(seller.language),
          first_name: seller.firstName,
          // A partner answers in the partner portal; an owner on My page › Offer.
          url:
            answerer === 'gallery'
              ? `${ctx.config.PUBLIC_URL}/admin/offers/${encodeURIComponent(bidId)}`
              : link(seller.language, '/my-page/offer?tab=received'),
        });
      }
    },

    /**
     * Bids were answered (accepted, declined) or closed (expired unanswered, lapsed unpaid, or
     * declined because the listing changed: sold, another offer accepted, listed at a fixed
     * price, consigned, withdrawn): each bidder hears how theirs ended and why, in their words
     * (rules §4.29–4.30). An offer closed because its bidder bought the work is never told.
     */
    async offersAnswered(tx: Executor, bidIds: readonly string[]): Promise<void> {
      for (const bidId of bidIds) {
        const facts = await findBidNoticeFacts(tx, bidId);
        const answer = facts?.bid.status;
        if (!facts || !isOfferAnswer(answer) || facts.bid.closeReason === 'bought') continue;
        const { bid, bidder } = facts;
        const accepted = answer === 'accepted';
        const answerer = answererOf(
          listingOf({
            sellerCustomerId: bid.sellerCustomerId,
            resaleKind: null,
            galleryHasPartner: facts.galleryHasPartner,
          }),
        );
        const galleryName = facts.gallery
          ? bidder.language === 'ko'
            ? facts.gallery.nameKo || facts.gallery.nameEn
            : facts.gallery.nameEn
          : null;
        await send(tx, `bid:${bidId}:${answer}`, bidder, 'offer-answered', {
          first_name: bidder.firstName,
          artwork_title: titleOf(facts.artwork, bidder.language),
          amount: { amount: bid.amount, currency: bid.currencyCode as CurrencyCode },
          answer,
          reason: bid.closeReason as CloseReason | null,
          answerer: {
            kind: answerer,
            name:
              answerer === 'owner'
                ? null
                : answerer === 'store'
                  ? STORE_NAME[bidder.language]
                  : galleryName,
          },
          payment_deadline: accepted ? (bid.paymentDeadline?.toISOString() ?? null) : null,
          url: link(
            bidder.language,
            accepted && bid.cartId
              ? `/purchase/${encodeURIComponent(bid.cartId)}`
              : '/my-page/offer',
          ),
        });
      }
    },

    /**
     * A resale or consignment request was received or changed status. A proposal is told once
     * per price (an operator may propose again); every other status is reached once.
     */
    resaleChanged: (tx: Executor, resaleId: string) =>
      resaleNotice(tx, resaleId, (resale) =>
        resale.status === 'waiting_for_confirmation'
          ? `resale:${resale.id}:proposed:${resale.listingPrice}`
          : `resale:${resale.id}:${resale.status}`,
      ),

    /** The order that bought a resold edition was refunded: it is the seller's and on sale again. */
    resaleReopened: (tx: Executor, resaleId: string, orderId: string) =>
      resaleNotice(tx, resaleId, (resale) => `resale:${resale.id}:reopened:${orderId}`, {
        reopened: true,
      }),

    /**
     * Reminds buyers whose virtual-account deadline is near; each order once, whichever
     * instance gets there first (the ledger key is claimed in the mail's transaction).
     */
    async sweepDepositReminders(): Promise<number> {
      const now = ctx.now();
      const until = new Date(now.getTime() + DEPOSIT_REMINDER_BEFORE_MS);
      let sent = 0;
      for (const orderId of await findOrdersDueForDepositReminder(ctx.db, now, until, 50)) {
        const done = await ctx.db.transaction(async (tx) => {
          const found = await orderFacts(tx, orderId);
          if (!found || found.facts.order.status !== 'awaiting_deposit') return false;
          return send(tx, `deposit-reminder:${orderId}`, found.facts.buyer, 'deposit-reminder', {
            ...found.base,
            ...found.deposit,
          });
        });
        if (done) sent += 1;
      }
      if (sent) logger.info('deposit reminders sent', { count: sent });
      return sent;
    },

    /**
     * Reminds bidders whose accepted offer's order is unpaid and due soon; each bid once,
     * whichever instance gets there first.
     */
    async sweepBidPaymentReminders(): Promise<number> {
      const now = ctx.now();
      const until = new Date(now.getTime() + BID_PAYMENT_REMINDER_BEFORE_MS);
      let sent = 0;
      for (const bidId of await findBidsDueForPaymentReminder(ctx.db, now, until, 50)) {
        const done = await ctx.db.transaction(async (tx) => {
          const facts = await findBidNoticeFacts(tx, bidId);
          const { bid, bidder } = facts ?? {};
          if (!facts || !bid || !bidder || bid.status !== 'accepted' || !bid.paymentDeadline) {
            return false;
          }
          return send(tx, `bid-payment-reminder:${bidId}`, bidder, 'bid-payment-reminder', {
            first_name: bidder.firstName,
            artwork_title: titleOf(facts.artwork, bidder.language),
            amount: { amount: bid.amount, currency: bid.currencyCode as CurrencyCode },
            payment_deadline: bid.paymentDeadline.toISOString(),
            url: link(
              bidder.language,
              bid.cartId ? `/purchase/${encodeURIComponent(bid.cartId)}` : '/my-page/offer',
            ),
          });
        });
        if (done) sent += 1;
      }
      if (sent) logger.info('bid payment reminders sent', { count: sent });
      return sent;
    },
  };
}

const offerAnswers = ['accepted', 'declined', 'expired', 'lapsed'] as const;
const isOfferAnswer = (status: string | undefined): status is (typeof offerAnswers)[number] =>
  (offerAnswers as readonly (string | undefined)[]).includes(status);
