import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorReplySchema, profileReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookAppointment, createCustomer } from '../../test/customers';
import { sha256Hex } from '../../lib/secrets/secrets';

let testApp: TestApp;
beforeAll(async () => {
  // Messages at any hour: what is queued goes at the next drain.
  testApp = await createTestApp({ messageHours: null });
});
afterAll(() => testApp.close());

let numbers = 0;
/** A signed-in customer of their own (each test its own limits). */
const customer = () => createCustomer(testApp, `+9198400${String(++numbers).padStart(5, '0')}`);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function saveEmail(token: string, email: string | null, language?: 'tamil') {
  return testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(token),
    payload: { email, ...(language ? { language_preference: language } : {}) },
  });
}

async function profile(token: string) {
  const reply = await testApp.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: bearer(token),
  });
  return profileReplySchema.parse(reply.json()).user;
}

const confirm = (token: string, headers: Record<string, string> = {}) =>
  testApp.inject({ method: 'POST', url: '/api/user/email/confirm', payload: { token }, headers });

const resend = (token: string) =>
  testApp.inject({ method: 'POST', url: '/api/user/email/resend', headers: bearer(token) });

/** Sends what is due, and returns what the mock inbox got meanwhile. */
async function sent(): Promise<string[]> {
  const before = testApp.messageLog.length;
  await testApp.app.outbox.drain();
  return testApp.messageLog.slice(before);
}

/** The e-mails among `messages` to `address`. */
const emailsTo = (messages: string[], address: string) =>
  messages.filter((message) => message.startsWith(`[email] to ${address} `));

/** The token of the confirmation link in the e-mails sent to `address`. */
function linkTokenIn(messages: string[], address: string): string {
  const mail = emailsTo(messages, address).find((message) =>
    message.includes(', email_confirmation)'),
  );
  const token = mail?.match(/\/confirm-email\?token=([^&\s]+)/)?.[1];
  if (!token) throw new Error(`no confirmation link went to ${address}`);
  return decodeURIComponent(token);
}

it('a new address is unconfirmed, and its link is e-mailed to it alone', async () => {
  const token = await customer();
  const saved = profileReplySchema.parse((await saveEmail(token, 'Meena@Example.com')).json());
  expect(saved.user).toMatchObject({ email: 'meena@example.com', email_confirmed: false });
  const messages = await sent();
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatch(
    /^\[email\] to meena@example\.com \(english, email_confirmation\): Confirm your e-mail address\n/,
  );
  expect(messages[0]).toContain('https://portal.example.test/confirm-email?token=');
});

it('mail about a booking skips an unconfirmed address, and goes once it is confirmed', async () => {
  const token = await customer();
  await saveEmail(token, 'ravi@example.com');
  const link = linkTokenIn(await sent(), 'ravi@example.com');

  await bookAppointment(testApp, token);
  const unconfirmed = await sent();
  expect(unconfirmed.some((message) => message.includes(', booking_created)'))).toBe(true);
  expect(emailsTo(unconfirmed, 'ravi@example.com')).toEqual([]);

  expect((await confirm(link)).json()).toEqual({ success: true, email_confirmed: true });
  expect((await profile(token)).email_confirmed).toBe(true);
  await bookAppointment(testApp, token);
  const confirmed = emailsTo(await sent(), 'ravi@example.com');
  expect(confirmed).toHaveLength(1);
  expect(confirmed[0]).toContain(', booking_created)');
});

it('a link sent before a change of address does not confirm the new address', async () => {
  const token = await customer();
  await saveEmail(token, 'first@example.com');
  const oldLink = linkTokenIn(await sent(), 'first@example.com');
  await saveEmail(token, 'second@example.com');
  const newLink = linkTokenIn(await sent(), 'second@example.com');

  const refused = await confirm(oldLink);
  expect(refused.statusCode).toBe(400);
  expect(errorReplySchema.parse(refused.json()).code).toBe('EMAIL_LINK_INVALID');
  expect(await profile(token)).toMatchObject({
    email: 'second@example.com',
    email_confirmed: false,
  });
  expect((await confirm(newLink)).statusCode).toBe(200);
  expect((await profile(token)).email_confirmed).toBe(true);
});

