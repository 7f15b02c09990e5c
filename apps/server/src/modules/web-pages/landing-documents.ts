import type {
  Language,
  ServicesReply,
  TestimonialsReply,
  TranslationsReply,
  UiSettingsReply,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import type { CachedBytes } from '../../lib/read-cache/cached-json';
import { cachedPage, type CachedPage } from '../../lib/read-cache/cached-page';
import type { ReadCache } from '../../lib/read-cache/read-cache';
import { createCatalogService } from '../catalog/catalog.service';
import { cachedServicesReply } from '../catalog/services-reply';
import { createContentService } from '../content/content.service';
import {
  cachedTestimonialsReply,
  cachedTranslationsReply,
  cachedUiSettingsReply,
} from '../content/public-replies';
import { pageTemplates } from './templates';

/** What the web build's server bundle renders (apps/web/src/prerender/render-landing.tsx). */
interface LandingRenderer {
  renderLandingPage(
    language: Language,
    replies: {
      services: ServicesReply;
      testimonials: TestimonialsReply;
      settings: UiSettingsReply;
      translations: TranslationsReply;
    },
  ): Promise<{ title: string; markup: string; answers: string }>;
}

/** The landing page's prices are India's, as its call asks for them (the web app's services-call.ts). */
const LANDING_COUNTRY = 'india';

export interface LandingDocuments {
  /**
   * The whole page, drawn with the office's current answers; it fails when it cannot be (the
   * prerendered page is sent then).
   */
  document(language: Language): Promise<CachedPage>;
}

/**
 * The landing page sent with the office's current services, prices, testimonials, settings and
 * words in it, and with those answers for its bundle, which then asks for none of them again: the
 * web build's template in the page's language (dist/landing-template.{language}.html) filled
 * with what its server bundle (dist-server/render-landing.js) renders. The answers are the very
 * replies the API sends, cached in the read cache: a page is drawn again when one of them is
 * loaded again after an office change, whichever topic it belongs to
 * (docs/decisions/0038-pages-drawn-before-their-code.md).
 */
export function createLandingDocuments({
  db,
  readCache,
  distDir,
}: {
  db: Database;
  readCache: ReadCache;
  distDir: string;
}): LandingDocuments | null {
  const templates = pageTemplates<LandingRenderer>(distDir, 'landing-template', 'render-landing');
  if (!templates) return null;
  const catalog = createCatalogService(db);
  const content = createContentService(db);
  /** Per language, the page last drawn and the cached replies it was drawn from. */
  const drawn = new Map<Language, { replies: CachedBytes[]; page: Promise<CachedPage> }>();

  const draw = async (language: Language, replies: CachedBytes[]): Promise<CachedPage> => {
    const [services, testimonials, settings, translations] = replies;
    const parsed = <T>(reply: CachedBytes | undefined) =>
      JSON.parse(reply?.bytes.toString('utf8') ?? 'null') as T;
    const page = await (
      await templates.renderer()
    ).renderLandingPage(language, {
      services: parsed(services),
      testimonials: parsed(testimonials),
      settings: parsed(settings),
      translations: parsed(translations),
    });
    return cachedPage(
      Buffer.from(templates.filled(language, { ...page, afterRoot: page.answers })),
      {
        sources: replies,
      },
    );
  };

  return {
    async document(language) {
      const replies = await Promise.all([
        cachedServicesReply(readCache, catalog, language, LANDING_COUNTRY),
        cachedTestimonialsReply(readCache, content, language),
        cachedUiSettingsReply(readCache, content, language),
        cachedTranslationsReply(readCache, content),
      ]);
      const last = drawn.get(language);
      if (last && last.replies.every((reply, index) => reply === replies[index])) return last.page;
      const page = draw(language, replies);
      drawn.set(language, { replies, page });
      // A failed drawing is not cached: the next visit tries again.
      page.catch(() => drawn.get(language)?.page === page && drawn.delete(language));
      return page;
    },
  };
}
