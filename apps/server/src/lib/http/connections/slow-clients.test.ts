import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOnce } from '../../../test/booking-load';
import { createCustomer } from '../../../test/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { connectionCeiling, openFileLimit, type ConnectionLimits } from './connection-guard';

const limits: ConnectionLimits = {
  headersTimeoutMs: 3_000,
  bodyIdleTimeoutMs: 2_000,
  keepAliveTimeoutMs: 2_000,
  maxPerAddress: 64,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Opened {
  socket: Socket;
  /** Milliseconds from connecting until the server closed it; null while open. */
  closedAfterMs: () => number | null;
  /** What the server wrote before closing. */
  received: () => string;
}

/** A raw connection from `localAddress` that writes `first` and then whatever the test writes. */
function open(port: number, localAddress: string, first: string): Promise<Opened> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    let closedAt: number | null = null;
    let received = '';
    let openedAt = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => (closedAt = Date.now()));
    socket.on('connect', () => {
      openedAt = Date.now();
      socket.write(first);
      resolve({
        socket,
        closedAfterMs: () => (closedAt === null ? null : closedAt - openedAt),
        received: () => received,
      });
    });
  });
}

// Slow and idle connections cannot exhaust the server.
describe('slow and idle connections', () => {
  let testApp: TestApp;
  let port = 0;
  let base = '';

  beforeAll(async () => {
    testApp = await createTestApp({ connections: limits, uploadsPerPerson: 2 });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = (testApp.app.server.address() as { port: number }).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => testApp.close());

  it('closes 2,000 slow-header connections and answers a visitor throughout', async () => {
    const slow: Opened[] = [];
    // 50 addresses of 127.0.0.0/8, 40 connections each (below the 64 an address may hold).
    for (let index = 0; index < 2_000; index += 1) {
      slow.push(
        await open(
          port,
          `127.0.1.${(index % 50) + 1}`,
          'GET /healthz HTTP/1.1\r\nHost: portal\r\n',
        ),
      );
    }
    // They go on sending a header line every second, never the end of the headers.
    const drip = setInterval(() => {
      for (const connection of slow)
        if (connection.closedAfterMs() === null)
          connection.socket.write(`X-Slow-${Date.now()}: 1\r\n`);
    }, 1_000);
    const visits: (number | 'error')[] = [];
    try {
      const started = Date.now();
      while (Date.now() - started < limits.headersTimeoutMs + 2_500) {
        visits.push((await callOnce(base, 'GET', '/healthz', { timeoutMs: 3_000 })).status);
        await sleep(100);
      }
    } finally {
      clearInterval(drip);
    }
    const closedAfter = slow.map((connection) => connection.closedAfterMs());
    const stillOpen = closedAfter.filter((ms) => ms === null).length;
    const latest = Math.max(...closedAfter.map((ms) => ms ?? Number.POSITIVE_INFINITY));
    expect(visits.length).toBeGreaterThan(20);
    expect(visits.every((status) => status === 200)).toBe(true);
    expect(stillOpen).toBe(0);
    // The header time, plus Node's check every second and the time it took to open them all.
    expect(latest).toBeLessThan(limits.headersTimeoutMs + 3_000);
    expect(slow[0]!.received()).toMatch(/^HTTP\/1\.1 408/);
    console.warn(
      `2,000 slow-header connections from 50 addresses: all closed, the last ${latest} ms ` +
        `after it opened (header time ${limits.headersTimeoutMs} ms); ${visits.length} of ` +
        `${visits.length} visitor requests answered 200 meanwhile`,
    );
  }, 60_000);

  it('lets one address hold 64 connections and closes more from it at once', async () => {
    const held = await Promise.all(Array.from({ length: 64 }, () => open(port, '127.0.2.1', '')));
    const beyond = await Promise.all(Array.from({ length: 10 }, () => open(port, '127.0.2.1', '')));
    await sleep(300);
    expect(beyond.every((connection) => connection.closedAfterMs() !== null)).toBe(true);
    expect(held.every((connection) => connection.closedAfterMs() === null)).toBe(true);
    // Another address is served meanwhile; once the 64 close, the first address is served again.
    expect((await callOnce(base, 'GET', '/healthz')).status).toBe(200);
    for (const connection of held) connection.socket.destroy();
    await sleep(100);
    const again = await open(
      port,
      '127.0.2.1',
      'GET /healthz HTTP/1.1\r\nHost: portal\r\nConnection: close\r\n\r\n',
    );
    await expect.poll(() => again.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('closes a stalled request body and a kept-alive connection left idle', async () => {
    const stalled = await open(
      port,
      '127.0.3.1',
      'POST /api/auth/send-otp HTTP/1.1\r\nHost: portal\r\nContent-Type: ' +
        'application/json\r\nContent-Length: 100\r\n\r\n{"phone_',
    );
    const idle = await open(port, '127.0.3.2', 'GET /healthz HTTP/1.1\r\nHost: portal\r\n\r\n');
    await expect
      .poll(() => stalled.closedAfterMs(), { timeout: limits.bodyIdleTimeoutMs + 3_000 })
      .not.toBeNull();
    await expect
      .poll(() => idle.closedAfterMs(), { timeout: limits.keepAliveTimeoutMs + 3_000 })
      .not.toBeNull();
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(stalled.closedAfterMs()!).toBeGreaterThanOrEqual(limits.bodyIdleTimeoutMs - 100);
    expect(idle.closedAfterMs()!).toBeGreaterThanOrEqual(limits.keepAliveTimeoutMs - 100);
  });

  it('holds one customer to a few uploads at once', async () => {
    const token = await createCustomer(testApp, '+919845000001');
    const boundary = 'portal-test-boundary';
    const start = (language: string) =>
      open(
        port,
        '127.0.4.1',
        `POST /api/appointments HTTP/1.1\r\nHost: portal\r\nAuthorization: Bearer ` +
          `${token}\r\nAccept-Language: ${language}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ` +
          `5000000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; ` +
          `name="name"\r\n\r\nRavi\r\n`,
      );
    const uploads = [await start('en'), await start('en')];
    await sleep(300);
    const third = await start('ta');
    await expect.poll(() => third.received(), { timeout: 3_000 }).toMatch(/^HTTP\/1\.1 429/);
    expect(third.received()).toContain('UPLOADS_IN_PROGRESS');
    expect(third.received()).toContain('உங்கள் கோப்புகள் இன்னும் அனுப்பப்படுகின்றன');
    expect(third.received()).toMatch(/retry-after: \d+/i);
    // One ends (the phone gave up): the customer may start another.
    uploads[0]!.socket.destroy();
    await sleep(300);
    const fourth = await start('en');
    await sleep(500);
    expect(fourth.received()).toBe('');
    for (const upload of [uploads[1]!, third, fourth]) upload.socket.destroy();
  });
});

describe('the open-file limit', () => {
  it('is read from /proc and leaves a tenth (at least 256) for the portal’s own files', () => {
    expect(openFileLimit()).toBeGreaterThan(0);
    expect(connectionCeiling(20_000)).toBe(18_000);
    expect(connectionCeiling(1_024)).toBe(768);
    expect(connectionCeiling(null)).toBeNull();
    expect(openFileLimit('/nonexistent')).toBeNull();
  });
});
