// The back office's moves of a conversation (rules §4.44), each audited: an operator hands it to
// the work's gallery (409 unless the gallery answers the work: a partner account, not an owner's
// listing), whose members are mailed the collector's latest message; the answering side closes it
// and opens it again (a new message reopens it too).
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../errors';
import {
  findInquiryView,
  handInquiryToGallery,
  listInquiryMessages,
  updateInquiry,
} from '../../modules/inquiries/inquiry.repository';
import { createAuditTrail, type StaffMember } from '../back-office';
import type { Language } from '@/schemas/dto';
import { inquiryMessages as m, type InquiryStatus } from '@/schemas/inquiry';
import type { InquiryThreadDto } from '@/schemas/inquiry-dto';
import type { CurrencyCode } from '@/rules/money';
import { answererOf, scopeOf, staffSideOf, type InquiryReads } from './inquiry-reads';
import type { createNotifyOtherSide } from './notify-other-side';

export function createInquiryStatus(
  ctx: AppContext,
  reads: InquiryReads,
  notifyOtherSide: ReturnType<typeof createNotifyOtherSide>,
) {
  const audited = createAuditTrail(ctx);
  const snapshot = (thread: InquiryThreadDto) => ({
    status: thread.status,
    handler: thread.handler,
  });

  async function visible(staff: StaffMember, id: string) {
    const view = await findInquiryView(ctx.db, id, scopeOf({ kind: 'staff', staff }), 'seller');
    if (!view || !staffSideOf(staff, view.inquiry)) throw notFound(m.inquiryNotFound);
    return view;
  }

  return {
    /** POST admin/inquiries/{id}/hand-to-gallery (operators). */
    async handToGallery(
      staff: StaffMember,
      id: string,
      language: Language,
      currency: CurrencyCode,
    ): Promise<InquiryThreadDto> {
      const reader = { kind: 'staff' as const, staff };
      const view = await visible(staff, id);
      const before = { status: view.inquiry.status, handler: view.inquiry.handler };
      if (view.inquiry.handler === 'gallery') return reads.thread(id, reader, language, currency);
      const answerer = await answererOf(ctx.db, view.work, view.inquiry.editionId);
      if (answerer.handler !== 'gallery' || !view.work.institution) {
        throw new AppError(
          'CONFLICT',
          answerer.reason === 'owners_listing' ? m.resaleStaysWithOperators : m.noPartnerAccount,
        );
      }
      return audited(
        staff,
        'inquiry.hand_to_gallery',
        { type: 'inquiry', id },
        before,
        async () => {
          await ctx.db.transaction(async (tx) => {
            const now = ctx.now();
            await handInquiryToGallery(tx, id, view.work.institution!.id, now);
            // The gallery hears of it as of a new question: the collector's latest message.
            const handed = await findInquiryView(tx, id, { kind: 'all' }, 'seller');
            const latest = (await listInquiryMessages(tx, id))
              .filter((message) => message.authorKind === 'customer')
              .at(-1);
            if (handed && latest) {
              await notifyOtherSide(tx, handed.inquiry, handed.work, latest, { opened: true });
            }
          });
          return reads.thread(id, reader, language, currency);
        },
        snapshot,
      );
    },

    /** POST admin/inquiries/{id}/close and /reopen (the answering side, or an operator). */
    async setStatus(
      staff: StaffMember,
      id: string,
      status: InquiryStatus,
      language: Language,
      currency: CurrencyCode,
    ): Promise<InquiryThreadDto> {
      const reader = { kind: 'staff' as const, staff };
      const view = await visible(staff, id);
      const before = { status: view.inquiry.status, handler: view.inquiry.handler };
      if (view.inquiry.status === status) return reads.thread(id, reader, language, currency);
      return audited(
        staff,
        `inquiry.${status === 'closed' ? 'close' : 'reopen'}`,
        { type: 'inquiry', id },
        before,
        async () => {
          await updateInquiry(ctx.db, id, { status }, ctx.now());
          return reads.thread(id, reader, language, currency);
        },
        snapshot,
      );
    },
  };
}
