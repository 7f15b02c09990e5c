import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../test/scratch-database';
import { lastSignInCode, logEntries, runServer, stopServer } from '../../../test/server-process';
import { DEFAULT_LEASE_SECONDS } from './outbox-worker';

/*
 * The outbox against real server processes: a kill -9 right after a booking is acknowledged,
 * and two processes sharing one PostgreSQL database. The console providers log each message
 * (its channel, kind and key; decision 0052) on the process's standard output, which is what is
 * counted here.
 */

const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

type Server = ReturnType<typeof runServer>;

async function start(env: Record<string, string>): Promise<Server & { url: string }> {
  // Messages at any hour (decision 0056): what is counted here goes at once whenever the suite runs.
  const server = runServer({ CAPTCHA: 'off', NODE_ENV: 'test', MESSAGE_HOURS: 'any', ...env });
  const { url, child } = await server.started;
  cleanups.push(() => stopServer(child));
  return { ...server, url };
}

async function call<T>(
  url: string,
  method: string,
  body: object | undefined,
  token?: string,
): Promise<{ status: number; json: T }> {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** Signs a number in through the real calls, reading the code from the server's output. */
async function signIn(server: Server & { url: string }, phone: string): Promise<string> {
  const sent = await call<{ request_id: string }>(`${server.url}api/auth/send-otp`, 'POST', {
    phone_number: phone,
  });
  expect(sent.status).toBe(200);
  let code: string | undefined;
  await expect
    .poll(() => (code = lastSignInCode(server.output().stdout, phone)), { timeout: 10_000 })
    .toBeDefined();
  const verified = await call<{ token: string }>(`${server.url}api/auth/verify-otp`, 'POST', {
    phone_number: phone,
    request_id: sent.json.request_id,
    otp: code,
  });
  expect(verified.status).toBe(200);
  return verified.json.token;
}

const booking = {
  name: 'Meena',
  gender: 'female',
  date_of_birth: '1990-04-14',
  birth_time: '06:10',
  birth_place: 'Madurai',
  services: [1],
  terms_agreed: true,
};

/**
 * Books; returns the appointment's id, which names its messages' keys
 * (`booking_created:appointment:<id>:customer:sms`).
 */
async function book(server: { url: string }, token: string): Promise<number> {
  const reply = await call<{ appointment: { id: number } }>(
    `${server.url}api/appointments`,
    'POST',
    booking,
    token,
  );
  expect(reply.status).toBe(201);
  return reply.json.appointment.id;
}

/** The keys of the messages a console provider logged of a channel and kind, one per message it would have sent. */
const linesOf = (output: string, channel: string, kind: string) =>
  logEntries(output)
    .filter(
      (entry) =>
        entry.channel === channel && entry.kind === kind && typeof entry.messageKey === 'string',
    )
    .map((entry) => entry.messageKey as string);
/** Whether a message's key is of this appointment. */
const ofAppointment = (id: number) => (key: string) => key.includes(`:appointment:${id}:`);

async function databaseEnv(): Promise<Record<string, string>> {
  if (!serverUrl) return { DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-outbox-')) };
  const scratch = await createScratchDatabase(serverUrl);
  cleanups.unshift(scratch.drop);
  return { DATABASE_URL: scratch.url };
}

it('sends, once, the confirmation of a booking acknowledged just before a kill -9', async () => {
  const env = await databaseEnv();
  const first = await start(env);
  const token = await signIn(first, '9800055001');
  const number = await book(first, token);
  first.child.kill('SIGKILL');
  await first.exited;

  const second = await start(env);
  const outputs = () => first.output().stdout + second.output().stdout;
  // The killed process may have claimed the message without sending it. The embedded database
  // frees such a claim as the next process starts (it is the only one); a shared server cannot
  // tell a dead process from a slow one, so the claim stands until its lease ends.
  const claimFreedWithin = serverUrl ? DEFAULT_LEASE_SECONDS * 1000 : 0;
  await expect
    .poll(() => linesOf(outputs(), 'sms', 'booking_created').filter(ofAppointment(number)).length, {
      timeout: claimFreedWithin + 20_000,
    })
    .toBe(1);
  // A further look of the worker sends nothing again.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  for (const channel of ['sms', 'whatsapp'])
    expect(
      linesOf(outputs(), channel, 'booking_created').filter(ofAppointment(number)),
    ).toHaveLength(1);
  console.warn(
    `sent by the killed process: ` +
      `${linesOf(first.output().stdout, 'sms', 'booking_created').length}, after the restart: ` +
      `${linesOf(second.output().stdout, 'sms', 'booking_created').length}`,
  );
}, 150_000);

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL database', () => {
  it('100 bookings give 100 confirmations per channel, none twice', async () => {
    const env = await databaseEnv();
    const first = await start(env);
    const second = await start({ ...env, SEED_DEMO_DATA: 'false' });
    const servers = [first, second];
    // Ten customers with ten bookings each: a customer may hold at most ten unpaid (MAX_UNPAID_BOOKINGS).
    const phones = Array.from({ length: 10 }, (_, index) => `98000550${String(11 + index)}`);
    const tokens = await Promise.all(
      phones.map((phone, index) => signIn(servers[index % 2]!, phone)),
    );
    const numbers: number[] = [];
    for (let round = 0; round < 10; round += 1) {
      numbers.push(
        ...(await Promise.all(
          tokens.map((token, index) => book(servers[(index + round) % 2]!, token)),
        )),
      );
    }
    expect(new Set(numbers).size).toBe(100);
    const outputs = () => first.output().stdout + second.output().stdout;
    await expect
      .poll(() => linesOf(outputs(), 'sms', 'booking_created').length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(100);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const [channel, kind] of [
      ['sms', 'booking_created'],
      ['whatsapp', 'booking_created'],
      ['whatsapp', 'office_new_booking'],
      ['email', 'office_new_booking'],
    ] as const) {
      const lines = linesOf(outputs(), channel, kind);
      expect(lines, `${channel} ${kind}`).toHaveLength(100);
      expect(
        new Set(numbers.map((number) => lines.filter(ofAppointment(number)).length)),
        `${channel} ${kind}`,
      ).toEqual(new Set([1]));
    }
    // Both processes did some of the work.
    expect(linesOf(first.output().stdout, 'sms', 'booking_created').length).toBeGreaterThan(0);
    expect(linesOf(second.output().stdout, 'sms', 'booking_created').length).toBeGreaterThan(0);
  }, 180_000);
});
