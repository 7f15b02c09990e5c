import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { createServerLoggers, lazyRequestLogger } from './server-loggers';

function loggersWritingToText(level = 'info') {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').trim().split('\n')) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { loggers: createServerLoggers(level, stream), lines };
}

const requestLogger = (parent: FastifyBaseLogger, reqId: string) => lazyRequestLogger.call(null as never, parent, { reqId }, {}, undefined as never);

it("a request's own lines carry its id and go through the redaction; levels below the server's write nothing", async () => {
  const { loggers, lines } = loggersWritingToText();
  const log = requestLogger(loggers.app, 'request-0001');
  expect(log.level).toBe('info');
  log.debug({ detail: 'chatty' }, 'not written');
  log.warn({ name: 'Lakshmi', phone_number: '+919800055501', slot: 540 }, 'slot taken');
  log.child({ appointment: 7 }).error('failed');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({ level: 40, reqId: 'request-0001', name: '[redacted]', phone_number: '[redacted]', slot: 540, msg: 'slot taken' });
  expect(lines[1]).toMatchObject({ level: 50, reqId: 'request-0001', appointment: 7, msg: 'failed' });
});

it('request lines go to the same destination without the redaction, which their fields never need', async () => {
  const { loggers, lines } = loggersWritingToText();
  loggers.requestLines.info({ reqId: 'request-0002', method: 'GET', path: '/api/countries', status: 200, ms: 1 }, 'request completed');
  loggers.app.info({ token: 'secret-token' }, 'app line');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines.map((line) => line.msg)).toEqual(['request completed', 'app line']);
  expect(lines[0]).toMatchObject({ reqId: 'request-0002', path: '/api/countries', status: 200 });
  expect(lines[1]).toMatchObject({ token: '[redacted]' });
});

it('at warn level neither info lines nor request lines are written', async () => {
  const { loggers, lines } = loggersWritingToText('warn');
  requestLogger(loggers.app as unknown as FastifyBaseLogger, 'request-0003').info('quiet');
  loggers.requestLines.info({ path: '/' }, 'request completed');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(0);
});
