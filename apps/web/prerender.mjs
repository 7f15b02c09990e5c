// After `vite build` (dist) and its server bundle (dist-server):
// - writes dist/landing.english.html and dist/landing.tamil.html, the landing page prerendered
//   in each language from the template landing.html (whose entry starts the page without the
//   router). Each page preloads its own language's words only, and the Tamil one the Tamil font
//   its first screen shows;
// - writes dist/landing-template.{english,tamil}.html, the same pages with an empty root, which
//   the server fills with the landing page it draws with the office's current answers
//   (dist-server/render-landing.js); the prerendered ones are its fallback;
// - writes dist/info-page.english.html and dist/info-page.tamil.html, the templates the server
//   fills with an information page it renders (dist-server/render-info.js) for /terms,
//   /refund-policy and /contact;
// - writes dist/not-found.english.html and dist/not-found.tamil.html, the templates the server
//   fills with the not-found page it renders (dist-server/render-not-found.js) and sends with a
//   404 for an address the web app has no screen at;
// - every such page is drawn before its code: it loads page-starter.js, which fetches the
//   page's code once the page is on screen and runs it then (the prerendered landing page) or
//   at the visitor's first touch (a page the server drew) (docs/decisions/0038 and 0042).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';

const dist = new URL('./dist/', import.meta.url);
const { renderLanding } = await import(
  new URL('./dist-server/render-landing.js', import.meta.url).href
);
const EMPTY_ROOT = '<div id="root"></div>';
const landingTemplate = readFileSync(new URL('landing.html', dist), 'utf8');
const appTemplate = readFileSync(new URL('index.html', dist), 'utf8');
for (const template of [landingTemplate, appTemplate])
  if (!template.includes(EMPTY_ROOT))
    throw new Error('a page of the build has no empty root to fill');
/** @type {Record<string, { file: string; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

/** A chunk of the manifest and the chunks it imports, as /assets/ paths. @param {string} key */
function chunkFiles(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no chunk for ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    `/${chunk.file}`,
    ...(chunk.css ?? []).map((file) => `/${file}`),
    ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(imported, seen)),
  ];
}

// The starter, under a name that changes with its content like every asset.
const starter = readFileSync(new URL('./page-starter.js', import.meta.url));
const starterPath = `/assets/page-starter-${createHash('sha256').update(starter).digest('base64url').slice(0, 8)}.js`;
writeFileSync(new URL(`.${starterPath}`, dist), starter);
const starterSource = starter.toString('utf8');
// What starts a shell's first calls (shell-calls.js): in the shells only, beside their starter.
const shellCallsSource = readFileSync(new URL('./shell-calls.js', import.meta.url), 'utf8');
for (const [name, source] of [
  ['page-starter.js', starterSource],
  ['shell-calls.js', shellCallsSource],
]) {
  if (/<\/script/i.test(source)) throw new Error(`${name} cannot go inline: it holds "</script"`);
}

/**
 * The page with its entry script and module preloads handed to the starter, which asks for them
 * after the first paint or at the visitor's first interaction. With `inline`, the starter is in
 * the page itself, with what starts the first screen's `calls` at once (shell-calls.js): a page's
 * shell, whose code starts coming one round trip sooner (the server admits both by their hashes).
 * @param {string} page @param {'paint' | 'interaction'} when
 * @param {{ morePreloads?: string[]; calls?: string[]; inline?: boolean }} [options]
 */
