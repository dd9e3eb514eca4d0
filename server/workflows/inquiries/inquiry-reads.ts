// What the inquiry operations share (issue 31): who answers a work (rules §4.39), whom a staff
// member speaks for in a thread, which threads a reader may see, the photos a writer may attach
// (their own uploads, rules §4.42) and a thread as its reader sees it (the DTOs).
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { imageUrl } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import {
  findInquiryView,
  findUploads,
  isAboutOwnersListing,
  listInquiryBidIds,
  listInquiryMessages,
  type InquiryMessageRow,
  type InquiryScope,
  type InquiryView,
  type InquiryWork,
} from '../../modules/inquiries/inquiry.repository';
import type { StaffMember } from '../back-office';
import type { Bids } from '../bids';
import { customerFullName } from '@/schemas/customer-dto';
import type { Language } from '@/schemas/dto';
import {
  inquiryMessages as m,
  type InquiryAuthorKind,
  type InquiryHandler,
  type InquiryStatus,
  type InquiryTopic,
} from '@/schemas/inquiry';
import type { InquiryMessageDto, InquirySummaryDto, InquiryThreadDto } from '@/schemas/inquiry-dto';
import { imageVariantUrl } from '@/rules/image';
import type { CurrencyCode } from '@/rules/money';

/** The store's name where the operators answer. */
export const storeName = (language: Language) => (language === 'ko' ? '아트마켓' : 'Artmarket');

/** The reader of a thread: its collector, or someone of the answering side. */
export type InquiryReader =
  { kind: 'customer'; customerId: string } | { kind: 'staff'; staff: StaffMember };

const isOperator = (staff: StaffMember) =>
  staff.roles.includes('operator') || staff.roles.includes('admin');

/** The threads a reader may see: the collector's own; a partner's galleries' handed ones; all. */
export function scopeOf(reader: InquiryReader): InquiryScope {
  if (reader.kind === 'customer') return { kind: 'customer', customerId: reader.customerId };
  if (isOperator(reader.staff)) return { kind: 'all' };
  return { kind: 'gallery', institutionIds: reader.staff.institutions.map((i) => i.id) };
}

/**
 * Whom a staff member speaks for in a thread: the gallery when the thread is handed to one of
 * theirs, else the operators (an operator may write in any thread); null when neither.
 */
export function staffSideOf(
  staff: StaffMember,
  inquiry: { handler: string; institutionId: string | null },
): 'gallery' | 'operator' | null {
  const member =
    inquiry.handler === 'gallery' &&
    staff.institutions.some((institution) => institution.id === inquiry.institutionId);
  if (member) return 'gallery';
  return isOperator(staff) ? 'operator' : null;
}

/** Whether the staff member is the side that answers the thread now (their read counts). */
export const answersNow = (
  staff: StaffMember,
  inquiry: { handler: string; institutionId: string | null },
) => staffSideOf(staff, inquiry) === inquiry.handler;

/**
 * Who answers a question about `work` (rules §4.39): the operators for an owner's listing (the
 * store sells resales and consignments for their owners) and for a gallery without a partner
 * account; otherwise the gallery.
 */
export async function answererOf(
  db: Executor,
  work: InquiryWork,
  editionId: string | null,
): Promise<{ handler: InquiryHandler; reason: 'gallery' | 'owners_listing' | 'no_partner' }> {
  if (await isAboutOwnersListing(db, work.id, editionId)) {
    return { handler: 'operator', reason: 'owners_listing' };
  }
  if (!work.institution || work.institution.members === 0) {
    return { handler: 'operator', reason: 'no_partner' };
  }
  return { handler: 'gallery', reason: 'gallery' };
}

/**
 * The uploads a message carries, as stored urls: each must be a picture of the upload call sent by
 * `writerId` (rules §4.42). A path given in any form the upload call answered (the url, or the
 * /media path behind MEDIA_BASE_URL) names the same picture.
 */
export async function ownPhotos(
  ctx: AppContext,
  db: Executor,
  writerId: string,
  photos: readonly string[],
): Promise<string[]> {
  if (!photos.length) return [];
  const base = ctx.config.MEDIA_BASE_URL.replace(/\/$/, '');
  const keys = photos.map((photo) => keyOf(photo, base));
  if (keys.some((key) => key === null)) throw new AppError('VALIDATION', m.photosInvalid);
  const unique = [...new Set(keys as string[])];
  const rows = await findUploads(db, unique);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const key of unique) {
    const row = byKey.get(key);
    if (!row) throw new AppError('VALIDATION', m.photosInvalid);
    if (row.uploadedBy !== writerId) throw new AppError('VALIDATION', m.photoNotYours);
  }
  return unique.map((key) => imageUrl(key, byKey.get(key)!.originalExt));
}

/** The storage key of an upload's url or path (`uploads/...`, without extension); null otherwise. */
function keyOf(photo: string, mediaBase: string): string | null {
  let path = photo;
  if (/^https?:\/\//.test(path)) {
    if (mediaBase.startsWith('http') && path.startsWith(`${mediaBase}/`)) {
      path = path.slice(mediaBase.length);
    } else {
      try {
        path = new URL(path).pathname;
      } catch {
        return null;
      }
    }
  }
  const prefix = mediaBase.startsWith('http') ? '' : mediaBase;
  if (prefix && path.startsWith(`${prefix}/`)) path = path.slice(prefix.length);
  else if (path.startsWith('/media/')) path = path.slice('/media'.length);
  const match = /^\/(uploads\/[A-Za-z0-9_/-]+)\.[a-z0-9]{2,5}$/.exec(path);
  return match ? match[1]! : null;
}

