import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReplySchema } from '@portal/contracts';
import { messages, users } from '../../db/schema';
import { createCustomer } from '../../test/customers';
import { createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app';
import { unsubscribeToken, unsubscribeUrls } from '../../modules/opt-out/unsubscribe-token';

const APP_SECRET = 'meta-app-secret';
const VERIFY_TOKEN = 'verify-jothidam-webhook';
const INBOUND_TOKEN = 'msg91-inbound-0123456789';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    dependencies: {
      webhooks: {
        whatsappVerifyToken: VERIFY_TOKEN,
        whatsappAppSecret: APP_SECRET,
        msg91InboundToken: INBOUND_TOKEN,
      },
    },
  });
});
afterAll(() => testApp.close());

async function customer(mobileNumber: string) {
  await createCustomer(testApp, mobileNumber);
  const [user] = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber));
  return user!.id;
}

async function choices(mobileNumber: string) {
  const [user] = await testApp.database.db
    .select({ whatsapp: users.notifyWhatsapp, sms: users.notifySms, email: users.notifyEmail })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber));
  return user;
}

describe('the e-mail unsubscribe link', () => {
  it("turns e-mail alone off from a mail client's one-click POST (RFC 8058)", async () => {
    const userId = await customer('+919840100021');
    const { oneClick } = unsubscribeUrls('https://portal.example.test', TEST_SECRET, userId);
    const url = new URL(oneClick);
    const response = await testApp.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await choices('+919840100021')).toEqual({ whatsapp: true, sms: true, email: false });
    // Again, as multipart/form-data (RFC 8058 allows both forms): still fine.
    const boundary = '----one-click-7MA4YWxkTrZu0gW';
    const multipart = await testApp.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
        `One-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
  });

  it("takes the token from the web page's JSON body too", async () => {
    const userId = await customer('+919840100022');
    const response = await testApp.inject({
      method: 'POST',
      url: '/api/messages/unsubscribe',
      payload: { token: unsubscribeToken(TEST_SECRET, userId) },
    });
    expect(response.statusCode).toBe(200);
    expect((await choices('+919840100022'))?.email).toBe(false);
  });

  it('refuses a forged, altered or missing token with 400 in the envelope, in Tamil when asked', async () => {
    const userId = await customer('+919840100023');
    const forged = unsubscribeToken('not-the-secret-0123456789abcdef01234', userId);
    for (const request of [
      { url: `/api/messages/unsubscribe?token=${forged}` },
      {
        url: '/api/messages/unsubscribe',
        payload: { token: `${unsubscribeToken(TEST_SECRET, userId)}A` },
      },
      { url: '/api/messages/unsubscribe' },
    ]) {
      const response = await testApp.inject({
        method: 'POST',
        headers: { 'accept-language': 'ta' },
        ...request,
      });
      expect(response.statusCode, request.url).toBe(400);
      const body = errorReplySchema.parse(response.json());
      expect(body.code).toBe('UNSUBSCRIBE_LINK_INVALID');
      expect(body.error).toMatch(/^இந்த விலகல் இணைப்பு செல்லாது/);
    }
    expect((await choices('+919840100023'))?.email).toBe(true);
  });
});

describe('the WhatsApp webhook', () => {
  const sign = (body: string, secret = APP_SECRET) =>
    `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  /** A Cloud API webhook as Meta sends it: one change with the given messages or statuses. */
  const webhook = (value: object) =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: '15550783881',
                  phone_number_id: '106540352242922',
                },
                ...value,
              },
            },
          ],
        },
      ],
    });
  const textFrom = (from: string, body: string) => ({
    contacts: [{ profile: { name: 'Ravi' }, wa_id: from }],
    messages: [
      { from, id: `wamid.${from}`, timestamp: '1767225600', type: 'text', text: { body } },
    ],
  });
  const post = (body: string, signature?: string) =>
    testApp.inject({
      method: 'POST',
      url: '/api/webhooks/whatsapp',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-hub-signature-256': signature } : {}),
      },
      payload: body,
    });

  it("answers Meta's verification with the challenge only for the verify token", async () => {
    const verified = await testApp.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers['content-type']).toMatch(/^text\/plain/);
    expect(verified.body).toBe('1158201444');
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
      'hub.mode=unsubscribe&hub.verify_token=' + VERIFY_TOKEN + '&hub.challenge=1',
      '',
    ]) {
      const refused = await testApp.inject({
        method: 'GET',
        url: `/api/webhooks/whatsapp?${query}`,
      });
      expect(refused.statusCode, query).toBe(403);
      expect(errorReplySchema.parse(refused.json()).code).toBe('WEBHOOK_FORBIDDEN');
    }
  });

  it('turns WhatsApp off for whoever replies STOP, UNSUBSCRIBE or நிறுத்து, and no one else', async () => {
    await customer('+919840100031');
    await customer('+919840100032');
    await customer('+919840100033');
    await customer('+919840100034');
    for (const [from, text] of [
      ['919840100031', ' stop '],
      ['919840100032', 'நிறுத்து'],
      ['919840100033', 'Unsubscribe'],
      ['919840100034', 'Please stop by at 5'],
    ]) {
      const body = webhook(textFrom(from!, text!));
      const response = await post(body, sign(body));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await choices('+919840100031')).toEqual({ whatsapp: false, sms: true, email: true });
    expect((await choices('+919840100032'))?.whatsapp).toBe(false);
    expect((await choices('+919840100033'))?.whatsapp).toBe(false);
    expect((await choices('+919840100034'))?.whatsapp).toBe(true);
  });

  it('refuses an unsigned or wrongly signed call and changes nothing', async () => {
    await customer('+919840100035');
    const body = webhook(textFrom('919840100035', 'STOP'));
    for (const signature of [
      undefined,
      sign(body, 'another-secret'),
      sign(`${body} `),
      'sha256=zz',
    ]) {
      const response = await post(body, signature);
      expect(response.statusCode).toBe(403);
      expect(errorReplySchema.parse(response.json()).code).toBe('WEBHOOK_FORBIDDEN');
    }
    expect((await choices('+919840100035'))?.whatsapp).toBe(true);
  });

  it('takes delivery statuses and STOP from a number with no account calmly', async () => {
    const statuses = webhook({
      statuses: [
        {
          id: 'wamid.HBgM',
          status: 'failed',
          timestamp: '1767225600',
          recipient_id: '919840100036',
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
    });
    expect((await post(statuses, sign(statuses))).statusCode).toBe(200);
    const stranger = webhook(textFrom('919840199999', 'STOP'));
    expect((await post(stranger, sign(stranger))).statusCode).toBe(200);
  });

  it('marks a message WhatsApp could not deliver failed, with its reason', async () => {
    const userId = await customer('+919840100037');
    const [sent] = await testApp.database.db
      .insert(messages)
      .values({
        idempotencyKey: 'test:undelivered:whatsapp',
        kind: 'booking_created',
        channel: 'whatsapp',
        audience: 'customer',
        userId,
        recipient: '+919840100037',
        language: 'english',
        payload: { kind: 'booking_created' },
        status: 'sent',
        providerMessageId: 'wamid.UNDELIVERED',
      })
      .returning();
    const failed = webhook({
      statuses: [
        {
          id: 'wamid.UNDELIVERED',
          status: 'failed',
          timestamp: '1767225600',
          recipient_id: '919840100037',
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
    });
    expect((await post(failed, sign(failed))).statusCode).toBe(200);
    const [after] = await testApp.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, sent!.id));
    expect(after).toMatchObject({
      status: 'failed',
      lastError: 'WhatsApp could not deliver it: 131026 Message undeliverable',
    });
  });
});