function drawnBeforeItsCode(page, when, { morePreloads = [], calls = [], inline = false } = {}) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(page);
  if (!entry) throw new Error('a page of the build has no entry script');
  const preloads = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let starting = page.replace(entry[0], '');
  for (const preload of preloads) starting = starting.replace(preload[0], '');
  const files = [
    ...preloads.map((preload) => preload[1] ?? ''),
    ...morePreloads.filter((file) => !page.includes(`"${file}"`)),
  ];
  // A shell's screen styles are fetched beside its code (the bundle's loader applies them when the
  // screen shows, from the cache by then); the other pages' screens fetch theirs as they load.
  const styles = inline
    ? files
        .filter((file) => file.endsWith('.css'))
        .map((file) => `<link rel="preload" as="style" href="${file}">`)
    : [];
  const scripts = files.filter((file) => !file.endsWith('.css'));
  // A shell names its code in links of its own (below): the starter only runs it.
  const preloadData = inline ? '' : ` data-preload="${scripts.join(' ')}"`;
  const callsData = calls.length > 0 ? ` data-calls="${calls.join(' ')}"` : '';
  const data = `data-start="${entry[1]}"${preloadData} data-when="${when}"${callsData}`;
  const callsTag = calls.length > 0 ? `<script type="module">${shellCallsSource}</script>` : '';
  const tag = inline
    ? `<script type="module" ${data}>${starterSource}</script>${callsTag}`
    : `<script type="module" src="${starterPath}" ${data}></script>`;
  const withStarter = starting.replace(
    '</head>',
    `  ${[...styles, tag].join('\n    ')}\n  </head>`,
  );
  if (!inline) return withStarter;
  // A shell names its code at the top of the page: the browser asks for it as soon as the page's
  // first bytes are in, while the page is still coming and being drawn (the answers start one
  // round trip later, when the page is in).
  const codeLinks = [entry[1], ...scripts]
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
    .join('');
  return withStarter.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${codeLinks}`);
}

const fonts = readdirSync(new URL('assets/', dist)).filter((file) =>
  /^noto-sans-tamil-tamil-(400|700)-normal-.*\.woff2$/.test(file),
);
if (fonts.length !== 2)
  throw new Error(`expected the two Tamil font files, found ${fonts.join(', ')}`);

for (const [language, lang] of [
  ['english', 'en'],
  ['tamil', 'ta'],
]) {
  // A Tamil page's heading and text are Tamil: the font is wanted at once, not once the CSS is read.
  const fontPreloads =
    language === 'tamil'
      ? fonts.map(
          (file) =>
            `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`,
        )
      : [];
  /** @param {string} page */
  // These pages are read before their code runs: the app's Tamil font is named from the start
  // (a shell names it once its screen is on, lib/tamil-font.ts; decision 0089).
  const inLanguage = (page) =>
    page
      .replace('<html lang="en">', `<html lang="${lang}" class="tamil-font">`)
      .replace('</head>', `  ${fontPreloads.join('\n    ')}\n  </head>`);

  // The information screen's code and the router's words come with the rest, not one after another.
  const infoPreloads = [
    ...chunkFiles('src/app/screens/info-screen.tsx'),
    ...chunkFiles(`src/locales/${language}-portal-dictionaries.ts`),
  ];
  const notFoundPreloads = [
    ...chunkFiles('src/app/screens/not-found-screen.tsx'),
    ...chunkFiles(`src/locales/${language}-portal-dictionaries.ts`),
  ];
  const markup = await renderLanding(language);
  const words = chunkFiles(`src/locales/${language}-landing-dictionaries.ts`);
  // The fallback, with the built-in words and standard prices: its code runs after the first
  // paint and brings the office's.
  const landingPage = inLanguage(
    drawnBeforeItsCode(landingTemplate, 'paint', { morePreloads: words }),
  );
  writeFileSync(
    new URL(`landing.${language}.html`, dist),
    landingPage.replace(
      EMPTY_ROOT,
      `<div id="root" data-prerendered="${language}">${markup}</div>`,
    ),
  );
  // The server fills its title, its root and its answers with the office's current ones
  // (apps/server/src/modules/web-pages/landing-documents.ts): the page then needs its code only
  // when the visitor touches it (decision 0042).
  writeFileSync(
    new URL(`landing-template.${language}.html`, dist),
    inLanguage(drawnBeforeItsCode(landingTemplate, 'interaction', { morePreloads: words })),
  );
  // The server fills its title and its root (apps/server/src/modules/web-pages/info-page-documents.ts).
  writeFileSync(
    new URL(`info-page.${language}.html`, dist),
    inLanguage(drawnBeforeItsCode(appTemplate, 'interaction', { morePreloads: infoPreloads })),
  );
  // The server fills its title and its root, and sends it with a 404 for an address no screen has
  // (apps/server/src/modules/web-pages/not-found-documents.ts).
  writeFileSync(
    new URL(`not-found.${language}.html`, dist),
    inLanguage(drawnBeforeItsCode(appTemplate, 'interaction', { morePreloads: notFoundPreloads })),
  );
}

// Every other customer page is drawn before its code too: a shell in the visitor's
// language (the header with the portal's name, the page's title, a loading line) that a slow
// phone shows at once, while the page's code and words come side by side after the first paint
// (the Tamil fonts are not preloaded: a phone with its own Noto Sans Tamil needs none, fonts.css);
// the router takes its place when the screen can show (app/portal-start.tsx). The server sends
// each route's shell in the visitor's language (apps/server/src/plugins/web-app.ts), naming them
// from shells.json. The office's console keeps the bare page.
// Each shell also starts the calls its screen makes first (`calls`, shell-calls.js; "@" for those
// with the customer's session), besides those of every page (`everyPageCalls`: the office's
// settings, app/first-screen-data.ts, and words, lib/i18n.ts). A path here that a screen no longer
// calls costs one unused answer, nothing more; e2e/site/shells.spec.ts checks each is taken.
const everyPageCalls = ['/api/settings/ui?language={language}', '/api/translations'];
const shellRoutes = [
  {
    path: '/login',
    languageSwitch: true,
    title: 'auth:title',
    signedIn: false,
    screen: 'src/app/screens/login-screen.tsx',
    calls: ['/api/youtube-testimonials?language={language}'],
  },
  {
    path: '/privacy',
    languageSwitch: true,
    title: 'privacy-notice:title',
    signedIn: false,
    screen: 'src/app/screens/privacy-screen.tsx',
    calls: ['/api/privacy/notice?language={language}'],
  },
  {
    path: '/unsubscribe',
    languageSwitch: true,
    title: 'account:unsubscribe_title',
    signedIn: false,
    screen: 'src/app/screens/unsubscribe-screen.tsx',
  },
  {
    path: '/confirm-email',
    title: 'account:confirm_email_title',
    signedIn: false,
    screen: 'src/app/screens/confirm-email-screen.tsx',
  },
  {
    path: '/home',
    languageSwitch: true,
    title: 'account:nav_home',
    signedIn: true,
    screen: 'src/app/screens/home-screen.tsx',
    calls: ['/api/services?language={language}&country=india', '@/api/appointments'],
  },
  {
    path: '/booking',
    title: 'booking:title',
    signedIn: true,
    screen: 'src/app/screens/booking-screen.tsx',
    calls: [
      '/api/services?language={language}&country=india',
      '/api/countries',
      '@/api/user/people',
    ],
  },
  {
    path: '/payment/:appointmentId',
    title: 'payments:title',
    signedIn: true,
    screen: 'src/app/screens/payment-screen.tsx',
  },
  {
    path: '/select-slot/:appointmentId',
    title: 'slots:title',
    signedIn: true,
    screen: 'src/app/screens/select-slot-screen.tsx',
  },
  {
    path: '/reschedule/:appointmentId',
    title: 'slots:reschedule_title',
    signedIn: true,
    screen: 'src/app/screens/reschedule-screen.tsx',
  },
  {
    path: '/appointments',
    title: 'appointments:title',
    signedIn: true,
    screen: 'src/app/screens/appointments-screen.tsx',
    calls: ['@/api/appointments'],
  },
  {
    path: '/receipts/payment/:paymentId',
    title: 'receipts:receipt_title',
    signedIn: true,
    screen: 'src/app/screens/receipts/receipt-screen.tsx',
  },
  {
    path: '/receipts/refund/:refundId',
    title: 'receipts:credit_note_title',
    signedIn: true,
    screen: 'src/app/screens/receipts/credit-note-screen.tsx',
  },
  {
    path: '/profile',
    title: 'account:profile_title',
    signedIn: true,
    screen: 'src/app/screens/profile-screen.tsx',
  },
];
/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
/** A built-in word, "namespace:key", in a language. @param {'en' | 'ta'} lang @param {string} key */
function word(lang, key) {
  const [namespace, name] = key.split(':');
  const text = JSON.parse(
    readFileSync(new URL(`./src/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'),
  )[name ?? ''];
  if (typeof text !== 'string') throw new Error(`no ${lang} word for ${key}`);
  return text;
}
/** The style sheets a page links, as /assets/ paths. @param {string} page */
const styleSheetsOf = (page) =>
  [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    (link) => link[1] ?? '',
  );
