import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@portal/contracts';

/** The empty root of a page of the web build, which the server fills with the page it draws. */
const EMPTY_ROOT = '<div id="root"></div>';

/** Text made safe to put in HTML (a title, an attribute). */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageTemplates<Renderer> {
  /** The web build's server bundle that draws the page, loaded on first use rather than at start. */
  renderer(): Promise<Renderer>;
  /**
   * The template in the language, with its title and root filled (and what follows the root, such
   * as the page's answers).
   */
  filled(language: Language, page: { title: string; markup: string; afterRoot?: string }): string;
}

/**
 * A page's templates in both languages (dist/{name}.{language}.html) and its renderer
 * (dist-server/{rendererName}.js); null when the web build has not made them.
 */
export function pageTemplates<Renderer>(
  distDir: string,
  name: string,
  rendererName: string,
): PageTemplates<Renderer> | null {
  const files = {
    english: join(distDir, `${name}.english.html`),
    tamil: join(distDir, `${name}.tamil.html`),
  };
  const rendererFile = join(dirname(distDir), 'dist-server', `${rendererName}.js`);
  if (![files.english, files.tamil, rendererFile].every((file) => existsSync(file))) return null;
  const templates = {
    english: readFileSync(files.english, 'utf8'),
    tamil: readFileSync(files.tamil, 'utf8'),
  };
  if (!templates.english.includes(EMPTY_ROOT) || !templates.tamil.includes(EMPTY_ROOT)) return null;
  let renderer: Promise<Renderer> | null = null;
  return {
    renderer: () => (renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>),
    // Function replacers: a "$&" in the office's text stays as written.
    filled: (language, { title, markup, afterRoot = '' }) =>
      templates[language]
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(
          EMPTY_ROOT,
          () => `<div id="root" data-prerendered="${language}">${markup}</div>${afterRoot}`,
        ),
  };
}
