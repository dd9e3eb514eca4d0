// Editorial reads: the home carousel's rolling banners (active by date, ranked), the FAQ by
// category, and published contents (articles, news, interviews).
import { and, asc, desc, eq, isNull, lte, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contents, faqs, images, rollingBanners } from '../../db/schema';
import { countRows } from '../../lib/count-rows';
import { imageColumns } from '../../lib/image-columns';
import { toImageDto } from '../../lib/image-url';
import { localize } from '../../lib/localize';
import { containsAny } from '../../lib/text-match';
import type { Language } from '@/schemas/dto';
import type { ContentDto, FaqCategoryDto, FaqDto, RollingBannerDto } from '@/schemas/editorial-dto';

type Page = { limit: number; offset: number };

/** Banners on show now: no dates means always; starts and ends are inclusive. */
export async function findActiveBanners(
  db: Database,
  page: Page,
  language: Language,
  now: Date,
): Promise<{ banners: RollingBannerDto[]; count: number }> {
  const active = and(
    or(isNull(rollingBanners.startsAt), lte(rollingBanners.startsAt, now)),
    or(isNull(rollingBanners.endsAt), gte(rollingBanners.endsAt, now)),
  );
  const [rows, count] = await Promise.all([
    db
      .select({
        id: rollingBanners.id,
        titleEn: rollingBanners.titleEn,
        titleKo: rollingBanners.titleKo,
        subtitleEn: rollingBanners.subtitleEn,
        subtitleKo: rollingBanners.subtitleKo,
        linkUrl: rollingBanners.linkUrl,
        rank: rollingBanners.rank,
        startsAt: rollingBanners.startsAt,
        endsAt: rollingBanners.endsAt,
        image: imageColumns,
      })
      .from(rollingBanners)
      .leftJoin(images, eq(images.id, rollingBanners.imageId))
      .where(active)
      .orderBy(asc(rollingBanners.rank), asc(rollingBanners.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, rollingBanners, active),
  ]);
  return {
    banners: rows.map((row) => ({
      id: row.id,
      title: localize(language, row.titleEn, row.titleKo),
      subtitle: localize(language, row.subtitleEn, row.subtitleKo),
      image: toImageDto(row.image),
      link_url: row.linkUrl,
      rank: row.rank,
      starts_at: row.startsAt?.toISOString() ?? null,
      ends_at: row.endsAt?.toISOString() ?? null,
    })),
    count,
  };
}

const categoryRank = sql`(select min(f2.rank) from ${faqs} f2 where f2.category = ${faqs.category})`;

/** Questions grouped by category (categories by their first question's rank), then by rank. */
export async function findFaqPage(
  db: Database,
  where: { category?: string; q?: string },
  page: Page,
  language: Language,
): Promise<{ faqs: FaqDto[]; count: number; categories: FaqCategoryDto[] }> {
  const conditions: SQL[] = [];
  if (where.category) conditions.push(eq(faqs.category, where.category));
  if (where.q) {
    conditions.push(
      sql`(${containsAny([faqs.questionEn, faqs.questionKo, faqs.answerEn, faqs.answerKo], where.q)})`,
    );
  }
  const condition = conditions.length ? and(...conditions) : undefined;
  const [rows, count, categories] = await Promise.all([
    db
      .select({
        id: faqs.id,
        category: faqs.category,
        questionEn: faqs.questionEn,
        questionKo: faqs.questionKo,
        answerEn: faqs.answerEn,
        answerKo: faqs.answerKo,
      })
      .from(faqs)
      .where(condition)
      .orderBy(categoryRank, asc(faqs.category), asc(faqs.rank), asc(faqs.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, faqs, condition),
    db
      .select({ category: faqs.category, count: sql<number>`count(*)::int` })
      .from(faqs)
      .groupBy(faqs.category)
      .orderBy(sql`min(${faqs.rank})`, asc(faqs.category)),
  ]);
  return {
    faqs: rows.map((row) => ({
      id: row.id,
      category: row.category,
      question: localize(language, row.questionEn, row.questionKo),
      answer: localize(language, row.answerEn, row.answerKo),
    })),
    count,
    categories: categories.map((row) => ({ category: row.category, count: Number(row.count) })),
  };
}

/** The columns of a content as the public reads show it. */
const contentColumns = {
  id: contents.id,
  handle: contents.handle,
  type: contents.type,
  titleEn: contents.titleEn,
  titleKo: contents.titleKo,
  summaryEn: contents.summaryEn,
  summaryKo: contents.summaryKo,
  bodyEn: contents.bodyEn,
  bodyKo: contents.bodyKo,
  linkUrl: contents.linkUrl,
  publishedAt: contents.publishedAt,
  image: imageColumns,
};

interface ContentRow {
  id: string;
  handle: string;
  type: string;
  titleEn: string;
  titleKo: string;
  summaryEn: string;
  summaryKo: string;
  bodyEn: string;
  bodyKo: string;
  linkUrl: string | null;
  publishedAt: Date;
  image: Parameters<typeof toImageDto>[0];
}

function toContentDto(row: ContentRow, language: Language): ContentDto {
  return {
    id: row.id,
    handle: row.handle,
    type: row.type,
    title: localize(language, row.titleEn, row.titleKo),
    summary: localize(language, row.summaryEn, row.summaryKo),
    body: localize(language, row.bodyEn, row.bodyKo),
    image: toImageDto(row.image),
    link_url: row.linkUrl,
    published_at: row.publishedAt.toISOString(),
  };
}

/** Published contents (published_at not in the future), newest first. */
export async function findContentPage(
  db: Database,
  where: { type?: string },
  page: Page,
  language: Language,
  now: Date,
): Promise<{ contents: ContentDto[]; count: number }> {
  const condition = and(
    lte(contents.publishedAt, now),
    where.type ? eq(contents.type, where.type) : undefined,
  );
  const [rows, count] = await Promise.all([
    db
      .select(contentColumns)
      .from(contents)
      .leftJoin(images, eq(images.id, contents.imageId))
      .where(condition)
      .orderBy(desc(contents.publishedAt), asc(contents.id))
      .limit(page.limit)
      .offset(page.offset),
    countRows(db, contents, condition),
  ]);
  return {
    contents: rows.map((row) => toContentDto(row, language)),
    count,
  };
}

/** One published content by handle (or id), with the ids of the works it shows. */
export async function findPublishedContent(
  db: Database,
  handleOrId: string,
  language: Language,
  now: Date,
): Promise<{ content: ContentDto; artworkIds: string[] } | null> {
  const [row] = await db
    .select({ ...contentColumns, artworkIds: contents.artworkIds })
    .from(contents)
    .leftJoin(images, eq(images.id, contents.imageId))
    .where(
      and(
        or(eq(contents.handle, handleOrId), eq(contents.id, handleOrId)),
        lte(contents.publishedAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    content: toContentDto(row, language),
    artworkIds: row.artworkIds,
  };
}
