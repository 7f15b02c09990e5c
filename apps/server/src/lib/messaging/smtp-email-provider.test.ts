import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarFile } from './calendar-file';
import type { ChannelProvider, OutgoingMessage } from './channel-provider';
import { createSmtpEmailProvider, messageIdFor } from './smtp-email-provider';
import { expectSendFailure } from './testing/expect-send-failure';

/** A real SMTP server with authentication, keeping what it accepts; some recipients are refused. */
const inbox: { envelopeTo: string[]; mail: ParsedMail }[] = [];
let server: SMTPServer;
let port: number;
const providers: ChannelProvider[] = [];

const refusal = (code: number, text: string) =>
  Object.assign(new Error(text), { responseCode: code }) as SMTPServerError;

beforeAll(async () => {
  server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'portal' && auth.password === 's3cret')
        callback(null, { user: 'portal' });
      else callback(refusal(535, 'Authentication credentials invalid'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('gone@')) callback(refusal(550, 'No such user here'));
      else if (address.address.startsWith('full@'))
        callback(refusal(452, 'Mailbox full, try again later'));
      else callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const provider of providers) await provider.close?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function provider(credentials = 'portal:s3cret', at = port): ChannelProvider {
  const created = createSmtpEmailProvider({
    url: `smtp://${credentials}@127.0.0.1:${at}`,
    from: { name: 'Jothidam', address: 'no-reply@jothidam.example' },
    timeoutMs: 3_000,
  });
  providers.push(created);
  return created;
}

const start = new Date('2026-12-01T04:30:00Z');
const event = (method: 'REQUEST' | 'CANCEL', sequence: number) =>
  calendarFile({
    method,
    uid: 'appointment-42@portal.example.test',
    sequence,
    start,
    durationMinutes: 30,
    summary: 'ஜாதகம் ஆலோசனை – AST-2612-0042',
    description: 'Video consultation; join by the link.',
    location: 'https://meet.example.test/jothidam-7f3a',
    organizer: { name: 'Jothidam', email: 'no-reply@jothidam.example' },
    attendee: { name: 'Ravi', email: 'ravi@example.test' },
  });

const message = (changes: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  idempotencyKey: 'appointment-42:slot_booked:email',
  kind: 'slot_booked',
  language: 'tamil',
  to: 'ravi@example.test',
  variables: [],
  subject: 'உங்கள் ஆலோசனை நேரம் உறுதி – AST-2612-0042',
  text: 'வணக்கம் ரவி,\nஉங்கள் ஆலோசனை 1 டிசம்பர் 2026, காலை 10:00 மணிக்கு.',
  html: '<p>வணக்கம் ரவி,</p><p>உங்கள் ஆலோசனை <strong>1 டிசம்பர் 2026</strong>, காலை 10:00 மணிக்கு.</p>',
  calendar: { method: 'REQUEST', content: event('REQUEST', 1) },
  unsubscribeUrl: 'https://portal.example.test/api/messages/unsubscribe?token=1.7.abc',
  ...changes,
});

const headerLine = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ');

function calendarParts(mail: ParsedMail) {
  const invitation = mail.attachments.find((part) => part.contentType === 'text/calendar');
  const file = mail.attachments.find((part) => part.filename === 'invite.ics');
  return { invitation, file };
}

