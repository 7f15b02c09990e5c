import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OutgoingMessage } from './channel-provider';
import { expectSendFailure } from './testing/expect-send-failure';
import { startFakeApi } from './testing/fake-api-server';
import { createWhatsappCloudProvider } from './whatsapp-cloud-provider';

/** Meta's error envelope, as the Graph API sends it. */
const graphError = (code: number, message: string, details?: string) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
    fbtrace_id: 'AbCdEf',
  },
});

/** A fake of the Cloud API's messages endpoint: the recipient's number decides the answer. */
let fake: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  fake = await startFakeApi((request) => {
    if (request.headers.authorization !== 'Bearer good-token')
      return {
        status: 401,
        body: graphError(190, 'Error validating access token: Session has expired'),
      };
    const body = request.body as { to: string; template: { name: string } };
    if (body.template.name === 'missing_template')
      return {
        status: 404,
        body: graphError(132001, 'Template name does not exist in the translation'),
      };
    switch (body.to) {
      case '+919800000001':
        return { status: 400, body: graphError(131026, 'Message undeliverable') };
      case '+919800000002':
        return { status: 400, body: graphError(100, 'Invalid parameter') };
      case '+919800000003':
        return {
          status: 400,
          body: graphError(
            131048,
            'Spam rate limit hit',
            'Message failed to send because there are restrictions on how many messages can be ' +
              'sent from this phone number.',
          ),
        };
      case '+919800000004':
        return { status: 429, body: graphError(130429, 'Rate limit hit') };
      case '+919800000005':
        return { status: 500, body: graphError(131000, 'Something went wrong') };
      case '+919800000006':
        return { status: 503, body: null };
      default:
        return {
          body: {
            messaging_product: 'whatsapp',
            contacts: [{ input: body.to, wa_id: body.to.slice(1) }],
            messages: [{ id: 'wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQ0Q1' }],
          },
        };
    }
  });
});
afterAll(() => fake.close());

const message = (changes: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  idempotencyKey: 'appointment-7:slot_booked:whatsapp',
  kind: 'slot_booked',
  language: 'english',
  to: '+919876543210',
  variables: ['Ravi', 'AST-2612-0007', '1 Dec 2026, 10:00 AM'],
  text: 'unused by templates',
  subject: '',
  html: '',
  ...changes,
});

const provider = (changes: { accessToken?: string; baseUrl?: string } = {}) =>
  createWhatsappCloudProvider({
    baseUrl: fake.baseUrl,
    apiVersion: 'v26.0',
    phoneNumberId: '106540352242922',
    accessToken: 'good-token',
    templates: { slot_booked: 'slot_booked_v2', cancelled: 'missing_template' },
    timeoutMs: 2_000,
    ...changes,
  });

it('posts the approved template with its language and the variables as body parameters', async () => {
  const whatsapp = provider();
  expect(whatsapp).toMatchObject({ channel: 'whatsapp', name: 'whatsapp_cloud' });
  const sent = await whatsapp.send(message());
  expect(sent.providerMessageId).toBe('wamid.HBgMOTE5ODc2NTQzMjEwFQIAERgSQ0Q1');
  const request = fake.received.at(-1)!;
  expect(request.method).toBe('POST');
  expect(request.url.pathname).toBe('/v26.0/106540352242922/messages');
  expect(request.headers.authorization).toBe('Bearer good-token');
  expect(request.headers['content-type']).toBe('application/json');
  expect(request.body).toEqual({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '+919876543210',
    type: 'template',
    template: {
      name: 'slot_booked_v2',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Ravi' },
            { type: 'text', text: 'AST-2612-0007' },
            { type: 'text', text: '1 Dec 2026, 10:00 AM' },
          ],
        },
      ],
    },
  });
});

it("uses the kind's own name when no template is configured, and ta for Tamil", async () => {
  await provider().send(message({ kind: 'reminder_24h', language: 'tamil', variables: ['ரவி'] }));
  expect(fake.received.at(-1)!.body).toMatchObject({
    template: {
      name: 'reminder_24h',
      language: { code: 'ta' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'ரவி' }] }],
    },
  });
  await provider().send(message({ kind: 'report_ready', variables: [] }));
  expect((fake.received.at(-1)!.body as { template: object }).template).toEqual({
    name: 'report_ready',
    language: { code: 'en' },
  });
});

it('gives up on refusals that would repeat', async () => {
  const whatsapp = provider();
  await expectSendFailure(
    whatsapp.send(message({ to: '+919800000001' })),
    true,
    /400, code 131026.*undeliverable/,
  );
  await expectSendFailure(whatsapp.send(message({ to: '+919800000002' })), true, /code 100/);
  await expectSendFailure(whatsapp.send(message({ kind: 'cancelled' })), true, /code 132001/);
  await expectSendFailure(
    provider({ accessToken: 'old-token' }).send(message()),
    true,
    /401, code 190/,
  );
  await expectSendFailure(whatsapp.send(message({ to: '9876543210' })), true, /E\.164/);
});

it('retries rate limits, throttling, outages and network failures', async () => {
  const whatsapp = provider();
  await expectSendFailure(
    whatsapp.send(message({ to: '+919800000003' })),
    false,
    /131048.*restrictions/,
  );
  await expectSendFailure(
    whatsapp.send(message({ to: '+919800000004' })),
    false,
    /429, code 130429/,
  );
  await expectSendFailure(
    whatsapp.send(message({ to: '+919800000005' })),
    false,
    /500, code 131000/,
  );
  await expectSendFailure(whatsapp.send(message({ to: '+919800000006' })), false, /503/);
  await expectSendFailure(
    provider({ baseUrl: 'http://127.0.0.1:1' }).send(message()),
    false,
    /WhatsApp could not be reached/,
  );
});
