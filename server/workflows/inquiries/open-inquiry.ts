// POST store/inquiries (rules §4.38-4.40): a signed-in collector asks about a work. A second
// question on a work they already have an open conversation about joins it (its topics added);
// otherwise a new conversation opens, answered by whoever answers the work (answererOf). The
// message, the thread and its one mail are written in one transaction under the collector's row
// lock, so two questions sent at once still make one thread.
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import { newId } from '../../lib/ids';
import {
  findInquiryWork,
  findOpenInquiry,
  insertInquiry,
  insertInquiryMessage,
  isEditionOf,
  lockCustomer,
  updateInquiry,
} from '../../modules/inquiries/inquiry.repository';
import type { RateLimiter } from '../../modules/rate-limits/rate-limiter';
import type { Language } from '@/schemas/dto';
import { inquiryLimits, inquiryMessages as m, type OpenInquiryRequest } from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import type { CurrencyCode } from '@/rules/money';
import { answererOf, ownPhotos, type InquiryReads } from './inquiry-reads';
import type { createNotifyOtherSide } from './notify-other-side';

export function createOpenInquiry(
  ctx: AppContext,
  reads: InquiryReads,
  limiter: RateLimiter,
  notifyOtherSide: ReturnType<typeof createNotifyOtherSide>,
) {
  return async function openInquiry(
    customerId: string,
    input: OpenInquiryRequest,
    language: Language,
    currency: CurrencyCode,
  ): Promise<InquiryThreadDto> {
    const work = await findInquiryWork(ctx.db, input.artwork_id);
    if (!work) throw notFound(m.artworkNotFound);
    if (input.edition_id && !(await isEditionOf(ctx.db, work.id, input.edition_id))) {
      throw new AppError('VALIDATION', m.editionNotFound, { edition_id: m.editionNotFound });
    }
    const photos = await ownPhotos(ctx, ctx.db, customerId, input.photos);
    const now = ctx.now();
    // Checked before writing, counted after: a refused question costs nothing.
    await limiter.assertUnder(
      inquiryLimits.customerMessagesPerHour,
      `inquiry-message:${customerId}`,
      m.tooManyMessages,
      now,
    );
    const answerer = await answererOf(ctx.db, work, input.edition_id);
    // The limiter has its own connection to the database (PGlite has one): asked before the
    // transaction, about the thread the question would open.
    if (!(await findOpenInquiry(ctx.db, customerId, work.id))) {
      await limiter.assertUnder(
        inquiryLimits.threadsPerDay,
        `inquiry-thread:${customerId}`,
        m.tooManyThreads,
        now,
      );
    }

    const { inquiryId, opened } = await ctx.db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const open = await findOpenInquiry(tx, customerId, work.id);
      let inquiry = open;
      if (!inquiry) {
        inquiry = await insertInquiry(tx, {
          id: newId('inq', now.getTime()),
          artworkId: work.id,
          editionId: input.edition_id,
          customerId,
          institutionId: work.institution?.id ?? null,
          handler: answerer.handler,
          topics: [...new Set(input.topics)],
          status: 'open',
          language,
          lastMessageAt: now,
          customerReadAt: now,
          createdAt: now,
          updatedAt: now,
        });
      } else {
        inquiry =
          (await updateInquiry(
            tx,
            inquiry.id,
            {
              topics: [...new Set([...inquiry.topics, ...input.topics])],
              lastMessageAt: now,
              customerReadAt: now,
            },
            now,
          )) ?? inquiry;
      }
      const message = await insertInquiryMessage(tx, {
        id: newId('inm', now.getTime()),
        inquiryId: inquiry.id,
        authorKind: 'customer',
        authorId: customerId,
        body: input.message,
        photos,
        createdAt: now,
      });
      await notifyOtherSide(tx, inquiry, work, message, { opened: !open });
      return { inquiryId: inquiry.id, opened: !open };
    });
    if (opened) {
      await limiter.record(inquiryLimits.threadsPerDay, `inquiry-thread:${customerId}`, now);
    }
    await limiter.record(
      inquiryLimits.customerMessagesPerHour,
      `inquiry-message:${customerId}`,
      now,
    );
    return reads.thread(inquiryId, { kind: 'customer', customerId }, language, currency);
  };
}
