import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import {
  createServerLoggers,
  lazyRequestLogger,
  REQUEST_LINES_BATCH_CHARS,
  REQUEST_LINES_DELAY_MS,
} from './server-loggers';

function loggersWritingToText(level = 'info') {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').trim().split('\n'))
      lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { loggers: createServerLoggers(level, stream), lines };
}

const requestLogger = (parent: FastifyBaseLogger, reqId: string) =>
  lazyRequestLogger.call(null as never, parent, { reqId }, {}, undefined as never);

it("gives a request's own lines its id and the redaction", async () => {
  const { loggers, lines } = loggersWritingToText();
  const log = requestLogger(loggers.app, 'request-0001');
  expect(log.level).toBe('info');
  log.debug({ detail: 'chatty' }, 'not written');
  log.warn({ name: 'Lakshmi', phone_number: '+919800055501', slot: 540 }, 'slot taken');
  log.child({ appointment: 7 }).error('failed');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatchObject({
    level: 40,
    reqId: 'request-0001',
    name: '[redacted]',
    phone_number: '[redacted]',
    slot: 540,
    msg: 'slot taken',
  });
  expect(lines[1]).toMatchObject({
    level: 50,
    reqId: 'request-0001',
    appointment: 7,
    msg: 'failed',
  });
});

it("writes request lines in pino's format within a tenth of a second", async () => {
  const { loggers, lines } = loggersWritingToText();
  loggers.requestLines!.write({
    reqId: 'request-0002',
    method: 'GET',
    path: '/api/countries',
    status: 200,
    ms: 1,
  });
  loggers.requestLines!.write({
    reqId: 'request-0003',
    method: 'POST',
    path: '/api/"quoted"',
    status: 404,
    ms: 12,
  });
  loggers.app.info({ token: 'secret-token' }, 'app line');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines.map((line) => line.msg)).toEqual(['app line']);
  await new Promise((resolve) => setTimeout(resolve, REQUEST_LINES_DELAY_MS + 20));
  expect(lines.map((line) => line.msg)).toEqual([
    'app line',
    'request completed',
    'request completed',
  ]);
  expect(lines[0]).toMatchObject({ token: '[redacted]' });
  const { time, pid, hostname, ...fields } = lines[1]!;
  expect(fields).toEqual({
    level: 30,
    reqId: 'request-0002',
    method: 'GET',
    path: '/api/countries',
    status: 200,
    ms: 1,
    msg: 'request completed',
  });
  expect(Object.keys(lines[1]!)).toEqual(
    Object.keys(lines[0]!)
      .filter((key) => key !== 'token' && key !== 'msg')
      .concat(['reqId', 'method', 'path', 'status', 'ms', 'msg']),
  );
  expect([typeof time, pid, hostname]).toEqual(['number', lines[0]!.pid, lines[0]!.hostname]);
  expect(lines[2]).toMatchObject({ path: '/api/"quoted"', status: 404, ms: 12 });
});

it('writes request lines when a batch is full, and the rest on close', async () => {
  const { loggers, lines } = loggersWritingToText();
  const line = { reqId: 'request-0004', method: 'GET', path: '/api/services', status: 200, ms: 0 };
  // A line is some 170 characters: more than one batch, less than two.
  const count = Math.floor(REQUEST_LINES_BATCH_CHARS / 100);
  for (let index = 0; index < count; index += 1) loggers.requestLines!.write(line);
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.length).toBeLessThan(count);
  loggers.requestLines!.flush();
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(count);
});

it('at warn level neither info lines nor request lines are written', async () => {
  const { loggers, lines } = loggersWritingToText('warn');
  requestLogger(loggers.app, 'request-0003').info('quiet');
  await new Promise((resolve) => setImmediate(resolve));
  expect(lines).toHaveLength(0);
  expect(loggers.requestLines).toBeNull();
});
