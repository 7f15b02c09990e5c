import type { Language } from '@portal/contracts';
import { languageTags } from '@portal/contracts/language-tags';
import englishWords from '../locales/en/web-manifest.json' with { type: 'json' };
import tamilWords from '../locales/ta/web-manifest.json' with { type: 'json' };

/*
 * The web app manifests (what a phone shows when the portal is installed), one per language,
 * written by the build (apps/web/build/offline-app.ts) from the words in
 * locales/{en,ta}/web-manifest.json and the colours of styles/global.css, to the files named in
 * web-manifest-files.ts; a page links its language's (lib/offline/service-worker-client.ts).
 * Both name the same app (`id`): installed once, it takes the name of the language last used.
 * Decision 0084.
 */
export { webManifestFiles } from './web-manifest-files.ts';

/** The icons, drawn from apps/web/icons by scripts/make-app-icons.mjs into public/. */
export const appIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** iOS's home-screen icon (180×180), at the address Safari asks for without a link. */
export const APPLE_TOUCH_ICON = '/apple-touch-icon.png';

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: (typeof appIcons)[number][];
}

/** The colour a custom property of a style sheet is set to (`--color-primary: #7a1f1f;`). */
export function cssColour(css: string, property: string): string {
  const match = new RegExp(`${property}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`the style sheet sets no colour ${property}`);
  return match[1];
}

/** The manifest of one language; `css` is styles/global.css, whose :root has the app's colours. */
export function webManifest(language: Language, css: string): WebManifest {
  const words = language === 'tamil' ? tamilWords : englishWords;
  return {
    id: '/',
    name: words.name,
    short_name: words.short_name,
    description: words.description,
    lang: languageTags[language],
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: cssColour(css, '--color-primary'),
    background_color: cssColour(css, '--color-bg'),
    icons: [...appIcons],
  };
}