it('an expired link is refused, in the language asked, and confirms nothing', async () => {
  const token = await customer();
  await saveEmail(token, 'late@example.com');
  const link = linkTokenIn(await sent(), 'late@example.com');
  await testApp.database.db.execute(
    sql`update email_confirmations set expires_at = now() - interval '1 minute'
        where token_hash = ${sha256Hex(link)}`,
  );
  const refused = await confirm(link, { 'accept-language': 'ta' });
  expect(refused.statusCode).toBe(410);
  const body = errorReplySchema.parse(refused.json());
  expect(body.code).toBe('EMAIL_LINK_EXPIRED');
  expect(body.error).toContain('காலம் முடிந்துவிட்டது');
  expect((await profile(token)).email_confirmed).toBe(false);
});

it('a link works once, and an unknown one is a wrong link', async () => {
  const token = await customer();
  await saveEmail(token, 'once@example.com');
  const link = linkTokenIn(await sent(), 'once@example.com');
  expect((await confirm(link)).statusCode).toBe(200);
  const again = await confirm(link);
  expect(again.statusCode).toBe(409);
  expect(errorReplySchema.parse(again.json()).code).toBe('EMAIL_LINK_USED');
  const unknown = await confirm('not-a-link-we-sent');
  expect(errorReplySchema.parse(unknown.json()).code).toBe('EMAIL_LINK_INVALID');
});

it('sends the link again after a minute, in the customer language, and not once confirmed', async () => {
  const token = await customer();
  await saveEmail(token, 'again@example.com', 'tamil');
  const first = linkTokenIn(await sent(), 'again@example.com');

  const tooSoon = await resend(token);
  expect(tooSoon.statusCode).toBe(429);
  expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

  await testApp.database.db.execute(
    sql`update email_confirmations set created_at = created_at - interval '2 minutes'
        where token_hash = ${sha256Hex(first)}`,
  );
  const again = await resend(token);
  expect(again.json()).toEqual({ success: true, resend_after: 60 });
  const mails = emailsTo(await sent(), 'again@example.com');
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain('(tamil, email_confirmation): உங்கள் மின்னஞ்சல் முகவரியை உறுதிசெய்யுங்கள்');
  const second = linkTokenIn(mails, 'again@example.com');
  expect(second).not.toBe(first);

  expect((await confirm(second)).statusCode).toBe(200);
  const confirmed = await resend(token);
  expect(confirmed.statusCode).toBe(409);
  expect(errorReplySchema.parse(confirmed.json()).code).toBe('EMAIL_NOT_WAITING');
});

it('refuses a sixth new address within an hour, saving nothing of that change', async () => {
  const token = await customer();
  for (let n = 1; n <= 5; n += 1)
    expect((await saveEmail(token, `try${n}@example.com`)).statusCode).toBe(200);
  const sixth = await saveEmail(token, 'try6@example.com');
  expect(sixth.statusCode).toBe(429);
  expect((await profile(token)).email).toBe('try5@example.com');
  expect(emailsTo(await sent(), 'try6@example.com')).toEqual([]);
});

it('an e-mail queued to a confirmed address is not sent after the customer changes it', async () => {
  const token = await customer();
  await saveEmail(token, 'old@example.com');
  expect((await confirm(linkTokenIn(await sent(), 'old@example.com'))).statusCode).toBe(200);
  await bookAppointment(testApp, token);
  // Changed before the booking's e-mail went: neither address gets it.
  await saveEmail(token, 'new@example.com');
  const messages = await sent();
  expect(emailsTo(messages, 'old@example.com')).toEqual([]);
  expect(emailsTo(messages, 'new@example.com').map((mail) => mail.split(':')[0])).toEqual([
    '[email] to new@example.com (english, email_confirmation)',
  ]);
});

it('keeps no link token in the database, not even in the words sent', async () => {
  const token = await customer();
  await saveEmail(token, 'secret@example.com');
  const link = linkTokenIn(await sent(), 'secret@example.com');
  const { rows } = (await testApp.database.db.execute<{ dump: string }>(
    sql`select (select coalesce(json_agg(m), '[]') from messages m)::text
        || (select coalesce(json_agg(e), '[]') from email_confirmations e)::text as dump`,
  )) as { rows: { dump: string }[] };
  const dump = rows[0]!.dump;
  expect(dump).not.toContain(link);
  expect(dump).toContain(sha256Hex(link));
  expect(dump).toContain('https://portal.example.test/confirm-email');
});