/**
 * The page with its style sheets in the page itself: a shell is on screen when its HTML is in, and
 * the page's code starts coming then, not one style sheet's round trip later. Each sheet's link
 * stays, disabled (never fetched): the bundle's loader, which adds a screen's sheets before the
 * screen shows, finds it there and does not fetch it again.
 * @param {string} page
 */
function withStylesInline(page) {
  return page.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g,
    (_, file) =>
      `<style>${readFileSync(new URL(file, dist), 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`,
  );
}
// Every shell starts from the app's page with its sheets inline, made once.
const inlineSheets = styleSheetsOf(appTemplate);
const shellTemplate = withStylesInline(appTemplate);
/** @type {Record<string, string>} route pattern -> the shell's file name, without its language */
const shellFiles = {};
for (const [language, lang] of [
  ['english', 'en'],
  ['tamil', 'ta'],
]) {
  const appName = escapeHtml(word(lang, 'common:app_name'));
  for (const route of shellRoutes) {
    const name = `shell.${route.path.slice(1).replaceAll('/', '.').replaceAll(':', '')}`;
    shellFiles[route.path] = name;
    const preloads = [
      ...new Set([
        ...chunkFiles(route.screen),
        ...chunkFiles(`src/locales/${language}-landing-dictionaries.ts`),
        ...chunkFiles(`src/locales/${language}-portal-dictionaries.ts`),
        ...(route.signedIn ? chunkFiles(`src/locales/${language}-screen-dictionaries.ts`) : []),
      ]),
    ].filter((file) => !inlineSheets.includes(file));
    const title = escapeHtml(word(lang, route.title));
    const header = route.signedIn ? 'signed-in-header' : 'public-header';
    const skipLink = escapeHtml(word(lang, 'common:skip_to_content'));
    const loading = escapeHtml(word(lang, 'common:loading'));
    const home = route.signedIn ? '/home' : '/';
    // The Tamil font's weights the screen shows, fetched once the page's code runs
    // (lib/tamil-font.ts): a Tamil page's text; on an English page, the bold "தமிழ்" of a
    // language switch.
    const tamilFont = lang === 'ta' ? '400 700' : route.languageSwitch ? '700' : '';
    const tamilFontData = tamilFont ? ` data-tamil-font="${tamilFont}"` : '';
    const shell =
      `<div id="root" data-shell="${route.path}"${tamilFontData}>` +
      `<a class="skip-link" href="#main">${skipLink}</a>` +
      `<header class="${header}"><a class="brand" href="${home}">` +
      `<img src="/favicon.svg" alt="" width="32" height="32"><span>${appName}</span></a></header>` +
      `<main id="main" class="narrow-page app-shell"><h1 class="app-shell__title">${title}</h1>` +
      `<p class="first-screen-loading" role="status">${loading}</p></main></div>`;
    const page = drawnBeforeItsCode(shellTemplate, 'paint', {
      morePreloads: preloads,
      // Every signed-in screen asks whether the privacy notice needs agreeing to (decision 0100).
      calls: [
        ...everyPageCalls,
        ...(route.signedIn ? ['@/api/user/consents'] : []),
        ...(route.calls ?? []),
      ],
      inline: true,
    })
      .replace('<html lang="en">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title} · ${appName}</title>`)
      .replace(EMPTY_ROOT, shell);
    writeFileSync(new URL(`${name}.${language}.html`, dist), page);
  }
}
writeFileSync(new URL('shells.json', dist), `${JSON.stringify(shellFiles, null, 2)}\n`);

// Only the filled pages are served; the landing template and the manifest are build leftovers.
rmSync(new URL('landing.html', dist));
rmSync(new URL('.vite/', dist), { recursive: true, force: true });
console.log(
  'prerendered the landing page in english and tamil; wrote the templates of the pages the server draws',
);
// Nothing should be pending, but a stray timer must not hold the build.
process.exit(0);
