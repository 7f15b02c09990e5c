// After `vite build`: writes dist/landing.english.html and dist/landing.tamil.html, the
// landing page prerendered in each language, from the server-side build of src/prerender.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const dist = new URL('./dist/', import.meta.url);
const ssr = new URL('./dist-prerender/', import.meta.url);
const { renderLanding } = await import(new URL('render-landing.js', ssr).href);
const template = readFileSync(new URL('index.html', dist), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty root to fill');

for (const [language, lang] of [['english', 'en'], ['tamil', 'ta']]) {
  const markup = await renderLanding(language);
  const page = template
    .replace('<html lang="en">', `<html lang="${lang}">`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${markup}</div>`);
  writeFileSync(new URL(`landing.${language}.html`, dist), page);
}
rmSync(ssr, { recursive: true, force: true });
console.log('prerendered the landing page in english and tamil');
// The query cache keeps timers for its (never used) entries; nothing else is pending.
process.exit(0);
