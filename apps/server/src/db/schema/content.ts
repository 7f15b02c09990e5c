/* The words the office writes: translations, UI settings, testimonials and pages. */
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { languageCheck } from './columns';

export const translations = pgTable(
  'translations',
  {
    language: text('language').notNull(),
    page: text('page').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.language, table.page, table.key] }),
    check('translations_language', languageCheck('language')),
  ],
);

/** One row per setting; value_tamil is null where the setting is the same in both languages. */
export const uiSettings = pgTable('ui_settings', {
  key: text('key').primaryKey(),
  valueEnglish: text('value_english').notNull(),
  valueTamil: text('value_tamil'),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  youtubeVideoId: text('youtube_video_id').notNull().unique(),
  titleEnglish: text('title_english').notNull(),
  titleTamil: text('title_tamil').notNull(),
  descriptionEnglish: text('description_english').notNull(),
  descriptionTamil: text('description_tamil').notNull(),
  thumbnailUrl: text('thumbnail_url').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contentPages = pgTable(
  'content_pages',
  {
    pageType: text('page_type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML: stored only after the allow-list has cleaned it. */
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pageType, table.language] }),
    check('content_pages_language', languageCheck('language')),
  ],
);
