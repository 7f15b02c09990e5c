// The web app's production bundle (apps/web/dist, and its server bundle apps/web/dist-server),
// whatever NODE_ENV the caller runs with: the bundle customers get is the one the server serves
// and the end-to-end tests run against.
// Usage: node scripts/build/build-web.mjs [--if-stale]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStamp } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(root, 'apps', 'web', 'dist');
const stampFile = join(outDir, '.build-stamp');
// The server bundle the server draws information pages with (apps/web/dist-server).
const serverRenderer = join(root, 'apps', 'web', 'dist-server', 'render-info.js');
const inputs = ['apps/web', 'packages', 'package-lock.json', 'scripts/build/build-web.mjs'];

/**
 * Builds the web app; with `ifStale`, only when its sources changed since the last build; with
 * `quiet`, Vite's listing is shown only when the build fails. Returns whether it built.
 */
export function buildWeb({ ifStale = false, quiet = false } = {}) {
  const stamp = buildStamp({ root, inputs, stampFile, output: join(outDir, 'index.html') });
  if (ifStale && stamp.upToDate && existsSync(serverRenderer)) return false;
  const run = spawnSync('npm', ['run', 'build', '--silent', '-w', '@portal/web'], {
    cwd: root,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (run.status !== 0)
    throw new Error(
      `the web build failed (exit ${run.status})${quiet ? `:\n${run.stdout}${run.stderr}` : ''}`,
    );
  stamp.stamp();
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const built = buildWeb({ ifStale: process.argv.includes('--if-stale') });
  console.log(built ? `web app built in ${Date.now() - started} ms` : 'web app up to date');
}
