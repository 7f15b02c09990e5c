import type { Language, UiSettings } from '@portal/contracts';
import type { Database } from '../../db/database';
import { cachedPage, type CachedPage } from '../../lib/read-cache/cached-page';
import type { ReadCache } from '../../lib/read-cache/read-cache';
import { createContentService } from '../content/content.service';
import { pageTemplates } from './templates';

/** What the web build's server bundle renders (apps/web/src/prerender/render-not-found.tsx). */
interface NotFoundRenderer {
  renderNotFoundPage(input: {
    language: Language;
    settings: UiSettings;
  }): Promise<{ title: string; markup: string }>;
}

export interface NotFoundDocuments {
  /** The not-found page in the language, drawn with the office's settings; it fails when it cannot be drawn. */
  document(language: Language): Promise<CachedPage>;
}

/**
 * The page sent, with a 404, for an address the web app has no screen at: the web build's
 * template in the visitor's language (dist/not-found.{language}.html) filled with the router's
 * not-found screen as its server bundle (dist-server/render-not-found.js) draws it with the
 * office's settings (its name, the footer). The screen reads nothing of the address, so one
 * page per language serves every such address. Cached in the read cache under the content topic,
 * so an office change to the settings draws it again (docs/decisions/0038). Null when the web
 * build has not made it.
 */
export function createNotFoundDocuments({
  db,
  readCache,
  distDir,
}: {
  db: Database;
  readCache: ReadCache;
  distDir: string;
}): NotFoundDocuments | null {
  const templates = pageTemplates<NotFoundRenderer>(distDir, 'not-found', 'render-not-found');
  if (!templates) return null;
  const content = createContentService(db);

  const draw = async (language: Language): Promise<CachedPage> => {
    const drawn = await (
      await templates.renderer()
    ).renderNotFoundPage({ language, settings: await content.uiSettings(language) });
    return cachedPage(Buffer.from(templates.filled(language, drawn)));
  };

  return {
    document: (language) =>
      readCache.cached(`content:not-found-page:${language}`, () => draw(language)),
  };
}
