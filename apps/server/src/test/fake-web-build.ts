import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BUILD_LANGUAGES = [['english', 'en'], ['tamil', 'ta']] as const;

/** A page of the build that loads the page starter (apps/web/page-starter.js), with the root given. */
export const starterPage = (lang: string, title: string, root: string) =>
  `<!doctype html><html lang="${lang}"><title>${title}</title><script type="module" src="/assets/page-starter.js"></script>${root}</html>`;

/**
 * A web build in a new folder, as the server reads it: dist/index.html, the pages given (file
 * name → HTML, in dist/) and server renderers (name → module source, in dist-server/{name}.js).
 * Returns the dist folder.
 */
export function fakeWebBuild({ pages, renderers }: { pages: Record<string, string>; renderers: Record<string, string> }): string {
  const web = mkdtempSync(join(tmpdir(), 'portal-web-'));
  const dist = join(web, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(web, 'dist-server'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><title>portal</title><div id="root"></div></html>');
  for (const [file, html] of Object.entries(pages)) writeFileSync(join(dist, file), html);
  for (const [name, source] of Object.entries(renderers)) writeFileSync(join(web, 'dist-server', `${name}.js`), source);
  return dist;
}
