// After `vite build`: writes dist/landing.english.html and dist/landing.tamil.html, the
// landing page prerendered in each language, from the server-side build of src/prerender and
// the template landing.html (whose entry starts the page without the router). Each page preloads
// its own language's words only, and the Tamil one the Tamil font its first screen shows.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';

const dist = new URL('./dist/', import.meta.url);
const ssr = new URL('./dist-prerender/', import.meta.url);
const { renderLanding } = await import(new URL('render-landing.js', ssr).href);
const template = readFileSync(new URL('landing.html', dist), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('landing.html has no empty root to fill');
/** @type {Record<string, { file: string; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

/** A chunk of the manifest and the chunks it imports, as /assets/ paths. @param {string} key */
function chunkFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(imported, seen))];
}

const fonts = readdirSync(new URL('assets/', dist)).filter((file) => /^noto-sans-tamil-tamil-(400|700)-normal-.*\.woff2$/.test(file));
if (fonts.length !== 2) throw new Error(`expected the two Tamil font files, found ${fonts.join(', ')}`);

for (const [language, lang] of [['english', 'en'], ['tamil', 'ta']]) {
  const markup = await renderLanding(language);
  const words = chunkFiles(`src/locales/${language}-landing-dictionaries.ts`).filter((file) => !template.includes(`"${file}"`));
  const preloads = [
    ...words.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    // Its heading and text are Tamil: the font is wanted at once, not once the CSS is read.
    ...(language === 'tamil' ? fonts.map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`) : []),
  ];
  const page = template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${markup}</div>`);
  writeFileSync(new URL(`landing.${language}.html`, dist), page);
}
// Only the filled pages are served; the template and the manifest are build leftovers.
rmSync(new URL('landing.html', dist));
rmSync(new URL('.vite/', dist), { recursive: true, force: true });
rmSync(ssr, { recursive: true, force: true });
console.log('prerendered the landing page in english and tamil');
// Nothing should be pending, but a stray timer must not hold the build.
process.exit(0);
