// Customer notices (issue 9, ADR 0028): each is enqueued in the transaction that changed the
// order, bid or resale request, in the recipient's language, so a rolled-back change sends
// nothing and a committed one is always announced. The deposit reminder is the one scheduled
// notice: a sweep finds orders whose deadline is near and claims a ledger key per order.
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import { logger } from '../lib/logger';
import {
  claimNoticeKey,
  findBidNoticeFacts,
  findBidSellers,
  findOrderNoticeFacts,
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
import type { CurrencyCode } from '@/schemas/money';
import { amountsOf } from './checkout-views';

/** The deposit reminder goes out this long before a virtual account's deadline (1 hour). */
export const DEPOSIT_REMINDER_BEFORE_MS = 20 * 60 * 1000;

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
  /** An absolute link in the recipient's language (English has no prefix). */
  const link = (language: 'en' | 'ko', path: string) =>
    `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${language === 'ko' ? '/ko' : ''}${path}`;

  async function send<T extends TemplateName>(
    tx: Executor,
    to: Recipient,
    template: T,
    payload: TemplatePayloads[T],
  ): Promise<void> {
    await notifications.enqueue(tx, {
      channel: 'email',
      recipient: to.email,
      template,
      locale: to.language,
      payload,
      customerId: to.customerId,
    });
    notifications.kick();
  }

  async function orderFacts(tx: Executor, orderId: string, known?: OrderNoticeFacts) {
    const facts = known ?? (await findOrderNoticeFacts(tx, orderId));
    if (!facts) return null;
    const { order, buyer, payment } = facts;
    const language = buyer.language;
    return {
      facts,
      base: {
        first_name: buyer.firstName,
        order_number: order.orderNumber,
        item_name: language === 'ko' ? order.itemNameKo : order.itemNameEn,
        total: { amount: order.total, currency: order.currencyCode as CurrencyCode },
        amounts: amountsOf(order),
        extra_installs: order.extraInstalls,
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

  /** A sold resale tells its seller (the order that bought it is paid). */
  async function resaleSoldBy(tx: Executor, resaleId: string | null): Promise<void> {
    if (resaleId) await resaleMoved(tx, resaleId);
  }

  async function resaleMoved(tx: Executor, resaleId: string): Promise<void> {
    const facts = await findResaleNoticeFacts(tx, resaleId);
    if (!facts) return;
    const { resale, artwork, seller } = facts;
    await send(tx, seller, 'resale-status', {
      first_name: seller.firstName,
      artwork_title: titleOf(artwork, seller.language),
      kind: resale.kind as 'resale' | 'consignment',
      status: resale.status,
      listing_price: resale.listingPrice,
      rejection_reason: resale.rejectionReason,
      url: link(seller.language, '/my-page/works'),
    });
  }

  return {
    /**
     * An order was recorded: paid at once (card, transfer) or awaiting its deposit. `known`: the
     * facts as the transaction that placed it has them (else they are read).
     */
    async orderPlaced(tx: Executor, orderId: string, known?: OrderNoticeFacts): Promise<void> {
      const found = await orderFacts(tx, orderId, known);
      if (!found) return;
      const { facts, base, deposit } = found;
      const status = facts.order.status === 'paid' ? 'paid' : 'awaiting_deposit';
      await send(tx, facts.buyer, 'order-placed', { ...base, ...deposit, status });
      if (status === 'paid') await resaleSoldBy(tx, facts.order.resaleId);
    },

    /** A virtual account's deposit paid the order. */
    async paymentReceived(tx: Executor, orderId: string): Promise<void> {
      const found = await orderFacts(tx, orderId);
      if (!found) return;
      await send(tx, found.facts.buyer, 'payment-received', found.base);
      await resaleSoldBy(tx, found.facts.order.resaleId);
    },

    /** The order's shipping status moved (the operators' call). */
    async shippingChanged(tx: Executor, orderId: string): Promise<void> {
      const found = await orderFacts(tx, orderId);
      if (!found) return;
      await send(tx, found.facts.buyer, 'shipping-status', {
        ...found.base,
        shipping_status: found.facts.order.shippingStatus,
      });
    },

    /** A bid was placed: everyone who may answer it hears of it. */
    async offerReceived(tx: Executor, bidId: string): Promise<void> {
      const facts = await findBidNoticeFacts(tx, bidId);
      if (!facts) return;
      for (const seller of await findBidSellers(tx, facts.bid)) {
        await send(tx, seller, 'offer-received', {
          first_name: seller.firstName,
          artwork_title: titleOf(facts.artwork, seller.language),
          amount: { amount: facts.bid.amount, currency: facts.bid.currencyCode as CurrencyCode },
          expires_at: facts.bid.expiresAt.toISOString(),
          url: link(seller.language, '/my-page/offer'),
        });
      }
    },

    /**
     * Bids were answered (accepted, declined) or closed by the sweep (expired unanswered,
     * declined because the work sold, lapsed unpaid): each bidder hears how theirs ended.
     */
    async offersAnswered(tx: Executor, bidIds: readonly string[]): Promise<void> {
      for (const bidId of bidIds) {
        const facts = await findBidNoticeFacts(tx, bidId);
        const answer = facts?.bid.status;
        if (!facts || !isOfferAnswer(answer)) continue;
        const { bid, bidder } = facts;
        const accepted = answer === 'accepted';
        await send(tx, bidder, 'offer-answered', {
          first_name: bidder.firstName,
          artwork_title: titleOf(facts.artwork, bidder.language),
          amount: { amount: bid.amount, currency: bid.currencyCode as CurrencyCode },
          answer,
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

    /** A resale or consignment request changed status. */
    resaleChanged: resaleMoved,

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
          if (!(await claimNoticeKey(tx, `deposit-reminder:${orderId}`, now))) return false;
          const found = await orderFacts(tx, orderId);
          if (!found || found.facts.order.status !== 'awaiting_deposit') return false;
          await send(tx, found.facts.buyer, 'deposit-reminder', {
            ...found.base,
            ...found.deposit,
          });
          return true;
        });
        if (done) sent += 1;
      }
      if (sent) logger.info('deposit reminders sent', { count: sent });
      return sent;
    },
  };
}

const offerAnswers = ['accepted', 'declined', 'expired', 'lapsed'] as const;
const isOfferAnswer = (status: string | undefined): status is (typeof offerAnswers)[number] =>
  (offerAnswers as readonly (string | undefined)[]).includes(status);
