// Reading conversations (rules §4.41): a reader's list, latest message first, with each thread's
// unread count and their total (the My page badge, the back office's inbox), and one thread in
// full, which marks it read for the collector, or for the answering side when they answer it.
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import {
  findInquiryView,
  listInquiryViews,
  markInquiryRead,
} from '../../modules/inquiries/inquiry.repository';
import type { Language } from '@/schemas/dto';
import {
  inquiryMessages as m,
  type AdminInquiryListQuery,
  type InquiryListQuery,
} from '@/schemas/inquiry';
import type { InquiryListDto, InquiryThreadDto } from '@/schemas/inquiry-dto';
import type { CurrencyCode } from '@/rules/money';
import { answersNow, scopeOf, type InquiryReader, type InquiryReads } from './inquiry-reads';

export function createInquiryLists(ctx: AppContext, reads: InquiryReads) {
  const sideOf = (reader: InquiryReader) => (reader.kind === 'customer' ? 'customer' : 'seller');

  return {
    async list(
      reader: InquiryReader,
      query: InquiryListQuery & Partial<AdminInquiryListQuery>,
      language: Language,
    ): Promise<InquiryListDto> {
      const { rows, count, unread } = await listInquiryViews(
        ctx.db,
        scopeOf(reader),
        sideOf(reader),
        { status: query.status, handler: query.handler, q: query.q },
        query,
      );
      return {
        inquiries: rows.map((view) => reads.summary(view, reader, language)),
        count,
        limit: query.limit,
        offset: query.offset,
        unread,
      };
    },

    async get(
      reader: InquiryReader,
      id: string,
      language: Language,
      currency: CurrencyCode,
    ): Promise<InquiryThreadDto> {
      const view = await findInquiryView(ctx.db, id, scopeOf(reader), sideOf(reader));
      if (!view) throw notFound(m.inquiryNotFound);
      // An operator looking into a gallery's thread does not read it for the gallery.
      if (reader.kind === 'customer') {
        await markInquiryRead(ctx.db, id, 'customer', ctx.now());
      } else if (answersNow(reader.staff, view.inquiry)) {
        await markInquiryRead(ctx.db, id, 'seller', ctx.now());
      }
      return reads.thread(id, reader, language, currency);
    },
  };
}
