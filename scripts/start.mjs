// npm start: builds the web app and the server only when their sources changed since the last
// build, then runs the compiled server (apps/server/dist/server.js) in this same process.
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundle } from './build/build-server.mjs';
import { buildWeb } from './build/build-web.mjs';

const started = Date.now();
const builtWeb = buildWeb({ ifStale: true });
const builtServer = await buildServer({ ifStale: true });
if (builtWeb || builtServer) console.log(`built ${[builtWeb && 'the web app', builtServer && 'the server'].filter(Boolean).join(' and ')} in ${Date.now() - started} ms`);
// No source maps at start: Node reads the bundle's whole map as it loads it, 0.8 s of a restart.
// Stack traces name the bundle's lines, under comments naming each source file; with
// NODE_OPTIONS=--enable-source-maps they name the TypeScript sources (decision 0044).
await import(pathToFileURL(serverBundle).href);
