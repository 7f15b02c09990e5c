import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake provider received. */
export interface ReceivedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Never answer (for timeouts). */
  hang?: boolean;
}

/**
 * For tests: a local HTTP server standing in for a provider's API. It records every request
 * (with its JSON body) and answers with what `reply` returns for it.
 */
export async function startFakeApi(reply: (request: ReceivedRequest) => FakeReply) {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: kept as text
      }
      const entry = {
        method: request.method ?? '',
        url: new URL(request.url ?? '/', 'http://fake'),
        headers: request.headers,
        body,
      };
      received.push(entry);
      const answer = reply(entry);
      if (answer.hang) return;
      response.statusCode = answer.status ?? 200;
      response.setHeader('content-type', 'application/json');
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
