import type { Language, PublicPageReply, PublicPageType, UiSettings } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { cachedPage, type CachedPage } from '../../lib/read-cache/cached-page';
import type { ReadCache, ReadCacheKey } from '../../lib/read-cache/read-cache';
import { createContentService } from '../content/content.service';
import { pageTemplates } from './templates';

/** What the web build's server bundle renders (apps/web/src/prerender/render-info.tsx). */
interface InfoPageRenderer {
  renderInfoPage(input: {
    pageType: PublicPageType;
    language: Language;
    page: PublicPageReply;
    settings: UiSettings;
  }): Promise<{ title: string; markup: string }>;
}

export interface InfoPageDocuments {
  /**
   * The whole page, drawn with the office's text; null when it cannot be (the browser then renders
   * it as any other page).
   */
  document(pageType: PublicPageType, language: Language): Promise<CachedPage | null>;
}

/**
 * The information pages (/terms, /refund-policy, /contact) sent with their text in them: the
 * web build's template in the page's language (dist/info-page.{language}.html) filled with what
 * its server bundle (dist-server/render-info.js) renders from the office's page and settings.
 * Cached in the read cache under the content topic, so an office change to either draws the page
 * again (docs/decisions/0038-pages-drawn-before-their-code.md). The renderer is loaded on the
 * first visit to such a page, not at start.
 */
export function createInfoPageDocuments({
  db,
  readCache,
  distDir,
}: {
  db: Database;
  readCache: ReadCache;
  distDir: string;
}): InfoPageDocuments | null {
  const templates = pageTemplates<InfoPageRenderer>(distDir, 'info-page', 'render-info');
  if (!templates) return null;
  const content = createContentService(db);

  async function officePage(
    pageType: PublicPageType,
    language: Language,
  ): Promise<PublicPageReply | null> {
    try {
      const page = { success: true as const, ...(await content.publicPage(pageType, language)) };
      return page.content.trim() === '' ? null : page;
    } catch (error) {
      // The office has no such page: the browser shows the built-in text, as it does after a failed call.
      if (error instanceof AppError && error.code === 'CONTENT_NOT_FOUND') return null;
      throw error;
    }
  }

  const draw = async (
    key: ReadCacheKey,
    pageType: PublicPageType,
    language: Language,
  ): Promise<CachedPage | null> => {
    const page = await officePage(pageType, language);
    if (!page) return null;
    const drawn = await (
      await templates.renderer()
    ).renderInfoPage({ pageType, language, page, settings: await content.uiSettings(language) });
    return cachedPage(Buffer.from(templates.filled(language, drawn)), { key });
  };

  return {
    document(pageType, language) {
      const key: ReadCacheKey = `content:info-page:${pageType}:${language}`;
      return readCache.cached(key, () => draw(key, pageType, language));
    },
  };
}
