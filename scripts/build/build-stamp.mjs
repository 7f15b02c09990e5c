// Whether a build is up to date: a hash of everything it is made from, kept beside its output.
// Content, not modification times: a fresh clone or a checkout touches every file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const skipped = new Set(['node_modules', 'dist', 'dist-server', '.vite', 'test-results']);

/** @param {string} path @returns {string[]} */
function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)))
    .sort();
}

/** The hash of the given files and folders (their paths and contents), and the Node version that builds them. */
/** @param {string} root @param {string[]} inputs */
export function inputsHash(root, inputs) {
  const hash = createHash('sha256').update(process.version);
  for (const file of inputs.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** True when `stampFile` records this hash (and the output it stamps exists). */
/** @param {string} stampFile @param {string} hash @param {string} output */
export function isUpToDate(stampFile, hash, output) {
  return existsSync(output) && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
}

/** @param {string} stampFile @param {string} hash */
export function writeStamp(stampFile, hash) {
  writeFileSync(stampFile, `${hash}\n`);
}
