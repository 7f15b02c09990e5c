import {
  languageTags,
  type Language,
  type PublicPageReply,
  type PublicPageType,
  type UiSettings,
} from '@portal/contracts';
import { infoTitle } from '../features/content/info-title';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { documentTitle } from '../lib/use-document-title';
import { renderInLanguage } from './one-render-at-a-time';
import { renderRoute } from './render-route';

export interface InfoPageInput {
  pageType: PublicPageType;
  language: Language;
  /**
   * The office's page as GET /api/public/{pageType} answers it (with text: without, the browser
   * shows the built-in text itself).
   */
  page: PublicPageReply;
  /** The office's settings as GET /api/settings/ui answers them. */
  settings: UiSettings;
}

export interface RenderedInfoPage {
  /** The document's title, as the screen sets it once it runs. */
  title: string;
  /** What goes inside the page's root. */
  markup: string;
}

/**
 * An information page (/terms, /refund-policy, /contact) rendered on the server with the
 * office's text and settings, through the very routes, providers and screen the browser runs:
 * the browser's first render (app/portal-start.tsx) draws the same markup over it. The server
 * calls this from the web build's server bundle and keeps the result until the office changes
 * its content (docs/decisions/0038-pages-drawn-before-their-code.md).
 */
export function renderInfoPage(input: InfoPageInput): Promise<RenderedInfoPage> {
  return renderInLanguage(input.language, () => render(input));
}

async function render({
  pageType,
  language,
  page,
  settings,
}: InfoPageInput): Promise<RenderedInfoPage> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['ui-settings', language], settings);
  queryClient.setQueryData(['public-page', pageType, language], page);
  const markup = await renderRoute(`/${pageType}`, queryClient);
  const t = i18n.getFixedT(languageTags[language]);
  return {
    title: documentTitle(infoTitle(t, pageType), settings.app_name || t('common:app_name')),
    markup,
  };
}
