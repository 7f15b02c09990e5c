import {
  testimonialsReplySchema,
  translationsReplySchema,
  uiSettingsReplySchema,
  type Language,
} from '@portal/contracts';
import { cachedJson, type CachedOrLoading } from '../../lib/read-cache/cached-json';
import type { ReadCache } from '../../lib/read-cache/read-cache';
import type { ContentService } from './content.service';

// Replies as they are sent, cached until the office changes the content: the routes send them,
// and the pages the server draws carry the same answers (web-pages).

/** GET /api/settings/ui */
export function cachedUiSettingsReply(
  readCache: ReadCache,
  content: ContentService,
  language: Language,
): CachedOrLoading {
  return cachedJson(
    readCache,
    `content:settings-ui:${language}`,
    uiSettingsReplySchema,
    async () => ({
      success: true as const,
      language,
      settings: await content.uiSettings(language),
    }),
  );
}

/** GET /api/youtube-testimonials */
export function cachedTestimonialsReply(
  readCache: ReadCache,
  content: ContentService,
  language: Language,
): CachedOrLoading {
  return cachedJson(
    readCache,
    `content:testimonials:${language}`,
    testimonialsReplySchema,
    async () => ({
      success: true as const,
      data: await content.testimonials(language),
    }),
  );
}

/** GET /api/translations: the office's text overrides, both languages. */
export function cachedTranslationsReply(
  readCache: ReadCache,
  content: ContentService,
): CachedOrLoading {
  return cachedJson(readCache, 'content:translations', translationsReplySchema, async () => ({
    success: true as const,
    translations: await content.allTranslations(),
  }));
}
