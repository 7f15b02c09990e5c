/*
 * The compiled server's entry (apps/server/dist/server.js, built on its own from this file): turns
 * on Node's compile cache, kept beside the bundle, then loads the bundle (server-code.cjs). Without
 * the cache, V8 compiles the bundle's several megabytes at every start, then each function the
 * start calls; with it, it reads them back compiled: a tenth of a restart (decision 0045, as
 * revised by decision 0048).
 */
import { createRequire, enableCompileCache, flushCompileCache } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How long after the start the cache is written: by then it holds what the start compiled. */
const CACHE_WRITE_DELAY_MS = 3_000;

const distDir = dirname(fileURLToPath(import.meta.url));
// Node keys each entry by the file's contents, so a new build never gets an older build's code. A
// folder the server may not write (a read-only install) only means every start compiles.
enableCompileCache(join(distDir, '.compile-cache'));
// Node writes the cache when the process exits; a server may never exit on its own terms (a kill),
// so it is written once the start's functions are compiled too.
setTimeout(() => flushCompileCache(), CACHE_WRITE_DELAY_MS).unref();
createRequire(import.meta.url)(join(distDir, 'server-code.cjs'));
