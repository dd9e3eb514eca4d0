// The back office's rolling banners, FAQ and contents (issue 10), in the order the store shows
// them: banners by rank, questions by category and rank, contents newest first.
import { asc, desc } from 'drizzle-orm';
import { contents, faqs, rollingBanners } from '../../db/schema';
import { adminTable } from '../../lib/admin-table';

export type BannerRow = typeof rollingBanners.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;

export const bannerRows = adminTable(rollingBanners, {
  idPrefix: 'bnr',
  search: [rollingBanners.titleEn, rollingBanners.titleKo, rollingBanners.linkUrl],
  orderBy: [asc(rollingBanners.rank)],
});

export const faqRows = adminTable(faqs, {
  idPrefix: 'faq',
  search: [faqs.questionEn, faqs.questionKo, faqs.answerEn, faqs.answerKo],
  orderBy: [asc(faqs.category), asc(faqs.rank)],
});

export const contentRows = adminTable(contents, {
  idPrefix: 'cnt',
  search: [contents.titleEn, contents.titleKo, contents.handle],
  orderBy: [desc(contents.publishedAt)],
});
