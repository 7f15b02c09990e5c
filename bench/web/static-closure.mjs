// The files a chunk of the built web app pulls in with static imports: what the browser must
// load with it. Dynamic imports (import("./x.js"), the lazy routes) are left out on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

/** @param {string} assets the build's assets folder; @param {string[]} entries file names in it */
export function staticClosure(assets, entries) {
  /** @type {Set<string>} */
  const seen = new Set();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT))
      queue.push(match[1] ?? '');
  }
  return [...seen];
}

/** @param {string} assets @param {RegExp} pattern */
export const assetsNamed = (assets, pattern) =>
  readdirSync(assets).filter((file) => pattern.test(file));

/** @param {string} assets @param {string[]} files */
export const gzipKbOf = (assets, files) =>
  files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    0,
  ) / 1024;

/**
 * Files of a list whose code speaks to the office API or carries the console's words.
 * @param {string} assets @param {string[]} files
 */
export const officeCodeIn = (assets, files) =>
  files.filter((file) =>
    /\/api\/admin\/|blocked_slots_title/.test(readFileSync(join(assets, file), 'utf8')),
  );
