import { and, asc, eq } from 'drizzle-orm';
import type { Language } from '@portal/contracts';
import type { Database } from '../../db/database';
import { contentPages, testimonials, translations, uiSettings } from '../../db/schema';

export function createContentRepo(db: Database) {
  return {
    listTranslations(language?: Language) {
      const query = db.select().from(translations);
      return (language ? query.where(eq(translations.language, language)) : query).orderBy(
        asc(translations.page),
        asc(translations.key),
      );
    },

    listUiSettings() {
      return db.select().from(uiSettings);
    },

    listActiveTestimonials() {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.active, true))
        .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
    },

    findPage(pageType: string, language: Language) {
      return db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.pageType, pageType), eq(contentPages.language, language)))
        .then((rows) => rows[0]);
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
