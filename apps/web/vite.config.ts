import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { serviceWorker, webManifests } from './build/offline-app.ts';

const require = createRequire(import.meta.url);
const tamilFontFiles = `${dirname(require.resolve('@fontsource/noto-sans-tamil/package.json'))}/files`;

/** How many of the customer's screens share a module the router's entry chunk brings along. */
const SHARED_BY_SCREENS = 4;
/** A screen of the customer's (not the office's console). */
const CUSTOMER_SCREEN = /\/src\/app\/screens\/(?!admin\/|landing-screen)[^?]*-screen\.tsx$/;

/**
 * The code each page runs first in as few files as possible (each file is one more request on
 * a slow phone): what both pages need (React, translation, and the layout, icons and money the
 * landing page and the customer's screens share) in one chunk, what only the landing page needs in
 * another, what only the router's pages need, with what most customer screens share, in a third.
 * Left alone, the bundler cuts a file for every set of screens sharing a module: fifteen small
 * requests before a page could run. The sets are read from the module graph once it is built.
 */
function firstLoadChunks() {
  const firstOf = { index: new Set<string>(), landing: new Set<string>() };
  /** How many of the customer's screens run each module (with the code it imports). */
  const customerScreensOf = new Map<string, number>();
  /** The modules that bring the schema library (zod) or styles with them: left to their screens. */
  const bringsZodOrStyles = new Set<string>();
  const plugin: Plugin = {
    name: 'portal-first-load-chunks',
    apply: 'build',
    buildEnd() {
      for (const [page, modules] of Object.entries(firstOf)) {
        const queue = [...this.getModuleIds()].filter((id) => id.endsWith(`/${page}.html`));
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (modules.has(id)) continue;
          const imported = this.getModuleInfo(id)?.importedIds ?? [];
          if (id.endsWith('.html')) imported.forEach((script) => entryScripts.add(script));
          else modules.add(id);
          queue.push(...imported);
        }
      }
      const staticClosure = (start: string) => {
        const seen = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      for (const screen of [...this.getModuleIds()].filter((id) => CUSTOMER_SCREEN.test(id))) {
        for (const id of staticClosure(screen))
          customerScreensOf.set(id, (customerScreensOf.get(id) ?? 0) + 1);
      }
      // Asked only of the modules shared widely enough to go with the router's entry chunk.
      for (const [id, screens] of customerScreensOf) {
        if (
          screens >= SHARED_BY_SCREENS &&
          [...staticClosure(id)].some(
            (each) => each.includes('/node_modules/zod/') || each.endsWith('.css'),
          )
        )
          bringsZodOrStyles.add(id);
      }
    },
  };
  // A page's own script stays in its entry chunk, and only it: a screen's chunk that imported
  // the entry chunk would run the other page's start.
  const entryScripts = new Set<string>();
  const both = (id: string) => firstOf.index.has(id) && firstOf.landing.has(id);
  // '$initial': only what a page's first scripts really use (the module graph names more).
  const tags: ['$initial'] = ['$initial'];
  const sharedByScreens = (id: string) =>
    (customerScreensOf.get(id) ?? 0) >= SHARED_BY_SCREENS &&
    !CUSTOMER_SCREEN.test(id) &&
    !bringsZodOrStyles.has(id) &&
    !id.includes('/locales/') &&
    !firstOf.landing.has(id) &&
    !entryScripts.has(id);
  const landingOnly = (id: string) => firstOf.landing.has(id) && !both(id) && !entryScripts.has(id);
  const groups = [
    // What the landing page runs first and the customer's screens use too goes with what both pages
    // run first: a screen fetches nothing of the landing page's own for it.
    {
      name: 'first-shared',
      test: (id: string) => both(id) || (landingOnly(id) && (customerScreensOf.get(id) ?? 0) >= 2),
      priority: 4,
      tags,
    },
    { name: 'first-landing', test: landingOnly, priority: 2, tags },
    // With the router's own entry chunk: what most of the customer's screens share (small modules
    // each, a request of its own apiece otherwise), but nothing that brings zod, styles or words.
    {
      name: 'first-portal',
      test: (id: string) =>
        (firstOf.index.has(id) && !both(id) && !entryScripts.has(id)) || sharedByScreens(id),
      priority: 1,
    },
  ];
  return { plugin, groups };
}

const firstLoad = firstLoadChunks();
const pageEntries = {
  input: { index: 'index.html', landing: 'landing.html' },
  output: { codeSplitting: { groups: firstLoad.groups } },
};
const serverEntries = {
  input: {
    'render-landing': 'src/prerender/render-landing.tsx',
    'render-info': 'src/prerender/render-info.tsx',
    'render-not-found': 'src/prerender/render-not-found.tsx',
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // The page build also writes the web app manifests and the service worker (decision 0084).
  plugins: [react(), firstLoad.plugin, ...(isSsrBuild ? [] : [webManifests(), serviceWorker()])],
  resolve: {
    alias: { '@tamil-font': tamilFontFiles },
  },
  build: {
    target: 'es2022',
    // Fonts and images are served as files, never inlined into CSS or JS.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // Two pages: index.html for every route, landing.html for the prerendered landing page
    // (prerender.mjs fills it per language, with the preloads the manifest names).
    // The server bundle (dist-server): the build's prerender of the landing page, and the
    // information pages and the not-found page the server renders with the office's text (src/prerender).
    rollupOptions: isSsrBuild ? serverEntries : pageEntries,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
