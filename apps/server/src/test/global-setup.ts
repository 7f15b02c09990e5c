import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { repositoryRoot } from '../lib/source-paths';

/**
 * Vitest's global setup for the server's tests: builds the server's bundle (apps/server/dist, the
 * server and the command-line scripts) when its sources changed since the last build, as npm start
 * does, once before any test file runs. The tests that start the server or a script as a process
 * run that build: it starts in a fraction of the time tsx takes to compile the TypeScript at every
 * start (about 2 s against 8 to 10 on two busy cores; restart-after-crash.test.ts alone starts it
 * eleven times), and it is what npm start and npm run admin/backup/restore run. Built here, once,
 * no two test files can build it at the same time, nor one while another runs it.
 */
export default function setup() {
  const built = spawnSync(
    process.execPath,
    [join(repositoryRoot, 'scripts', 'build', 'build-server.mjs'), '--if-stale'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (built.status !== 0)
    throw new Error(`the server's bundle could not be built:\n${built.stdout}${built.stderr}`);
}
