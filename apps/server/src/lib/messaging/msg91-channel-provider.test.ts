import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutgoingMessage } from './channel-provider';
import { expectSendFailure } from './testing/expect-send-failure';
import { startFakeApi } from './testing/fake-api-server';
import { createMsg91ChannelProvider } from './msg91-channel-provider';

/** A fake of MSG91's Flow API: answers as MSG91 does, by the authkey and the template asked for. */
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi((request) => {
    const body = request.body as { template_id?: string };
    if (request.headers.authkey !== 'good-key')
      return { status: 401, body: { type: 'error', message: 'Authentication failure' } };
    switch (body.template_id) {
      case 'tmpl-unknown':
        return { body: { type: 'error', message: 'Template ID missing or invalid' } };
      case 'tmpl-poor':
        return { body: { type: 'error', message: 'Insufficient balance' } };
      case 'tmpl-busy':
        return { status: 429, body: { type: 'error', message: 'Too many requests' } };
      case 'tmpl-down':
        return { status: 503, body: null };
      case 'tmpl-slow':
        return { hang: true };
      default:
        return { body: { type: 'success', message: '3567646f6b4a313233343536' } };
    }
  });
});
afterAll(() => fake.close());

const message = (changes: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  idempotencyKey: 'appointment-7:slot_booked:sms',
  kind: 'slot_booked',
  language: 'english',
  to: '+919876543210',
  variables: ['Ravi', 'AST-2612-0007', '1 Dec 2026, 10:00 AM'],
  text: 'unused by templates',
  subject: '',
  html: '',
  ...changes,
});

const templates = {
  slot_booked: { english: '6650a1b2c3d4e5f6a7b8c9d0', tamil: '6650a1b2c3d4e5f6a7b8c9d1' },
  cancelled: { english: 'tmpl-unknown' },
  rescheduled: { english: 'tmpl-poor' },
  refund_processed: { english: 'tmpl-busy' },
  report_ready: { english: 'tmpl-down' },
  reminder_2h: { english: 'tmpl-slow' },
};

it("posts the kind's DLT template, the number and the variables to /api/v5/flow", async () => {
  const provider = createMsg91ChannelProvider({
    authKey: 'good-key',
    baseUrl: fake.baseUrl,
    templates,
  });
  expect(provider).toMatchObject({ channel: 'sms', name: 'msg91' });
  const sent = await provider.send(message());
  expect(sent.providerMessageId).toBe('3567646f6b4a313233343536');
  const request = fake.received.at(-1)!;
  expect(request.method).toBe('POST');
  expect(request.url.pathname).toBe('/api/v5/flow');
  expect(request.headers.authkey).toBe('good-key');
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.body).toEqual({
    template_id: '6650a1b2c3d4e5f6a7b8c9d0',
    short_url: '0',
    recipients: [
      {
        mobiles: '919876543210',
        var1: 'Ravi',
        var2: 'AST-2612-0007',
        var3: '1 Dec 2026, 10:00 AM',
      },
    ],
  });
});

it('sends Tamil through the Tamil template, marked Unicode, with Tamil variables intact', async () => {
  const provider = createMsg91ChannelProvider({
    authKey: 'good-key',
    baseUrl: fake.baseUrl,
    templates,
  });
  await provider.send(message({ language: 'tamil', variables: ['ரவி', '1 டிசம்பர் 2026'] }));
  expect(fake.received.at(-1)!.body).toEqual({
    template_id: '6650a1b2c3d4e5f6a7b8c9d1',
    short_url: '0',
    unicode: 1,
    recipients: [{ mobiles: '919876543210', var1: 'ரவி', var2: '1 டிசம்பர் 2026' }],
  });
});

it('names the missing template as a permanent failure without calling MSG91', async () => {
  const provider = createMsg91ChannelProvider({
    authKey: 'good-key',
    baseUrl: fake.baseUrl,
    templates,
  });
  const before = fake.received.length;
  await expectSendFailure(
    provider.send(message({ kind: 'payment_received' })),
    true,
    /No MSG91 template for payment_received in english: add it to MSG91_MESSAGE_TEMPLATES/,
  );
  await expectSendFailure(
    provider.send(message({ kind: 'cancelled', language: 'tamil' })),
    true,
    /cancelled in tamil/,
  );
  await expectSendFailure(provider.send(message({ to: '9876543210' })), true, /E\.164/);
  expect(fake.received.length).toBe(before);
});

it('tells permanent refusals from ones worth retrying', async () => {
  const provider = createMsg91ChannelProvider({
    authKey: 'good-key',
    baseUrl: fake.baseUrl,
    templates,
    timeoutMs: 300,
  });
  const refused = createMsg91ChannelProvider({
    authKey: 'bad-key',
    baseUrl: fake.baseUrl,
    templates,
  });
  await expectSendFailure(refused.send(message()), true, /401.*Authentication failure/);
  await expectSendFailure(
    provider.send(message({ kind: 'cancelled' })),
    true,
    /Template ID missing/,
  );
  await expectSendFailure(
    provider.send(message({ kind: 'rescheduled' })),
    false,
    /Insufficient balance/,
  );
  await expectSendFailure(provider.send(message({ kind: 'refund_processed' })), false, /429/);
  await expectSendFailure(provider.send(message({ kind: 'report_ready' })), false, /503/);
  await expectSendFailure(
    provider.send(message({ kind: 'reminder_2h' })),
    false,
    /could not be reached/,
  );
  const unreachable = createMsg91ChannelProvider({
    authKey: 'good-key',
    baseUrl: 'http://127.0.0.1:1',
    templates,
  });
  await expectSendFailure(unreachable.send(message()), false, /MSG91 could not be reached/);
});
