import {
  publicPageTypeSchema,
  publicUiSettingKeys,
  type Dictionary,
  type Language,
  type PublicPageReply,
  type Testimonial,
  type UiSettings,
} from '@portal/contracts';
import { AppError } from '../../lib/errors/app-error';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import type { Database } from '../../db/database';
import { createContentRepo, type ContentRepo } from './content.repo';

function toDictionary(rows: { page: string; key: string; value: string }[]): Dictionary {
  const dictionary: Dictionary = {};
  for (const row of rows) (dictionary[row.page] ??= {})[row.key] = row.value;
  return dictionary;
}

export function createContentService(db: Database) {
  const repo: ContentRepo = createContentRepo(db);
  return {
    async allTranslations(): Promise<Record<Language, Dictionary>> {
      const rows = await repo.listTranslations();
      return {
        english: toDictionary(rows.filter((row) => row.language === 'english')),
        tamil: toDictionary(rows.filter((row) => row.language === 'tamil')),
      };
    },

    async translationsFor(language: Language): Promise<Dictionary> {
      return toDictionary(await repo.listTranslations(language));
    },

    /** Every setting has a value; a missing row reads as empty text. */
    async uiSettings(language: Language): Promise<UiSettings> {
      const rows = new Map((await repo.listUiSettings()).map((row) => [row.key, row]));
      const settings = {} as UiSettings;
      for (const key of publicUiSettingKeys) {
        const row = rows.get(key);
        settings[key] = (language === 'tamil' ? row?.valueTamil : null) ?? row?.valueEnglish ?? '';
      }
      return settings;
    },

    async testimonials(language: Language): Promise<Testimonial[]> {
      return (await repo.listActiveTestimonials()).map((row) => ({
        id: row.id,
        youtube_video_id: row.youtubeVideoId,
        title: language === 'tamil' ? row.titleTamil : row.titleEnglish,
        description: language === 'tamil' ? row.descriptionTamil : row.descriptionEnglish,
        thumbnail_url: row.thumbnailUrl,
      }));
    },

    async publicPage(
      pageType: string,
      language: Language,
    ): Promise<Omit<PublicPageReply, 'success'>> {
      const known = publicPageTypeSchema.safeParse(pageType);
      if (!known.success) throw new AppError('CONTENT_NOT_FOUND');
      const page = await repo.findPage(known.data, language);
      if (!page) throw new AppError('CONTENT_NOT_FOUND');
      return {
        page_type: known.data,
        language,
        title: page.title,
        // Stored sanitised; cleaned again on the way out in case a row was written by hand.
        content: sanitizeContentHtml(page.html),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
