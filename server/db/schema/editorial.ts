// Editorial: the rolling banners, the FAQ and the stories (contents).
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { images } from './images';

export const rollingBanners = pgTable('rolling_banners', {
  id: text('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleKo: text('title_ko').notNull(),
  subtitleEn: text('subtitle_en').notNull().default(''),
  subtitleKo: text('subtitle_ko').notNull().default(''),
  imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
  linkUrl: text('link_url').notNull(),
  rank: integer('rank').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const faqs = pgTable('faqs', {
  id: text('id').primaryKey(),
  /** purchase | shipping | resale | account | payment */
  category: text('category').notNull(),
  questionEn: text('question_en').notNull(),
  questionKo: text('question_ko').notNull(),
  answerEn: text('answer_en').notNull(),
  answerKo: text('answer_ko').notNull(),
  rank: integer('rank').notNull().default(0),
  createdAt: createdAt(),
});

export const contents = pgTable('contents', {
  id: text('id').primaryKey(),
  handle: text('handle').notNull().unique(),
  /** article | interview | video | news */
  type: text('type').notNull(),
  titleEn: text('title_en').notNull(),
  titleKo: text('title_ko').notNull(),
  summaryEn: text('summary_en').notNull().default(''),
  summaryKo: text('summary_ko').notNull().default(''),
  bodyEn: text('body_en').notNull().default(''),
  bodyKo: text('body_ko').notNull().default(''),
  imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
  /** The works the story shows, in order (checked on write; no foreign key, as highlights). */
  artworkIds: jsonb('artwork_ids').$type<string[]>().notNull().default([]),
  linkUrl: text('link_url'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});