describe('the MSG91 inbound SMS callback', () => {
  const inbound = (
    token: string | null,
    options: { payload?: string | object; contentType?: string },
  ) =>
    testApp.inject({
      method: 'POST',
      url: `/api/webhooks/msg91/inbound${token === null ? '' : `?token=${token}`}`,
      headers: options.contentType ? { 'content-type': options.contentType } : {},
      payload: options.payload,
    });

  it('turns SMS off for a STOP sent as JSON or as a form, with or without the long code keyword', async () => {
    await customer('+919840100041');
    await customer('+919840100042');
    await customer('+919840100043');
    await customer('+919840100044');
    const sent = [
      await inbound(INBOUND_TOKEN, {
        payload: { sender: '919840100041', message: 'STOP', keyword: 'STOP' },
      }),
      await inbound(INBOUND_TOKEN, {
        contentType: 'application/x-www-form-urlencoded',
        payload: 'number=9840100042&message=stop',
      }),
      await inbound(INBOUND_TOKEN, {
        payload: { mobile: '+919840100043', keyword: 'JOTHI', message: 'JOTHI Stop' },
      }),
      await inbound(INBOUND_TOKEN, {
        payload: { sender: '919840100044', message: 'When is my consultation?' },
      }),
    ];
    for (const response of sent) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await choices('+919840100041')).toEqual({ whatsapp: true, sms: false, email: true });
    expect((await choices('+919840100042'))?.sms).toBe(false);
    expect((await choices('+919840100043'))?.sms).toBe(false);
    expect((await choices('+919840100044'))?.sms).toBe(true);
  });

  it('refuses a call without the shared token', async () => {
    await customer('+919840100045');
    for (const token of [null, 'msg91-inbound-guess-000000']) {
      const response = await inbound(token, {
        payload: { sender: '919840100045', message: 'STOP' },
      });
      expect(response.statusCode).toBe(403);
      expect(errorReplySchema.parse(response.json()).code).toBe('WEBHOOK_FORBIDDEN');
    }
    expect((await choices('+919840100045'))?.sms).toBe(true);
  });
});

it('documents the unsubscribe call and the webhooks at /api/docs/json', async () => {
  const response = await testApp.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
  expect(Object.keys(paths['/api/messages/unsubscribe'] ?? {})).toContain('post');
  expect(Object.keys(paths['/api/webhooks/whatsapp'] ?? {}).sort()).toEqual(['get', 'post']);
  expect(Object.keys(paths['/api/webhooks/msg91/inbound'] ?? {})).toContain('post');
});
