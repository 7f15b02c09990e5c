// The yardstick: a bare Fastify server in a process of its own that answers each benchmarked
// path with the bytes (and content type) the portal gave for it, and nothing else.
// Usage (by run.mjs): node bare-server.mjs <port> <replies.json>, where replies.json maps a path
// (with its query) to { contentType, body } (body in base64). Prints "ready" once listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [portText = '0', repliesFile = ''] = process.argv.slice(2);
/** @type {Record<string, { contentType: string; body: string }>} */
const replies = JSON.parse(readFileSync(repliesFile, 'utf8'));
const app = Fastify({ logger: false });
/** @type {Map<string, { contentType: string; body: Buffer }>} */
const byUrl = new Map(
  Object.entries(replies).map(([url, reply]) => [
    url,
    { contentType: reply.contentType, body: Buffer.from(reply.body, 'base64') },
  ]),
);
app.get('/*', (request, reply) => {
  const found = byUrl.get(request.url);
  if (!found) return reply.code(404).send();
  return reply.type(found.contentType).send(found.body);
});
await app.listen({ port: Number(portText), host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
