/*
 * The compiled server's entry (apps/server/dist/server.js, built on its own from this file): runs
 * the server's bundle (server-code.cjs beside it) with a V8 code cache kept beside it too. Without
 * one, V8 compiles the bundle's several megabytes at every start, then each function the start
 * calls; with one, it reads them back compiled: a tenth of a restart (decision 0045).
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { ENTRY_IMPORT } from './lib/es-module-import';

/** How long after the start the cache is written: by then it holds what the start compiled. */
const CACHE_WRITE_DELAY_MS = 3_000;

const bundle = join(dirname(fileURLToPath(import.meta.url)), 'server-code.cjs');
// The bundle's import() of an ES module file goes through this module's own (lib/es-module-import.ts).
(globalThis as Record<symbol, unknown>)[ENTRY_IMPORT] = (href: string) => import(href);
const requireFromBundle = createRequire(bundle);

if (process.sourceMapsEnabled) {
  // Node's own loader maps stack traces to the TypeScript sources; code run through vm is not mapped.
  requireFromBundle(bundle);
} else {
  runWithCodeCache();
}

function runWithCodeCache(): void {
  // Named by the bundle's size and time: a new build is never given an older build's cache.
  const { size, mtimeMs } = statSync(bundle);
  const cacheFile = `${bundle}.${size}-${Math.trunc(mtimeMs)}.v8-cache`;
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // None yet: this start writes it.
  }
  // The bundle as Node's CommonJS loader runs a module: a function of its five names, on line 1.
  // The build leaves it ASCII, so it is read as Latin-1: copied, not decoded.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'latin1')}\n})`, {
    filename: bundle,
    cachedData,
  });
  const module = { exports: {} };
  (script.runInThisContext() as (...names: unknown[]) => void)(module.exports, requireFromBundle, module, bundle, dirname(bundle));
  // V8 refuses a cache of another V8 or other flags: it is made again.
  if (cachedData === undefined || script.cachedDataRejected) setTimeout(() => keepCache(script, cacheFile), CACHE_WRITE_DELAY_MS).unref();
}

function keepCache(script: vm.Script, cacheFile: string): void {
  const partial = `${cacheFile}.${process.pid}.tmp`;
  try {
    writeFileSync(partial, script.createCachedData());
    // Whole or not at all, whichever process writes it (several server processes start together).
    renameSync(partial, cacheFile);
  } catch {
    // A folder the server may not write (a read-only install): every start compiles, as without a cache.
    try {
      rmSync(partial, { force: true });
    } catch {
      // Nothing was written.
    }
  }
}
