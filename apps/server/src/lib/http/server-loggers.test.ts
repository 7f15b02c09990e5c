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

it("request lines go to the same destination, in pino's format, gathered into one write per turn of the event loop", async () => {
  const { loggers, lines } = loggersWritingToText();
  loggers.requestLines!.write({ reqId: 'request-0002', method: 'GET', path: '/api/countries', status: 200, ms: 1 });
  loggers.requestLines!.write({ reqId: 'request-0003', method: 'POST', path: '/api/"quoted"', status: 404, ms: 12 });
  expect(lines).toHaveLength(0);
  loggers.app.info({ token: 'secret-token' }, 'app line');
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines.map((line) => line.msg)).toEqual(['app line', 'request completed', 'request completed']);
  expect(lines[0]).toMatchObject({ token: '[redacted]' });
  const { time, pid, hostname, ...fields } = lines[1]!;
  expect(fields).toEqual({ level: 30, reqId: 'request-0002', method: 'GET', path: '/api/countries', status: 200, ms: 1, msg: 'request completed' });
  expect(Object.keys(lines[1]!)).toEqual(Object.keys(lines[0]!).filter((key) => key !== 'token' && key !== 'msg').concat(['reqId', 'method', 'path', 'status', 'ms', 'msg']));
  expect([typeof time, pid, hostname]).toEqual(['number', lines[0]!.pid, lines[0]!.hostname]);
  expect(lines[2]).toMatchObject({ path: '/api/"quoted"', status: 404, ms: 12 });
});

it('at warn level neither info lines nor request lines are written', async () => {
  const { loggers, lines } = loggersWritingToText('warn');
  requestLogger(loggers.app, 'request-0003').info('quiet');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(0);
  expect(loggers.requestLines).toBeNull();
});
