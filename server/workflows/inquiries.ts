// Questions about a work (issue 31, rules §4 "Questions about a work", ADR 0073): a signed-in
// collector asks about a work and a conversation opens with whoever answers it — the work's
// gallery through the partner portal when it has a partner account, otherwise (and for an owner's
// resale or consignment, which the store sells) the operators in /admin, who may hand it to the
// gallery. Each message may carry the writer's own uploads; each tells the other side once by
// e-mail in their language; each side's read time gives its unread count. Each operation is a
// file of inquiries/ (see its README).
import type { AppContext } from '../context';
import type { Notifications } from '../modules/notifications/notification.service';
import type { RateLimiter } from '../modules/rate-limits/rate-limiter';
import type { Bids } from './bids';
import { createInquiryLists } from './inquiries/inquiry-lists';
import { createInquiryReads } from './inquiries/inquiry-reads';
import { createInquiryStatus } from './inquiries/inquiry-status';
import { createNotifyOtherSide } from './inquiries/notify-other-side';
import { createOpenInquiry } from './inquiries/open-inquiry';
import { createPostMessage } from './inquiries/post-message';

export type { InquiryReader } from './inquiries/inquiry-reads';

export type Inquiries = ReturnType<typeof createInquiries>;

export function createInquiries(
  ctx: AppContext,
  deps: { notifications: Notifications; limiter: RateLimiter; bids: Pick<Bids, 'listByIds'> },
) {
  const reads = createInquiryReads(ctx, deps.bids);
  const notifyOtherSide = createNotifyOtherSide(ctx, deps.notifications);
  const status = createInquiryStatus(ctx, reads, notifyOtherSide);
  return {
    open: createOpenInquiry(ctx, reads, deps.limiter, notifyOtherSide),
    post: createPostMessage(ctx, reads, deps.limiter, notifyOtherSide),
    ...createInquiryLists(ctx, reads),
    handToGallery: status.handToGallery,
    setStatus: status.setStatus,
  };
}
