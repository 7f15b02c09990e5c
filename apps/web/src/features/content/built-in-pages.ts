import { publicPageTypes, type Language, type PublicPageType } from '@portal/contracts';

/**
 * The built-in text of the information pages: the same files the server seeds from
 * (packages/default-content), each loaded only when needed.
 */
const pages = import.meta.glob<string>('../../../../../packages/default-content/*.html', {
  query: '?raw',
  import: 'default',
});

export function isKnownPageType(pageType: string): pageType is PublicPageType {
  return (publicPageTypes as readonly string[]).includes(pageType);
}

export async function loadBuiltInPage(
  pageType: PublicPageType,
  language: Language,
): Promise<string> {
  const load = Object.entries(pages).find(([path]) =>
    path.endsWith(`/${pageType}.${language}.html`),
  )?.[1];
  if (!load) throw new Error(`No built-in page ${pageType}.${language}`);
  return load();
}
