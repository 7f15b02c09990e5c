// Whether a build is up to date: a hash of everything it is made from, kept beside its output.
// Content, not modification times: a fresh clone or a checkout touches every file. The stamp
// also keeps a quick fingerprint of the inputs (each file's path, size and modification time),
// so a start where nothing was touched reads no file's content (decision 0044).
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

/** The hash of the files' paths and contents, and the Node version that builds them. */
/** @param {string} root @param {string[]} files */
function contentHash(root, files) {
  const hash = createHash('sha256').update(process.version);
  for (const file of files)
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** The hash of the files' paths, sizes and modification times, and the Node version. */
/** @param {string} root @param {string[]} files */
function statsHash(root, files) {
  const hash = createHash('sha256').update(process.version);
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\0${size}\0${mtimeMs}\0`);
  }
  return hash.digest('hex');
}

/**
 * Whether the output that `stampFile` stamps was built from the inputs (files and folders under
 * `root`) as they are now; `stamp()` records them as built, after a build.
 * @param {{ root: string; inputs: string[]; stampFile: string; output: string }} options
 * @returns {{ upToDate: boolean; stamp(): void }}
 */
export function buildStamp({ root, inputs, stampFile, output }) {
  const files = inputs.flatMap((input) => filesUnder(join(root, input)));
  const stats = statsHash(root, files);
  const [stampedContent, stampedStats] = existsSync(stampFile)
    ? readFileSync(stampFile, 'utf8').trim().split('\n')
    : [];
  let content = stampedStats === stats ? stampedContent : undefined;
  const contentNow = () => (content ??= contentHash(root, files));
  const stamp = () => writeFileSync(stampFile, `${contentNow()}\n${stats}\n`);
  const upToDate =
    existsSync(output) && stampedContent !== undefined && stampedContent === contentNow();
  // Touched but unchanged (a checkout, a copy): the next check is a quick one again.
  if (upToDate && stampedStats !== stats) stamp();
  // A build stamps the inputs as they were when it began.
  if (!upToDate) contentNow();
  return { upToDate, stamp };
}