const EXCERPT_CHARS = 120;
const excerptOf = (body: string) =>
  body.length > EXCERPT_CHARS ? `${body.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : body;

export type InquiryReads = ReturnType<typeof createInquiryReads>;

export function createInquiryReads(ctx: AppContext, bids: Pick<Bids, 'listByIds'>) {
  function answererName(view: InquiryView, language: Language): string {
    const institution = view.work.institution;
    return view.inquiry.handler === 'gallery' && institution
      ? localize(language, institution.nameEn, institution.nameKo)
      : storeName(language);
  }

  function summary(
    view: InquiryView,
    reader: InquiryReader,
    language: Language,
  ): InquirySummaryDto {
    const { inquiry, work } = view;
    const image = work.imageKey && work.imageExt ? imageUrl(work.imageKey, work.imageExt) : null;
    return {
      id: inquiry.id,
      artwork: {
        id: work.id,
        handle: work.handle,
        title: localize(language, work.titleEn, work.titleKo),
        artist_name: localize(language, work.artistEn, work.artistKo),
        image_url: image ? imageVariantUrl(image, '400px') : null,
      },
      edition_id: inquiry.editionId,
      topics: inquiry.topics as InquiryTopic[],
      status: inquiry.status as InquiryStatus,
      handler: inquiry.handler as InquiryHandler,
      answerer_name: answererName(view, language),
      last_message: view.lastBody
        ? {
            excerpt: excerptOf(view.lastBody),
            author_kind: view.lastAuthor as InquiryAuthorKind,
            created_at: inquiry.lastMessageAt.toISOString(),
          }
        : null,
      unread: view.unread,
      created_at: inquiry.createdAt.toISOString(),
      last_message_at: inquiry.lastMessageAt.toISOString(),
      customer_name:
        reader.kind === 'staff'
          ? customerFullName(view.customer.firstName, view.customer.lastName)
          : null,
      language: inquiry.language === 'ko' ? 'ko' : 'en',
    };
  }

  function messageDto(
    row: InquiryMessageRow,
    view: InquiryView,
    reader: InquiryReader,
    language: Language,
  ): InquiryMessageDto {
    const kind = row.authorKind as InquiryAuthorKind;
    const institution = view.work.institution;
    const authorName =
      kind === 'customer'
        ? customerFullName(view.customer.firstName, view.customer.lastName)
        : kind === 'gallery' && institution
          ? localize(language, institution.nameEn, institution.nameKo)
          : storeName(language);
    return {
      id: row.id,
      author_kind: kind,
      author_name: authorName,
      body: row.body,
      photos: row.photos.map((url) => ({ url, thumb_url: imageVariantUrl(url, '200px') })),
      bid_id: row.bidId,
      created_at: row.createdAt.toISOString(),
      mine: reader.kind === 'customer' ? kind === 'customer' : kind !== 'customer',
    };
  }

  /** Whether the collector may make an offer from the thread: an open one on a work taking offers. */
  const canOffer = (view: InquiryView, reader: InquiryReader) =>
    reader.kind === 'customer' &&
    view.inquiry.status === 'open' &&
    view.work.bidEnabled &&
    view.work.purchaseStatus === 'on_sale' &&
    (view.work.bidExpiresAt === null || view.work.bidExpiresAt > ctx.now());

  /** One thread the reader may see, in full; 404 outside their scope. */
  async function thread(
    id: string,
    reader: InquiryReader,
    language: Language,
    currency: CurrencyCode,
    db: Executor = ctx.db,
  ): Promise<InquiryThreadDto> {
    const view = await findInquiryView(
      db,
      id,
      scopeOf(reader),
      reader.kind === 'customer' ? 'customer' : 'seller',
    );
    if (!view) throw notFound(m.inquiryNotFound);
    const [messages, bidIds, handOff] = await Promise.all([
      listInquiryMessages(db, id),
      listInquiryBidIds(db, id),
      reader.kind === 'staff' ? canHandToGallery(db, view) : Promise.resolve(false),
    ]);
    const viewerId = reader.kind === 'customer' ? reader.customerId : reader.staff.customerId;
    return {
      ...summary(view, reader, language),
      messages: messages.map((row) => messageDto(row, view, reader, language)),
      offers: await bids.listByIds(bidIds, viewerId, currency, language),
      can_offer: canOffer(view, reader),
      can_hand_to_gallery: handOff,
    };
  }

  /** rules §4.44: a thread goes to the gallery only when it answers the work (partner, no resale). */
  async function canHandToGallery(db: Executor, view: InquiryView): Promise<boolean> {
    if (view.inquiry.handler === 'gallery') return false;
    const answerer = await answererOf(db, view.work, view.inquiry.editionId);
    return answerer.handler === 'gallery';
  }

  return { summary, thread, answererOf, canHandToGallery };
}
