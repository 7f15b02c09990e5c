// Draws the app's PNG icons (apps/web/public: the web manifest's and iOS's home-screen icon) from
// their SVGs in apps/web/icons, each then reduced to a palette (pngquant: a phone fetches the
// manifest's icon on its first visit, beside the page: 12 KB became 3 KB for the 192 px one). The
// PNGs are committed: the build does not need these tools. Run it after changing an SVG. Needs
// rsvg-convert and pngquant (Debian: apt-get install librsvg2-bin pngquant).
// Usage: node scripts/make-app-icons.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');
/** [source SVG in apps/web/icons, size in pixels, PNG in apps/web/public] */
const icons = [
  ['app-icon.svg', 192, 'icons/icon-192.png'],
  ['app-icon.svg', 512, 'icons/icon-512.png'],
  ['app-icon-maskable.svg', 512, 'icons/icon-maskable-512.png'],
  // iOS rounds the corners itself and shows black where a picture is transparent: the full square.
  ['app-icon-maskable.svg', 180, 'apple-touch-icon.png'],
];

for (const [source, size, target] of /** @type {const} */ (icons)) {
  const output = join(web, 'public', target);
  mkdirSync(dirname(output), { recursive: true });
  const run = spawnSync(
    'rsvg-convert',
    [
      '--width',
      String(size),
      '--height',
      String(size),
      '--output',
      output,
      join(web, 'icons', source),
    ],
    { stdio: 'inherit' },
  );
  if (run.error)
    throw new Error(
      `rsvg-convert could not run (apt-get install librsvg2-bin): ${run.error.message}`,
    );
  if (run.status !== 0) throw new Error(`rsvg-convert failed on ${source} (exit ${run.status})`);
  const reduce = spawnSync(
    'pngquant',
    ['--quality', '80-95', '--speed', '1', '--strip', '--force', '--output', output, output],
    { stdio: 'inherit' },
  );
  if (reduce.error)
    throw new Error(`pngquant could not run (apt-get install pngquant): ${reduce.error.message}`);
  if (reduce.status !== 0) throw new Error(`pngquant failed on ${target} (exit ${reduce.status})`);
  console.log(`${target}: ${size}×${size} from ${source}`);
}
