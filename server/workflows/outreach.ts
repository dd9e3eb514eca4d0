// The visitors' side of the conversation (issue 9, ADR 0028): contact and enrolment requests,
// stored and mailed to the operators' inbox, and the newsletter with double opt-in. Every mail
// goes through the outbox in the transaction that decided it.
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { logger } from '../lib/logger';
import { deriveKey, fingerprint, keyedHash, newOpaqueToken, sameHash } from '../lib/secret-hash';
import { findArtworkTitles } from '../modules/notices/notice.repository';
import type { Notifications } from '../modules/notifications/notification.service';
import { insertContactRequest } from '../modules/outreach/contact.repository';
import {
  lockOrCreateSubscription,
  lockSubscriptionById,
  lockSubscriptionByToken,
  updateSubscription,
  type SubscriptionRow,
} from '../modules/outreach/newsletter.repository';
import type { RateLimiter } from '../modules/rate-limits/rate-limiter';
import { contactMessages, type ContactAnswer, type ContactRequest } from '@/schemas/contact';
import {
  newsletterMessages,
  type NewsletterStatusAnswer,
  type SubscribeAnswer,
} from '@/schemas/newsletter';

const TOO_MANY = 'Too many requests. Please try again later.';
/** A visitor may send 5 messages in 10 minutes from one address, 10 a day from one e-mail. */
const contactPerIp = { max: 5, windowSeconds: 600 };
const contactPerEmail = { max: 10, windowSeconds: 86_400 };
/** Sign-ups from one network address, and confirmation mails to one address. */
const subscribePerIp = { max: 10, windowSeconds: 3600 };
const confirmationsPerAddress = { max: 3, windowSeconds: 3600 };
export const CONFIRMATION_TTL_MS = 7 * 86_400_000;

type Language = 'en' | 'ko';

export type Outreach = ReturnType<typeof createOutreach>;

