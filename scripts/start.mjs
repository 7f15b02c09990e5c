// npm start: builds the web app and the server only when their sources changed since the last
// build, then runs the compiled server (apps/server/dist/server.js) in this same process.
import { pathToFileURL } from 'node:url';
import { buildServer, serverBundle } from './build/build-server.mjs';
import { buildWeb } from './build/build-web.mjs';

const started = Date.now();
const builtWeb = buildWeb({ ifStale: true });
const builtServer = await buildServer({ ifStale: true });
if (builtWeb || builtServer) console.log(`built ${[builtWeb && 'the web app', builtServer && 'the server'].filter(Boolean).join(' and ')} in ${Date.now() - started} ms`);
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
