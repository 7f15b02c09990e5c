import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language, WebAppPath } from '@portal/contracts';
import { cachedPage, type CachedPage } from '../../lib/read-cache/cached-page';
import { pageContentSecurityPolicy } from '../../lib/http/page-security-policy';

/** A page's shell and the Content-Security-Policy that admits its inline style and starter. */
export interface RouteShell {
  page: CachedPage;
  contentSecurityPolicy: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The policy for a page with inline styles and scripts: each admitted by its SHA-256, and nothing
 * else inline (the answers a page carries as JSON are data, not script, and need none).
 */
export function inlinePolicyOf(html: string): string {
  const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) =>
    sha256(match[1] ?? ''),
  );
  const scriptHashes = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => sha256(match[1] ?? ''));
  return pageContentSecurityPolicy({ scriptHashes, styleHashes });
}

/**
 * The prerendered shell of each customer page, as the web build drew it (apps/web/prerender.mjs,
 * decision 0083): the header, the page's title and a loading line in the visitor's language, its
 * styles and its starter inline (so the shell shows, and the page's chunks and first calls start,
 * once the page itself is in). shells.json names them by the route's pattern. Read into memory at
 * start; none when the build made none (an older build): the bare app page then.
 */
export function loadRouteShells(distDir: string): {
  shellFor: (screen: WebAppPath, language: Language) => RouteShell | null;
} {
  const index = join(distDir, 'shells.json');
  const names: Record<string, string> = existsSync(index)
    ? (JSON.parse(readFileSync(index, 'utf8')) as Record<string, string>)
    : {};
  const shells = new Map<string, RouteShell>();
  for (const [pattern, name] of Object.entries(names)) {
    for (const language of ['english', 'tamil'] as const) {
      const file = join(distDir, `${name}.${language}.html`);
      if (!existsSync(file)) continue;
      const html = readFileSync(file);
      shells.set(`${pattern} ${language}`, {
        page: cachedPage(html),
        contentSecurityPolicy: inlinePolicyOf(html.toString('utf8')),
      });
    }
  }
  return {
    /**
     * The shell of the screen (a route's pattern, `webAppPathOf`) in a language; null for a screen
     * without one.
     */
    shellFor(screen, language) {
      return shells.get(`${screen} ${language}`) ?? null;
    },
  };
}