export function createOutreach(
  ctx: AppContext,
  deps: { notifications: Notifications; limiter: RateLimiter },
) {
  const { notifications, limiter } = deps;
  const confirmKey = deriveKey(ctx.config.AUTH_JWT_SECRET, 'newsletter-confirm');
  const unsubscribeKey = deriveKey(ctx.config.AUTH_JWT_SECRET, 'newsletter-unsubscribe');
  const origin = ctx.config.PUBLIC_URL; // the one public origin, never the request's (ADR 0066)
  const page = (language: Language, path: string) =>
    `${origin}${language === 'ko' ? '/ko' : ''}${path}`;

  /** The unsubscribe link's token: derived from the row, so every mail can carry it. */
  const unsubscribeToken = (id: string) => keyedHash(unsubscribeKey, id);
  const unsubscribeUrl = (row: SubscriptionRow) =>
    page(
      row.language,
      `/newsletter/unsubscribe?id=${encodeURIComponent(row.id)}&token=${unsubscribeToken(row.id)}`,
    );

  return {
    /** POST store/contact: stored, then mailed to the operators' inbox. */
    async contact(
      input: ContactRequest,
      meta: { ip: string; language: Language; customerId: string | null },
    ): Promise<ContactAnswer> {
      const now = ctx.now();
      await limiter.consume(contactPerIp, `contact:ip:${meta.ip}`, TOO_MANY, now);
      await limiter.consume(
        contactPerEmail,
        `contact:email:${fingerprint(input.email.toLowerCase())}`,
        TOO_MANY,
        now,
      );
      const language = input.language ?? meta.language;
      let artwork: Awaited<ReturnType<typeof findArtworkTitles>>[number] | null = null;
      if (input.artwork_id) {
        [artwork = null] = await findArtworkTitles(ctx.db, [input.artwork_id]);
        if (!artwork) throw notFound(contactMessages.artworkNotFound);
      }
      const row = await ctx.db.transaction(async (tx) => {
        const saved = await insertContactRequest(
          tx,
          {
            type: input.type,
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            organization: input.organization ?? null,
            website: input.website ?? null,
            message: input.message,
            artworkId: artwork?.id ?? null,
            customerId: meta.customerId,
            language,
          },
          now,
        );
        await notifications.enqueue(tx, {
          channel: 'email',
          recipient: ctx.config.CONTACT_INBOX,
          template: 'contact-request',
          locale: 'ko',
          payload: {
            request_id: saved.id,
            type: saved.type,
            name: saved.name,
            email: saved.email,
            phone: saved.phone,
            organization: saved.organization,
            website: saved.website,
            message: saved.message,
            artwork_title: artwork
              ? `${artwork.artistEn ? `${artwork.artistEn}, ` : ''}${artwork.titleEn}`
              : null,
            artwork_url: artwork ? page('en', `/work/${encodeURIComponent(artwork.handle)}`) : null,
            language,
          },
        });
        return saved;
      });
      notifications.kick();
      logger.info('contact request', { contact_id: row.id, type: row.type });
      return { id: row.id, type: input.type, created_at: row.createdAt.toISOString() };
    },

    /**
     * POST store/subscribe: double opt-in. A new or unsubscribed address becomes pending and is
     * sent a confirmation link; a pending one gets a fresh link; a confirmed one nothing. The
     * answer is the same in every case.
     */
    async subscribe(
      input: { email: string; language?: Language },
      meta: { ip: string; language: Language },
    ): Promise<SubscribeAnswer> {
      const now = ctx.now();
      await limiter.consume(subscribePerIp, `newsletter:ip:${meta.ip}`, TOO_MANY, now);
      // Counted before the transaction: the limiter may use another connection (PGlite has one).
      await limiter.consume(
        confirmationsPerAddress,
        `newsletter:mail:${fingerprint(input.email.toLowerCase())}`,
        TOO_MANY,
        now,
      );
      const language = input.language ?? meta.language;
      const sent = await ctx.db.transaction(async (tx) => {
        const row = await lockOrCreateSubscription(tx, input.email, language, now);
        if (row.status === 'confirmed') return false;
        const token = newOpaqueToken();
        const pending = await updateSubscription(
          tx,
          row.id,
          {
            status: 'pending',
            language,
            confirmTokenHash: keyedHash(confirmKey, token),
            confirmExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
          },
          now,
        );
        await notifications.enqueue(tx, {
          channel: 'email',
          recipient: pending.email,
          template: 'newsletter-confirm',
          locale: language,
          payload: {
            confirm_url: page(language, `/newsletter/confirm?token=${token}`),
            unsubscribe_url: unsubscribeUrl(pending),
          },
        });
        return true;
      });
      if (sent) notifications.kick();
      return { status: 'confirmation_sent' };
    },

    /** POST store/subscribe/confirm: the link's token confirms the address (again: same answer). */
    async confirm(token: string): Promise<NewsletterStatusAnswer> {
      const now = ctx.now();
      return ctx.db.transaction(async (tx) => {
        const row = await lockSubscriptionByToken(tx, keyedHash(confirmKey, token));
        if (
          !row ||
          row.status === 'unsubscribed' ||
          !row.confirmExpiresAt ||
          row.confirmExpiresAt <= now
        ) {
          throw notFound(newsletterMessages.invalidLink);
        }
        if (row.status === 'pending') {
          await updateSubscription(tx, row.id, { status: 'confirmed', confirmedAt: now }, now);
          logger.info('newsletter confirmed', { subscription_id: row.id });
        }
        return { status: 'confirmed', email: row.email };
      });
    },

    /** POST store/subscribe/unsubscribe: the link in every newsletter mail; idempotent. */
    async unsubscribe(id: string, token: string): Promise<NewsletterStatusAnswer> {
      const now = ctx.now();
      if (!sameHash(token, unsubscribeToken(id))) throw notFound(newsletterMessages.invalidLink);
      return ctx.db.transaction(async (tx) => {
        const row = await lockSubscriptionById(tx, id);
        if (!row) throw notFound(newsletterMessages.invalidLink);
        if (row.status !== 'unsubscribed') {
          await updateSubscription(
            tx,
            row.id,
            { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null },
            now,
          );
        }
        return { status: 'unsubscribed', email: row.email };
      });
    },
  };
}
