import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createScratchDatabase } from '../test/scratch-database';
import { lastSignInCode, logEntries, runServer, stopServer } from '../test/server-process';

/*
 * One log format. The compiled server is started, signed in to with the code
 * the console SMS provider logged, booked with, and stopped with SIGTERM; every line it wrote on
 * standard output must be a JSON line of pino, and the console providers' lines must name the
 * number by its last four digits only and hold no message's words (decision 0052).
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-log-format-'));
  if (!process.env.DATABASE_URL) return { DATA_DIR: dataDir };
  const scratch = await createScratchDatabase(process.env.DATABASE_URL);
  cleanups.push(scratch.drop);
  return { DATA_DIR: dataDir, DATABASE_URL: scratch.url };
}

async function post<T>(
  url: string,
  body: object,
  token?: string,
): Promise<{ status: number; json: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** Every line of the output parsed as JSON; a line that is not fails the test, named. */
function everyLineJson(stdout: string): Record<string, unknown>[] {
  const lines = stdout.split('\n').filter((line) => line !== '');
  const notJson = lines.filter((line) => logEntries(line).length === 0);
  expect(notJson, 'lines on standard output that are not JSON').toEqual([]);
  const entries = logEntries(stdout);
  for (const entry of entries) {
    expect(
      [typeof entry.level, typeof entry.time, typeof entry.pid, typeof entry.msg],
      JSON.stringify(entry),
    ).toEqual(['number', 'number', 'number', 'string']);
  }
  return entries;
}

const phone = '9800055901';
const booking = {
  name: 'Meena',
  gender: 'female',
  date_of_birth: '1990-04-14',
  birth_time: '06:10',
  birth_place: 'Madurai',
  services: [1],
  terms_agreed: true,
};

it("writes only JSON lines, and the console providers log no message's text", async () => {
  // Messages at any hour (decision 0056): the confirmation goes at once whenever the suite runs.
  const env = { ...(await databaseEnv()), CAPTCHA: 'off', NODE_ENV: 'test', MESSAGE_HOURS: 'any' };

  // The repository's build, made current before the suite (test/global-setup.ts), as runServer
  // starts it: a build of the test's own cost a build and a start without a compile cache.
  const server = runServer({ ...env, LOG_LEVEL: 'info' });
  cleanups.push(() => stopServer(server.child));
  const { url } = await server.started;
  const codeSent = await post<{ request_id: string }>(`${url}api/auth/send-otp`, {
    phone_number: phone,
  });
  expect(codeSent.status).toBe(200);
  let code: string | undefined;
  await expect
    .poll(() => (code = lastSignInCode(server.output().stdout, phone)), { timeout: 10_000 })
    .toMatch(/^\d{6}$/);
  const verified = await post<{ token: string }>(`${url}api/auth/verify-otp`, {
    phone_number: phone,
    request_id: codeSent.json.request_id,
    otp: code,
  });
  expect(verified.status).toBe(200);
  const booked = await post<{ appointment: { id: number; appointment_number: string } }>(
    `${url}api/appointments`,
    booking,
    verified.json.token,
  );
  expect(booked.status).toBe(201);
  const { id, appointment_number: appointmentNumber } = booked.json.appointment;
  // The outbox sends the confirmation by SMS and WhatsApp (the console providers).
  const sent = () =>
    logEntries(server.output().stdout).filter(
      (entry) => entry.messageKey === `booking_created:appointment:${id}:customer:sms`,
    );
  await expect.poll(() => sent().length, { timeout: 20_000 }).toBe(1);
  await stopServer(server.child);
  expect(await server.exited).toBe(0);

  const { stdout } = server.output();
  const entries = everyLineJson(stdout);
  const messages = entries.map((entry) => entry.msg);
  expect(messages.find((message) => String(message).startsWith('Portal ready at '))).toBeDefined();
  expect(entries.find((entry) => entry.msg === 'shutting down')).toMatchObject({
    signal: 'SIGTERM',
  });
  expect(messages.at(-1)).toBe('stopped');
  // The requests' own lines, one per request.
  expect(
    entries.filter(
      (entry) => entry.msg === 'request completed' && entry.path === '/api/appointments',
    ),
  ).toEqual([expect.objectContaining({ method: 'POST', status: 201 })]);
  // The sign-in code, for the developer, with the number's last four digits only.
  expect(entries.find((entry) => entry.kind === 'sign_in_code')).toMatchObject({
    channel: 'sms',
    recipient: '…5901',
    code,
  });
  expect(sent()[0]).toMatchObject({
    channel: 'sms',
    kind: 'booking_created',
    language: 'english',
    recipient: '…5901',
  });
  // Never the whole number, nor a message's words (the confirmation names the appointment's number).
  expect(stdout).not.toContain(phone);
  expect(stdout).not.toContain(appointmentNumber);
  console.warn(
    `${entries.length} lines on standard output, all JSON: ` +
      `${[...new Set(messages.map((message) => String(message).replace(/\d+/g, 'N')))].slice(0, 12).join(' | ')}`,
  );

  // At LOG_LEVEL=warn the start, the sign-in code and the stop are still there, and still JSON.
  const quiet = runServer({ ...env, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' });
  cleanups.push(() => stopServer(quiet.child));
  const again = await quiet.started;
  expect((await post(`${again.url}api/auth/send-otp`, { phone_number: '9800055902' })).status).toBe(
    200,
  );
  await expect
    .poll(() => lastSignInCode(quiet.output().stdout, '9800055902'), { timeout: 10_000 })
    .toMatch(/^\d{6}$/);
  await stopServer(quiet.child);
  const quietEntries = everyLineJson(quiet.output().stdout);
  expect(quietEntries.map((entry) => entry.msg)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Portal ready at /),
      'shutting down',
      'stopped',
    ]),
  );
  expect(quietEntries.some((entry) => entry.msg === 'request completed')).toBe(false);
}, 120_000);
