// npm run admin, backup, restore and messages:templates: runs a command-line script from the
// server's build (apps/server/dist/cli/<name>.cjs), building it first when the server's sources
// changed since the last build, as npm start does (decision 0049). Node's compile cache is kept
// beside the server's (dist/.compile-cache), so a script's second run reads its code compiled.
// Usage: node scripts/run-cli.mjs <admin-role|backup|restore|message-templates> [its arguments]
import { createRequire, enableCompileCache } from 'node:module';
import { dirname, join } from 'node:path';
import { buildServer, cliBundle, cliScripts } from './build/build-server.mjs';

// The script's own arguments follow its name: process.argv is left as if it had been run itself.
const [name] = process.argv.splice(2, 1);
if (!cliScripts.includes(name ?? '')) {
  console.error(`Usage: node scripts/run-cli.mjs <${cliScripts.join('|')}> [arguments]`);
  process.exit(2);
}
const started = Date.now();
// Said on standard error: a script's standard output is its answer alone.
if (await buildServer({ ifStale: true }))
  console.error(`built the server in ${Date.now() - started} ms`);
const bundle = cliBundle(name);
enableCompileCache(join(dirname(bundle), '..', '.compile-cache'));
createRequire(import.meta.url)(bundle);
