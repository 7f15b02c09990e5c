import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, WebAppPath } from '@portal/contracts';
import { keptPage, type KeptPage } from '../../lib/read-cache/kept-page';

/**
 * The frame of each customer page, as the web build drew it (apps/web/prerender.mjs, issue 35):
 * the header, the page's title and a loading line in the visitor's language, with the page's code
 * fetched after the first paint. frames.json names them by the route's pattern. Kept in memory;
 * none when the build made none (an older build): the bare app page then.
 */
export function loadRouteFrames(distDir: string): { frameFor: (screen: WebAppPath, language: Language) => KeptPage | null } {
  const index = join(distDir, 'frames.json');
  const names: Record<string, string> = existsSync(index) ? (JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>) : {};
  const frames = new Map<string, KeptPage>();
  for (const [pattern, name] of Object.entries(names)) {
    for (const language of ['english', 'tamil'] as const) {
      const file = join(distDir, `${name}.${language}.html`);
      if (existsSync(file)) frames.set(`${pattern} ${language}`, keptPage(readFileSync(file)));
    }
  }
  return {
    /** The frame of the screen (a route's pattern, `webAppPathOf`) in a language; null for a screen without one. */
    frameFor(screen, language) {
      return frames.get(`${screen} ${language}`) ?? null;
    },
  };
}
