// After the web build: each text asset of dist/ also as .br (Brotli, its best quality) and .gz
// (gzip, level 9), beside it, which the server sends as they are to a browser that takes them
// (apps/server/src/plugins/web-app.ts, preCompressed). Compressed once here at the most the
// formats allow, not per request at a level that keeps a request fast: on a slow phone every
// kilobyte of the initial bundle counts. A file that would not shrink by a tenth stays as it is.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(js|css|svg|json|webmanifest|txt|xml)$/;
const SMALLEST_WORTH_IT = 1024;

/** Every file under `folder`, as paths. @param {string} folder @returns {string[]} */
const filesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

let written = 0;
for (const file of filesUnder(dist).filter(
  (path) => TEXT.test(path) && statSync(path).size >= SMALLEST_WORTH_IT,
)) {
  const bytes = readFileSync(file);
  const variants = {
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gz: gzipSync(bytes, { level: 9 }),
  };
  for (const [extension, compressed] of Object.entries(variants)) {
    if (compressed.length > bytes.length * 0.9) continue;
    writeFileSync(`${file}.${extension}`, compressed);
    written += 1;
  }
}
console.log(`precompressed ${written} files of the web build (.br, .gz)`);
