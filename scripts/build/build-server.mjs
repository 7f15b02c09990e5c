// The server as one JavaScript bundle (apps/server/dist/server-code.cjs, run by its entry
// apps/server/dist/server.js with Node's compile cache, decisions 0045 and 0048), so it runs on plain Node
// without a TypeScript loader (docs/decisions/0033). Our own code, the contracts and the pure
// JavaScript packages are bundled (finding and reading some hundred package files was an eighth
// of a restart, decision 0037); packages that read files of their own or are loaded on demand
// stay imports of node_modules. Data files (migrations, the gazetteer, the default pages) are
// read from the repository where they are (lib/source-paths.ts). The command-line scripts
// (apps/server/src/cli: npm run admin, backup, restore, messages:templates) are built beside it,
// one CommonJS file each in dist/cli, run by scripts/run-cli.mjs (decision 0049). The PDF scan's
// worker thread is a file of its own too, dist/pdf-scan-worker.cjs (decision 0092).
// Usage: node scripts/build/build-server.mjs [--if-stale] [--out-dir folder]
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const defaultOutDir = join(root, 'apps', 'server', 'dist');
export const serverBundle = join(defaultOutDir, 'server.js');
/** The command-line scripts built: the names of their files in apps/server/src/cli (without .ts). */
export const cliScripts = ['admin-role', 'backup', 'restore', 'message-templates'];
/** A command-line script's built file. @param {string} name one of cliScripts */
export const cliBundle = (name, outDir = defaultOutDir) => join(outDir, 'cli', `${name}.cjs`);
const inputs = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/contracts/src',
  'package-lock.json',
  'scripts/build/build-server.mjs',
];

/**
 * Packages left out of the bundle: PGlite (its WebAssembly and data files), the PDF maker (its
 * fonts), and what is loaded only on demand (the S3 client, the PostgreSQL driver, Redis).
 */
const EXTERNAL_PACKAGES =
  /^(@electric-sql\/pglite|pdfkit|fontkit|@aws-sdk\/|@smithy\/|pg$|pg\/|redis$|@redis\/)/;
/** Node's own modules and the packages above stay imports; the rest goes in. @type {import('esbuild').Plugin} */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || EXTERNAL_PACKAGES.test(args.path)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * The bundle's few characters beyond ASCII as \u escapes. esbuild escapes them in strings; some
 * stay in comments and regular expressions, where an escape means the same character. An ASCII
 * file is decoded at start on V8's fast path for ASCII (decision 0045). Source map columns after such
 * a character, on its line, move a little.
 * @param {string} text
 */
const asciiOnly = (text) =>
  text.replace(
    /[^\t\n\r -~]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * Builds the bundle (into `outDir`, apps/server/dist unless told); with `ifStale`, only when its
 * sources changed since the last build there. Resolves with whether it built.
 */
export async function buildServer({ ifStale = false, outDir = defaultOutDir } = {}) {
  const stamp = buildStamp({
    root,
    inputs,
    stampFile: join(outDir, '.build-stamp'),
    output: join(outDir, 'server.js'),
  });
  if (ifStale && stamp.upToDate) return false;
  // Loaded only to build: a start with an up-to-date bundle does not pay for it.
  const { build } = await import('esbuild');
  // An earlier build's files would linger (its compile cache, chunks of older builds): they go first.
  rmSync(join(outDir, 'chunks'), { recursive: true, force: true });
  rmSync(join(outDir, '.compile-cache'), { recursive: true, force: true });
  rmSync(join(outDir, 'cli'), { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir))
    if (/^(server(-code)?|pdf-scan-worker)\./.test(name))
      rmSync(join(outDir, name), { force: true });
  const sources = join(root, 'apps', 'server', 'src');
  // The server's code as one CommonJS file (decision 0045). What it imports only when needed (the
  // S3 client, the PDF maker, Redis, the PostgreSQL driver) is bundled too, set up only when first
  // used; packages kept out stay require().
  // The command-line scripts go the same way, each a file of its own: they start in a tenth of
  // the time tsx took to compile their TypeScript (decision 0049).
  const cli = Object.fromEntries(
    cliScripts.map((name) => [`cli/${name}`, join(sources, 'cli', `${name}.ts`)]),
  );
  const { outputFiles } = await build({
    entryPoints: {
      'server-code': join(sources, 'server.ts'),
      'pdf-scan-worker': join(sources, 'lib', 'uploads', 'pdf-scan-worker.ts'),
      ...cli,
    },
    outdir: outDir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
    // Written below, the bundle made ASCII on the way.
    write: false,
    plugins: [packagesStayExternal],
    // Strict, as the ES modules it is made of; their import.meta.url is the bundle's own address.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: {
      js: `"use strict";\nconst __bundleUrl = require('node:url').pathToFileURL(__filename).href;`,
    },
  });
  mkdirSync(join(outDir, 'cli'), { recursive: true });
  for (const file of outputFiles)
    writeFileSync(file.path, file.path.endsWith('.cjs') ? asciiOnly(file.text) : file.contents);
  // Its entry: a few lines that run it with the compile cache.
  await build({
    entryPoints: { server: join(sources, 'compiled-entry.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
  });
  stamp.stamp();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outDirAt = process.argv.indexOf('--out-dir');
  const outDir = outDirAt === -1 ? defaultOutDir : (process.argv[outDirAt + 1] ?? defaultOutDir);
  const built = await buildServer({ ifStale: process.argv.includes('--if-stale'), outDir });
  console.log(
    built
      ? `server bundle built in ${Date.now() - started} ms: ${join(outDir, 'server.js')}`
      : 'server bundle up to date',
  );
}
