// "Notify me" on a release-soon work (issue 32, ADR 0077, rules §4.63–4.65): a signed-in customer
// sets or cancels an alert on a work not yet released and reads their alerts; at release the
// sweep sends each alert's notice once, in the customer's language, with the price in the currency
// they saw it in (the won price beside it). The sweep claims alerts with a single-winner update
// (SKIP LOCKED) and the notice's key in customer_notices (`release:<work>:<customer>`), so any
// number of instances, and a customer who cancels and asks again, still mail once per work.
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import { logger } from '../lib/logger';
import { toPriceDto } from '../modules/artworks/artwork-pricing';
import { claimNoticeKey } from '../modules/notices/notice.repository';
import type { Notifications } from '../modules/notifications/notification.service';
import {
  claimDueReleaseAlerts,
  deleteReleaseAlert,
  findAlertableArtwork,
  findReleaseAlert,
  findReleaseNoticeFacts,
  insertReleaseAlert,
  listReleaseAlerts,
} from '../modules/release-alerts/release-alert.repository';
import type { ArtworkCatalogue } from './artwork-catalogue';
import type { ReleaseAlertDto, ReleaseAlertListDto } from '@/schemas/release-alert-dto';
import type { Language } from '@/schemas/language';
import { releasePending } from '@/rules/merchandising';
import type { CurrencyCode } from '@/rules/money';

export type ReleaseAlerts = ReturnType<typeof createReleaseAlerts>;

/** At most this many alerts a customer reads at once (their newest). */
export const RELEASE_ALERTS_LISTED = 100;
/** Alerts one sweep transaction claims; the sweep repeats until none is due. */
const CLAIM_BATCH = 50;

export const releaseAlertMessages = {
  notFound: 'Artwork not found',
  notPending: 'This work is not waiting for its release',
} as const;

export function createReleaseAlerts(
  ctx: AppContext,
  deps: { notifications: Notifications; artworkCatalogue: ArtworkCatalogue },
) {
  const { db } = ctx;
  const link = (language: 'en' | 'ko', path: string) =>
    `${ctx.config.PUBLIC_URL}${language === 'ko' ? '/ko' : ''}${path}`;

  const state = (
    artworkId: string,
    row: { createdAt: Date; notifiedAt: Date | null } | null,
  ): ReleaseAlertDto => ({
    artwork_id: artworkId,
    is_set: Boolean(row && !row.notifiedAt),
    created_at: row?.createdAt.toISOString() ?? null,
    notified_at: row?.notifiedAt?.toISOString() ?? null,
  });

  async function artworkOrThrow(artworkId: string) {
    const artwork = await findAlertableArtwork(db, artworkId);
    if (!artwork) throw notFound(releaseAlertMessages.notFound);
    return artwork;
  }

  return {
    /** Where the customer stands on one work. 404 for an unknown work. */
    async get(customerId: string, artworkId: string): Promise<ReleaseAlertDto> {
      await artworkOrThrow(artworkId);
      return state(artworkId, await findReleaseAlert(db, customerId, artworkId));
    },

    /**
     * Sets the alert on a work waiting for its release (idempotent); 409 once it is released,
     * sold or withdrawn: there is nothing left to wait for.
     */
    async set(
      customerId: string,
      artworkId: string,
      currency: CurrencyCode,
    ): Promise<ReleaseAlertDto> {
      const artwork = await artworkOrThrow(artworkId);
      const pending = releasePending(
        {
          purchase_status: artwork.purchaseStatus,
          release_at: artwork.releaseAt?.toISOString() ?? null,
        },
        ctx.now(),
      );
      const existing = await findReleaseAlert(db, customerId, artworkId);
      if (existing?.notifiedAt) return state(artworkId, existing);
      if (!pending) throw new AppError('CONFLICT', releaseAlertMessages.notPending);
      await insertReleaseAlert(db, customerId, artworkId, currency, ctx.now());
      return state(artworkId, await findReleaseAlert(db, customerId, artworkId));
    },

    /** Cancels a waiting alert (idempotent: cancelling none changes nothing). */
    async cancel(customerId: string, artworkId: string): Promise<ReleaseAlertDto> {
      await artworkOrThrow(artworkId);
      await deleteReleaseAlert(db, customerId, artworkId);
      return state(artworkId, await findReleaseAlert(db, customerId, artworkId));
    },

    /** The customer's alerts, newest first, as the catalogue's cards in their currency. */
    async list(
      customerId: string,
      language: Language,
      currency: CurrencyCode,
    ): Promise<ReleaseAlertListDto> {
      const rows = await listReleaseAlerts(db, customerId, RELEASE_ALERTS_LISTED);
      const pricing = await deps.artworkCatalogue.pricing(currency);
      const cards = await deps.artworkCatalogue.artworks.byIds(
        rows.map((row) => row.artworkId),
        language,
        pricing,
      );
      const byId = new Map(cards.map((card) => [card.id, card]));
      const alerts = rows.flatMap((row) => {
        const artwork = byId.get(row.artworkId);
        return artwork ? [{ ...state(row.artworkId, row), artwork }] : [];
      });
      return { alerts, count: alerts.length };
    },

    /**
     * Sends the notices of works released (or closed) since the last run: claims due alerts in
     * batches, each batch in one transaction with its notices' outbox rows, so a rollback frees
     * them and a commit always mails. Answers the number of notices enqueued.
     */
    async sweep(): Promise<number> {
      let sent = 0;
      for (;;) {
        const now = ctx.now();
        const { claimed, enqueued } = await db.transaction(async (tx) => {
          const due = await claimDueReleaseAlerts(tx, now, CLAIM_BATCH);
          let count = 0;
          for (const alert of due) {
            const facts = await findReleaseNoticeFacts(tx, alert.customerId, alert.artworkId);
            // Sold out meanwhile, withdrawn or unpriced: nothing to announce; the alert closes.
            if (!facts || facts.artwork.purchaseStatus !== 'on_sale' || !facts.artwork.price) {
              continue;
            }
            const { recipient, artwork } = facts;
            if (recipient.blockedAt) continue;
            const key = `release:${alert.artworkId}:${alert.customerId}`;
            if (!(await claimNoticeKey(tx, key, now))) continue;
            const language = recipient.language;
            const title = language === 'ko' ? artwork.titleKo || artwork.titleEn : artwork.titleEn;
            const artist =
              language === 'ko' ? artwork.artistKo || artwork.artistEn : artwork.artistEn;
            const price = toPriceDto(
              artwork.price,
              await deps.artworkCatalogue.pricing(alert.currencyCode),
            )!;
            await deps.notifications.enqueue(tx, {
              channel: 'email',
              recipient: recipient.email,
              template: 'artwork-released',
              locale: language,
              customerId: recipient.customerId,
              payload: {
                first_name: recipient.firstName,
                artwork_title: artist ? `${artist}, ${title}` : title,
                price,
                released_at: (artwork.releaseAt ?? now).toISOString(),
                url: link(language, `/work/${encodeURIComponent(artwork.handle)}`),
              },
            });
            count += 1;
          }
          return { claimed: due.length, enqueued: count };
        });
        sent += enqueued;
        if (claimed < CLAIM_BATCH) break;
      }
      if (sent) {
        deps.notifications.kick();
        logger.info('release notices sent', { count: sent });
      }
      return sent;
    },
  };
}