it('delivers the subject, both parts, a Message-ID and unsubscribe headers', async () => {
  const sent = await provider().send(message());
  const { mail, envelopeTo } = inbox.at(-1)!;
  expect(envelopeTo).toEqual(['ravi@example.test']);
  expect(mail.subject).toBe('உங்கள் ஆலோசனை நேரம் உறுதி – AST-2612-0042');
  expect(mail.from?.value).toEqual([{ name: 'Jothidam', address: 'no-reply@jothidam.example' }]);
  expect(mail.text?.trim()).toBe('வணக்கம் ரவி,\nஉங்கள் ஆலோசனை 1 டிசம்பர் 2026, காலை 10:00 மணிக்கு.');
  expect(mail.html).toContain('<strong>1 டிசம்பர் 2026</strong>');
  expect(mail.messageId).toBe(
    messageIdFor('appointment-42:slot_booked:email', 'no-reply@jothidam.example'),
  );
  expect(sent.providerMessageId).toBe(mail.messageId);
  expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@jothidam\.example>$/);
  expect(headerLine(mail, 'List-Unsubscribe')).toBe(
    'List-Unsubscribe: <https://portal.example.test/api/messages/unsubscribe?token=1.7.abc>',
  );
  expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  );
});

it('carries the invitation as text/calendar and as invite.ics', async () => {
  await provider().send(message());
  const { mail } = inbox.at(-1)!;
  const { invitation, file } = calendarParts(mail);
  expect(invitation?.contentType).toBe('text/calendar');
  expect(invitation?.headers.get('content-type')).toMatchObject({
    value: 'text/calendar',
    params: { method: 'REQUEST' },
  });
  expect(file?.contentType).toBe('application/ics');
  for (const part of [invitation!, file!]) {
    const calendar = ICAL.Component.fromString(part.content.toString('utf8'));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    const consultation = new ICAL.Event(vevent);
    expect(consultation.uid).toBe('appointment-42@portal.example.test');
    expect(consultation.sequence).toBe(1);
    expect(consultation.startDate.zone?.tzid).toBe('UTC');
    expect(consultation.startDate.toJSDate().toISOString()).toBe('2026-12-01T04:30:00.000Z');
    expect(String(vevent.getFirstPropertyValue('duration'))).toBe('PT30M');
    expect(consultation.location).toBe('https://meet.example.test/jothidam-7f3a');
    expect(consultation.summary).toBe('ஜாதகம் ஆலோசனை – AST-2612-0042');
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    expect(String(alarm.getFirstPropertyValue('trigger'))).toBe('-PT1H');
  }
  expect(invitation!.content.toString('utf8')).toMatch(/\r\nDTSTART:20261201T043000Z\r\n/);
});

it('withdraws the consultation with a CANCEL file of the same UID and a higher SEQUENCE', async () => {
  await provider().send(
    message({
      idempotencyKey: 'appointment-42:cancelled:email',
      kind: 'cancelled',
      calendar: { method: 'CANCEL', content: event('CANCEL', 2) },
      unsubscribeUrl: undefined,
    }),
  );
  const { mail } = inbox.at(-1)!;
  const { invitation } = calendarParts(mail);
  expect(invitation?.headers.get('content-type')).toMatchObject({ params: { method: 'CANCEL' } });
  const calendar = ICAL.Component.fromString(invitation!.content.toString('utf8'));
  expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  expect(new ICAL.Event(vevent).uid).toBe('appointment-42@portal.example.test');
  expect(new ICAL.Event(vevent).sequence).toBe(2);
  expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  expect(vevent.getFirstSubcomponent('valarm')).toBeNull();
  expect(headerLine(mail, 'List-Unsubscribe')).toBeUndefined();
});

it('sends a plain message without calendar parts', async () => {
  await provider().send(message({ calendar: undefined }));
  expect(calendarParts(inbox.at(-1)!.mail)).toEqual({ invitation: undefined, file: undefined });
});

it('gives up on 5xx replies and retries 4xx replies and connection failures', async () => {
  const smtp = provider();
  await expectSendFailure(smtp.send(message({ to: 'gone@example.test' })), true, /550/);
  await expectSendFailure(smtp.send(message({ to: 'full@example.test' })), false, /452/);
  await expectSendFailure(provider('portal:wrong').send(message()), true, /535/);
  await expectSendFailure(
    provider('portal:s3cret', 1).send(message()),
    false,
    /ECONNECTION|ESOCKET|ECONNREFUSED/,
  );
});
