import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { addDays, todayInIndia } from '@portal/contracts';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createMsg91ChannelProvider } from '../../../lib/messaging/msg91-channel-provider';
import { createSmtpEmailProvider } from '../../../lib/messaging/smtp-email-provider';
import { startFakeApi } from '../../../lib/messaging/testing/fake-api-server';
import { createWhatsappCloudProvider } from '../../../lib/messaging/whatsapp-cloud-provider';
import { confirmEmailOf, createCustomer, markPaid } from '../../../test/customers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { nextWeekday } from '../../../test/times';
import { CHANGE_SETTLE_MS, momentAt } from './message-hours';

/*
 * The outbox through the real providers: MSG91's and WhatsApp's APIs as local fakes that record
 * each request, and e-mail through a real SMTP server whose mails are parsed as a mail client
 * would, calendar file included. On a clock of its own, 11:00 in India a week ahead (within
 * the hours messages go in, decision 0056); `settle` lets a change's settling minutes pass.
 */

vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
vi.setSystemTime(momentAt(addDays(todayInIndia(), 7), 11 * 60, 'Asia/Kolkata'));
const settle = () => vi.setSystemTime(Date.now() + CHANGE_SETTLE_MS + 1_000);

const inbox: ParsedMail[] = [];
let smtp: SMTPServer;
let msg91: Awaited<ReturnType<typeof startFakeApi>>;
let whatsapp: Awaited<ReturnType<typeof startFakeApi>>;
let testApp: TestApp;
let token: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  msg91 = await startFakeApi(() => ({
    body: { type: 'success', message: '3467686d4f6a353130313337' },
  }));
  whatsapp = await startFakeApi(() => ({
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: '+919800066001', wa_id: '919800066001' }],
      messages: [{ id: 'wamid.HBgM' }],
    },
  }));
  const templates = Object.fromEntries(
    [
      'slot_booked',
      'rescheduled',
      'cancelled',
      'booking_created',
      'reminder_24h',
      'reminder_2h',
    ].map((kind) => [kind, { english: `dlt-${kind}-en`, tamil: `dlt-${kind}-ta` }]),
  );
  testApp = await createTestApp({
    dependencies: {
      channels: {
        sms: createMsg91ChannelProvider({
          authKey: 'msg91-key',
          baseUrl: msg91.baseUrl,
          templates,
        }),
        whatsapp: createWhatsappCloudProvider({
          baseUrl: whatsapp.baseUrl,
          apiVersion: 'v26.0',
          phoneNumberId: '1098765',
          accessToken: 'wa-token',
          templates: { slot_booked: 'slot_booked_v1' },
        }),
        email: createSmtpEmailProvider({
          url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
          from: { name: 'Jothidam', address: 'no-reply@portal.example.test' },
          timeoutMs: 5_000,
        }),
      },
    },
  });
  token = await createCustomer(testApp, '+919800066001');
  const saved = await testApp.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Ravi', email: 'ravi@example.test', language_preference: 'tamil' },
  });
  expect(saved.statusCode).toBe(200);
  await confirmEmailOf(testApp, '+919800066001');
});
afterAll(async () => {
  await testApp.close();
  await Promise.all([
    msg91.close(),
    whatsapp.close(),
    new Promise<void>((resolve) => smtp.close(() => resolve())),
  ]);
  vi.useRealTimers();
});

const post = (url: string, payload: object) =>
  testApp.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

/** A mail's calendar: its text/calendar part as ical.js reads it. */
function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  expect(part, `a calendar in "${mail.subject}"`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    startIsUtc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid === 'UTC',
  };
}

it('confirms, moves and cancels by SMS, WhatsApp and e-mail with one calendar event', async () => {
  const booked = await post('/api/appointments', {
    name: 'Ravi',
    gender: 'male',
    date_of_birth: '1985-11-02',
    birth_time: '14:30',
    birth_place: 'Coimbatore',
    services: [1],
    terms_agreed: true,
  });
  const id = booked.json<{ appointment: { id: number; appointment_number: string } }>().appointment
    .id;
  await markPaid(testApp, [id]);
  const day = nextWeekday(2, nextWeekday(1));
  expect(
    (await post(`/api/appointments/${id}/book-slot`, { slot_id: 600, date: day })).statusCode,
  ).toBe(200);
  settle();
  await testApp.app.outbox.drain();

  // MSG91's Flow API: the DLT template of the kind in Tamil, the number's digits, variables in order.
  const smsRequest = msg91.received.find(
    (request) => (request.body as { template_id: string }).template_id === 'dlt-slot_booked-ta',
  );
  expect(smsRequest?.url.pathname).toBe('/api/v5/flow');
  expect(smsRequest?.headers.authkey).toBe('msg91-key');
  expect(
    (smsRequest?.body as { recipients: Record<string, string>[] }).recipients[0],
  ).toMatchObject({ mobiles: '919800066001', var3: '30' });
  // WhatsApp Cloud API: the approved template, Tamil's code, the E.164 number.
  const waRequest = whatsapp.received.find(
    (request) =>
      (request.body as { template?: { name: string } }).template?.name === 'slot_booked_v1',
  );
  expect(waRequest?.url.pathname).toBe('/v26.0/1098765/messages');
  expect(waRequest?.headers.authorization).toBe('Bearer wa-token');
  expect(waRequest?.body).toMatchObject({
    messaging_product: 'whatsapp',
    to: '+919800066001',
    type: 'template',
    template: { language: { code: 'ta' } },
  });

  const [confirmation] = inbox.filter((mail) => mail.subject?.endsWith('முன்பதிவானது'));
  expect(confirmation?.text).toContain('அன்புள்ள Ravi');
  expect(confirmation?.html).toContain('<html lang="ta">');
  const first = calendarOf(confirmation!);
  expect(first).toMatchObject({
    method: 'REQUEST',
    uid: `appointment-${id}@portal.example.test`,
    sequence: 0,
    start: new Date(`${day}T04:30:00Z`).toISOString(),
    startIsUtc: true,
  });

  const later = nextWeekday(4, day);
  expect(
    (await post(`/api/appointments/${id}/reschedule`, { slot_id: 690, date: later })).statusCode,
  ).toBe(200);
  settle();
  await testApp.app.outbox.drain();
  const moved = calendarOf(inbox.find((mail) => mail.subject?.includes('நேரம் மாற்றப்பட்டது'))!);
  expect(moved).toMatchObject({
    method: 'REQUEST',
    uid: first.uid,
    sequence: 1,
    start: new Date(`${later}T06:00:00Z`).toISOString(),
  });

  expect((await post(`/api/appointments/${id}/cancel`, {})).statusCode).toBe(200);
  await testApp.app.outbox.drain();
  const cancelMail = inbox.find((mail) => mail.subject?.includes('ரத்துசெய்யப்பட்டது'))!;
  expect(calendarOf(cancelMail)).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 });
  const unsubscribe = cancelMail.headerLines
    .find((line) => line.key === 'list-unsubscribe')
    ?.line.replace(/\r\n\s+/g, ' ');
  expect(unsubscribe).toMatch(
    /^List-Unsubscribe: <https:\/\/portal\.example\.test\/api\/messages\/unsubscribe\?token=[^>]+>$/,
  );
  expect(cancelMail.text).toMatch(/https:\/\/portal\.example\.test\/unsubscribe\?token=/);
});
