import { languageTags, type Language, type UiSettings } from '@portal/contracts';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { documentTitle } from '../lib/use-document-title';
import { renderInLanguage } from './one-render-at-a-time';
import { renderRoute } from './render-route';

/** An address no screen has: the router's catch-all draws the not-found screen there, whatever the address. */
export const UNKNOWN_PATH = '/no-such-page';

export interface NotFoundPageInput {
  language: Language;
  /** The office's settings as GET /api/settings/ui answers them. */
  settings: UiSettings;
}

/**
 * The not-found page rendered on the server with the office's settings (its name in the header,
 * the footer), through the very routes, providers and screen the browser runs. The server sends
 * it with a 404 for any address the web app has no screen at (apps/server/src/plugins/web-app.ts),
 * and keeps it until the office changes its content.
 */
export function renderNotFoundPage({
  language,
  settings,
}: NotFoundPageInput): Promise<{ title: string; markup: string }> {
  return renderInLanguage(language, async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['ui-settings', language], settings);
    const markup = await renderRoute(UNKNOWN_PATH, queryClient);
    const t = i18n.getFixedT(languageTags[language]);
    return {
      title: documentTitle(t('not-found:title'), settings.app_name || t('common:app_name')),
      markup,
    };
  });
}
