// POST store/inquiries/{id}/messages and POST admin/inquiries/{id}/messages (rules §4.40-4.41):
// a new message in a conversation the writer may see (else 404), with at most four of their own
// uploads. A message reopens a closed conversation, moves the writer's side's read time to now
// (when that side answers it) and tells the other side once, in the same transaction.
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { newId } from '../../lib/ids';
import {
  findInquiryView,
  insertInquiryMessage,
  updateInquiry,
} from '../../modules/inquiries/inquiry.repository';
import type { RateLimiter } from '../../modules/rate-limits/rate-limiter';
import type { StaffMember } from '../back-office';
import type { Language } from '@/schemas/dto';
import { inquiryLimits, inquiryMessages as m, type InquiryMessageRequest } from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import type { CurrencyCode } from '@/rules/money';
import {
  ownPhotos,
  scopeOf,
  staffSideOf,
  type InquiryReader,
  type InquiryReads,
} from './inquiry-reads';
import type { createNotifyOtherSide } from './notify-other-side';

export function createPostMessage(
  ctx: AppContext,
  reads: InquiryReads,
  limiter: RateLimiter,
  notifyOtherSide: ReturnType<typeof createNotifyOtherSide>,
) {
  return async function postMessage(
    reader: InquiryReader,
    inquiryId: string,
    input: InquiryMessageRequest,
    language: Language,
    currency: CurrencyCode,
  ): Promise<InquiryThreadDto> {
    const writerId = reader.kind === 'customer' ? reader.customerId : reader.staff.customerId;
    const side = reader.kind === 'customer' ? 'customer' : 'seller';
    const found = await findInquiryView(ctx.db, inquiryId, scopeOf(reader), side);
    if (!found) throw notFound(m.inquiryNotFound);
    const author =
      reader.kind === 'customer' ? 'customer' : staffSideOf(reader.staff, found.inquiry);
    if (!author) throw notFound(m.inquiryNotFound);
    const photos = await ownPhotos(ctx, ctx.db, writerId, input.photos);
    const rule =
      reader.kind === 'customer'
        ? inquiryLimits.customerMessagesPerHour
        : inquiryLimits.staffMessagesPerHour;
    const key = `inquiry-message:${writerId}`;
    const now = ctx.now();
    await limiter.assertUnder(rule, key, m.tooManyMessages, now);

    await ctx.db.transaction(async (tx) => {
      // Re-read inside the transaction: a hand-off or a close in between is seen.
      const view = await findInquiryView(tx, inquiryId, scopeOf(reader), side);
      if (!view) throw notFound(m.inquiryNotFound);
      const answering = author !== 'customer' && author === view.inquiry.handler;
      const inquiry =
        (await updateInquiry(
          tx,
          inquiryId,
          {
            status: 'open',
            lastMessageAt: now,
            ...(author === 'customer' ? { customerReadAt: now } : {}),
            ...(answering ? { sellerReadAt: now } : {}),
          },
          now,
        )) ?? view.inquiry;
      const message = await insertInquiryMessage(tx, {
        id: newId('inm', now.getTime()),
        inquiryId,
        authorKind: author,
        authorId: writerId,
        body: input.message,
        photos,
        createdAt: now,
      });
      await notifyOtherSide(tx, inquiry, view.work, message, { opened: false });
    });
    await limiter.record(rule, key, now);
    return reads.thread(inquiryId, reader, language, currency);
  };
}

/** For the back office's calls: the staff member as a thread's reader. */
export const staffReader = (staff: StaffMember): InquiryReader => ({ kind: 'staff', staff });
