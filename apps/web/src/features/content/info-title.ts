import type { TFunction } from '../../lib/translation/translator';

const titleKeys: Record<string, string> = {
  terms: 'info:title_terms',
  'refund-policy': 'info:title_refund',
  contact: 'info:title_contact',
};

/** The page's heading, which is also its title (the server's render names the document with it). */
export function infoTitle(t: TFunction, pageType: string): string {
  return t(titleKeys[pageType] ?? 'info:title_fallback', {
    defaultValue: t('info:title_fallback'),
  });
}
