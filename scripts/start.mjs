// npm start: builds the web app and the server only when their sources changed since the last
// build, then runs the compiled server (apps/server/dist/server.js) in this same process. Every
// line on standard output is a JSON line of pino (decision 0052); in a terminal, this script runs
// again as a child whose lines pino-pretty draws for a person, never when the output is a file
// or a pipe.
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundle } from './build/build-server.mjs';
import { buildWeb } from './build/build-web.mjs';

if (process.stdout.isTTY) {
  const { runDrawnForTerminal } = await import('./pretty-in-terminal.mjs');
  await runDrawnForTerminal();
} else {
  const started = Date.now();
  // Vite's listing would be lines of another format: shown only when the build fails (on standard error).
  const builtWeb = buildWeb({ ifStale: true, quiet: true });
  const builtServer = await buildServer({ ifStale: true });
  if (builtWeb || builtServer) {
    // Loaded only then: a start with current builds does not pay for it.
    const { default: pino } = await import('pino');
    const built = [builtWeb && 'the web app', builtServer && 'the server'].filter(Boolean);
    pino().info(
      { built, ms: Date.now() - started },
      `built ${built.join(' and ')} in ${Date.now() - started} ms`,
    );
  }
  // No source maps at start: Node reads the bundle's whole map as it loads it, 0.8 s of a restart.
  // Stack traces name the bundle's lines, under comments naming each source file; with
  // NODE_OPTIONS=--enable-source-maps they name the TypeScript sources (decision 0044).
  await import(pathToFileURL(serverBundle).href);
}
