// A new message in a conversation tells the other side, once, in the message's transaction
// (rules §4.41): the collector in their language; the gallery's partner members each in theirs
// when the gallery answers; otherwise the operators' inbox (CONTACT_INBOX), in Korean. The mail
// says who wrote, quotes the message and links to the thread on the public origin.
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { localize } from '../../lib/localize';
import {
  findGalleryMembers,
  findInquiryCustomer,
  type InquiryMessageRow,
  type InquiryRow,
  type InquiryWork,
} from '../../modules/inquiries/inquiry.repository';
import type { Notifications } from '../../modules/notifications/notification.service';
import { customerFullName } from '@/schemas/customer-dto';
import type { Language } from '@/schemas/dto';
import { storeName } from './inquiry-reads';

/** The collector's page of a thread and the back office's (partners and operators alike). */
export const inquiryPaths = {
  customer: (id: string) => `/my-page/inquiries?id=${encodeURIComponent(id)}`,
  backOffice: (id: string) => `/admin/inquiries/${encodeURIComponent(id)}`,
};

export function createNotifyOtherSide(ctx: AppContext, notifications: Notifications) {
  const link = (language: Language, path: string) =>
    `${ctx.config.PUBLIC_URL}${language === 'ko' ? '/ko' : ''}${path}`;
  const titleOf = (work: InquiryWork, language: Language) => {
    const title = localize(language, work.titleEn, work.titleKo);
    const artist = localize(language, work.artistEn, work.artistKo);
    return artist ? `${artist}, ${title}` : title;
  };

  /** Enqueues the one mail of `message` (returns how many recipients were written to). */
  return async function notifyOtherSide(
    tx: Executor,
    inquiry: InquiryRow,
    work: InquiryWork,
    message: InquiryMessageRow,
    options: { opened: boolean },
  ): Promise<number> {
    const author = message.authorKind as 'customer' | 'gallery' | 'operator';
    const collector = await findInquiryCustomer(tx, inquiry.customerId);
    if (!collector) return 0;
    const authorName = (language: Language) =>
      author === 'customer'
        ? customerFullName(collector.firstName, collector.lastName)
        : author === 'gallery' && work.institution
          ? localize(language, work.institution.nameEn, work.institution.nameKo)
          : storeName(language);
    const base = (language: Language) => ({
      artwork_title: titleOf(work, language),
      author_kind: author,
      author_name: authorName(language),
      message: message.body,
      photo_count: message.photos.length,
      topics: options.opened ? inquiry.topics : [],
      opened: options.opened,
    });

    const recipients: {
      email: string;
      customerId: string | null;
      firstName: string;
      language: Language;
      side: 'customer' | 'gallery' | 'operator';
    }[] = [];
    if (author !== 'customer') {
      recipients.push({ ...collector, side: 'customer' });
    } else if (inquiry.handler === 'gallery' && inquiry.institutionId) {
      for (const member of await findGalleryMembers(tx, inquiry.institutionId)) {
        recipients.push({ ...member, side: 'gallery' });
      }
    } else {
      recipients.push({
        email: ctx.config.CONTACT_INBOX,
        customerId: null,
        firstName: '',
        language: 'ko',
        side: 'operator',
      });
    }
    for (const to of recipients) {
      await notifications.enqueue(tx, {
        channel: 'email',
        recipient: to.email,
        template: 'inquiry-message',
        locale: to.language,
        customerId: to.customerId,
        payload: {
          first_name: to.firstName,
          recipient: to.side,
          ...base(to.language),
          url: link(
            to.language,
            to.side === 'customer'
              ? inquiryPaths.customer(inquiry.id)
              : inquiryPaths.backOffice(inquiry.id),
          ),
        },
      });
    }
    notifications.kick();
    return recipients.length;
  };
}
