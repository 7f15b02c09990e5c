import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** Requests Node's HTTP parser refuses before any route: sent over a real socket. */

let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await testApp?.close();
});

function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('utf8')));
    socket.on('close', () => resolve(reply));
    socket.on('error', reject);
  });
}

it.each([
  [
    'headers larger than the server takes',
    `GET /api/services HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    431,
  ],
  ['bytes that are not HTTP', 'HELLO THERE\r\n\r\n', 400],
])('%s get the error envelope with an id', async (_name, text, status) => {
  const reply = await rawRequest(text);
  const [head = '', body = ''] = reply.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toBe(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
  );
  expect(head).toMatch(/X-Content-Type-Options: nosniff/);
  const envelope = JSON.parse(body) as { success: boolean; code: string; request_id: string };
  expect(envelope.success).toBe(false);
  expect(head).toContain(`X-Request-Id: ${envelope.request_id}`);
  expect(body).not.toContain('aaaa');
});
