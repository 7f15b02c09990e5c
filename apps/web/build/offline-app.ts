import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as bundle } from 'esbuild';
import type { Plugin } from 'vite';
import { injectManifest } from 'workbox-build';
import { webManifest, webManifestFiles } from '../src/lib/web-manifest.ts';

const web = fileURLToPath(new URL('..', import.meta.url));

/** The web app manifests, one per language (src/lib/web-manifest.ts), beside index.html. */
export function webManifests(): Plugin {
  return {
    name: 'portal-web-manifests',
    apply: 'build',
    generateBundle() {
      const css = readFileSync(join(web, 'src/styles/global.css'), 'utf8');
      for (const language of ['english', 'tamil'] as const) {
        this.emitFile({
          type: 'asset',
          fileName: webManifestFiles[language],
          source: `${JSON.stringify(webManifest(language, css), null, 2)}\n`,
        });
      }
    },
  };
}

/** A lazy chunk of the office console (its screens, its rules, its words): never precached. */
const isOfficeModule = (id: string | null) =>
  id !== null &&
  /\/src\/(app\/screens\/admin|features\/admin)\/|\/src\/locales\/admin-dictionaries\./.test(id);

/**
 * The service worker (service-worker/sw.ts), bundled and given its precache list by Workbox's
 * injectManifest: dist/sw.js. It precaches the shell (index.html) and what the customer's pages
 * run: the index page's code and every lazy chunk it can reach but the office console's, their
 * styles, the fonts and the icons. Hashed files are named by their hash; the others by a hash of
 * their content. Decision 0084.
 */
export function serviceWorker(): Plugin {
  const precached = new Set<string>();
  let outDir = '';
  return {
    name: 'portal-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, output) {
      const chunks = new Map(
        Object.values(output).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      const entry = [...chunks.values()].find(
        (chunk) =>
          chunk.isEntry && /\/(index\.html|src\/main\.tsx)$/.test(chunk.facadeModuleId ?? ''),
      );
      if (!entry)
        throw new Error(
          `the build has no chunk for index.html: ${[...chunks.values()]
            .filter((chunk) => chunk.isEntry)
            .map((chunk) => chunk.facadeModuleId)
            .join(', ')}`,
        );
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || precached.has(fileName)) return;
        precached.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((css) => precached.add(css));
        chunk.viteMetadata?.importedAssets.forEach((asset) => precached.add(asset));
        chunk.imports.forEach(visit);
        chunk.dynamicImports
          .filter((lazy) => !isOfficeModule(chunks.get(lazy)?.facadeModuleId ?? null))
          .forEach(visit);
      };
      visit(entry.fileName);
    },
    async closeBundle() {
      if (precached.size === 0) return;
      const scratch = mkdtempSync(join(tmpdir(), 'portal-sw-'));
      try {
        const swSrc = join(scratch, 'sw.js');
        await bundle({
          entryPoints: [join(web, 'service-worker/sw.ts')],
          outfile: swSrc,
          bundle: true,
          format: 'iife',
          target: 'es2020',
          minify: true,
          legalComments: 'none',
          // Workbox's development logging is left out.
          define: { 'process.env.NODE_ENV': '"production"' },
          logLevel: 'warning',
        });
        const { count, size, warnings } = await injectManifest({
          swSrc,
          swDest: join(outDir, 'sw.js'),
          globDirectory: outDir,
          globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css,woff2}'],
          // The fonts are reached from the CSS, not from a chunk.
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.filter(
                ({ url }) =>
                  !url.startsWith('assets/') || precached.has(url) || url.endsWith('.woff2'),
              ),
              warnings: [],
            }),
          ],
          dontCacheBustURLsMatching: /^assets\//,
        });
        for (const warning of warnings) this.warn(warning);
        this.info(`sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KB`);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
    },
  };
}
