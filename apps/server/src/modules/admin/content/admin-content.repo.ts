import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { contentPages, testimonials, translations, uiSettings } from '../../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;

/**
 * Information pages, UI settings, testimonials and translation overrides, as the office edits them.
 */
export function createAdminContentRepo(db: Database) {
  return {
    pages() {
      return db.select().from(contentPages);
    },

    page(pageType: string, language: string) {
      return db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.pageType, pageType), eq(contentPages.language, language)))
        .then((rows) => rows[0]);
    },

    async savePage(pageType: string, language: string, title: string, html: string): Promise<void> {
      await db
        .insert(contentPages)
        .values({ pageType, language, title, html })
        .onConflictDoUpdate({
          target: [contentPages.pageType, contentPages.language],
          set: { title, html, updatedAt: sql`now()` },
        });
    },

    uiSettings() {
      return db.select().from(uiSettings);
    },

    async saveUiSetting(
      key: string,
      valueEnglish: string,
      valueTamil: string | null,
    ): Promise<void> {
      await db
        .insert(uiSettings)
        .values({ key, valueEnglish, valueTamil })
        .onConflictDoUpdate({ target: uiSettings.key, set: { valueEnglish, valueTamil } });
    },

    testimonials(): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(testimonials)
        .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
    },

    testimonial(id: number): Promise<TestimonialRow | undefined> {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.id, id))
        .then((rows) => rows[0]);
    },

    async insertTestimonial(
      values: Omit<typeof testimonials.$inferInsert, 'id'>,
    ): Promise<TestimonialRow> {
      const [row] = await db.insert(testimonials).values(values).returning();
      return row!;
    },

    async updateTestimonial(
      id: number,
      values: Partial<Omit<TestimonialRow, 'id'>>,
    ): Promise<void> {
      await db.update(testimonials).set(values).where(eq(testimonials.id, id));
    },

    async deleteTestimonial(id: number): Promise<void> {
      await db.delete(testimonials).where(eq(testimonials.id, id));
    },

    translations() {
      return db
        .select()
        .from(translations)
        .orderBy(asc(translations.language), asc(translations.page), asc(translations.key));
    },

    translation(language: string, page: string, key: string) {
      return db
        .select()
        .from(translations)
        .where(
          and(
            eq(translations.language, language),
            eq(translations.page, page),
            eq(translations.key, key),
          ),
        )
        .then((rows) => rows[0]);
    },

    async saveTranslation(
      language: string,
      page: string,
      key: string,
      value: string,
    ): Promise<void> {
      await db
        .insert(translations)
        .values({ language, page, key, value })
        .onConflictDoUpdate({
          target: [translations.language, translations.page, translations.key],
          set: { value },
        });
    },

    async deleteTranslation(language: string, page: string, key: string): Promise<void> {
      await db
        .delete(translations)
        .where(
          and(
            eq(translations.language, language),
            eq(translations.page, page),
            eq(translations.key, key),
          ),
        );
    },
  };
}
