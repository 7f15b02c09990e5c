import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorReplySchema, offerReplySchema } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createDesk } from '../../../test/customers';
import { sendCode } from '../../../test/sign-in';

let testApp: TestApp;
let admin: string;
// Messages at any hour: an offer can wait for the customer's hours, and the test may run at night.
beforeAll(async () => {
  testApp = await createTestApp({ messageHours: null });
  admin = await createAdmin(testApp, '+919840070301');
});
afterAll(() => testApp.close());

async function signIn(phone: string, marketing: boolean) {
  const { requestId, code } = await sendCode(testApp, phone);
  const verified = await testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: {
      phone_number: phone,
      request_id: requestId,
      otp: code,
      accept_notice: true,
      marketing,
    },
  });
  return verified.json<{ token: string; user: { id: number } }>();
}

const sendOffer = (bearer = admin, body: unknown = offer, language = 'en') =>
  testApp.inject({
    method: 'POST',
    url: '/api/admin/privacy/offers',
    payload: body as never,
    headers: { authorization: `Bearer ${bearer}`, 'accept-language': language },
  });
const offer = {
  text_english: 'Half price on Marriage Porutham this Thai month.',
  text_tamil: 'இந்தத் தை மாதம் திருமணப் பொருத்தத்துக்குப் பாதி விலை.',
};
const offerRows = async () =>
  (
    (await testApp.database.db.execute(
      sql`select user_id, channel, recipient, language, status, last_error from messages
          where kind = 'offer' order by id`,
    )) as { rows: Record<string, unknown>[] }
  ).rows;

describe("the office's offers", () => {
  it('queues an offer only to customers who agreed to offers, on their channels', async () => {
    const agreed = await signIn('9840070311', true);
    await signIn('9840070312', false);
    // The Tamil reader has switched SMS off and given an e-mail address.
    const tamil = await signIn('9840070313', true);
    await testApp.database.db.execute(sql`update users set language_preference = 'tamil',
      notify_sms = false, email = 'kavya@example.test', email_confirmed_at = now() where id = ${tamil.user.id}`);

    const sent = await sendOffer();
    expect(sent.statusCode, sent.body).toBe(201);
    expect(offerReplySchema.parse(sent.json())).toEqual({
      success: true,
      customers: 2,
      messages: 4,
    });
    expect(
      (await offerRows()).map((row) => [row.user_id, row.channel, row.language, row.status]),
    ).toEqual([
      [agreed.user.id, 'whatsapp', 'english', 'pending'],
      [agreed.user.id, 'sms', 'english', 'pending'],
      [tamil.user.id, 'whatsapp', 'tamil', 'pending'],
      [tamil.user.id, 'email', 'tamil', 'pending'],
    ]);

    await testApp.app.outbox.drain();
    const offers = testApp.messageLog.filter((line) => line.includes(', offer)'));
    expect(offers).toHaveLength(4);
    expect(offers[0]).toBe(
      '[whatsapp] to +919840070311 (english, offer): Half price on Marriage Porutham this Thai ' +
        'month. You get our offers because you agreed to them. To stop them: ' +
        'https://portal.example.test/profile#consents',
    );
    expect(offers.find((line) => line.startsWith('[email]'))).toContain(
      'இந்தத் தை மாதம் திருமணப் பொருத்தத்துக்குப் பாதி விலை.',
    );
    const audit = (await testApp.database.db.execute(
      sql`select after from audit_log where action = 'offer.send'`,
    )) as { rows: { after: Record<string, unknown> }[] };
    expect(audit.rows[0]?.after).toMatchObject({ customers: 2, messages: 4 });
  });

  it('drops a queued offer at sending when the customer has withdrawn meanwhile', async () => {
    await testApp.database.db.execute(sql`delete from messages where kind = 'offer'`);
    const customer = await signIn('9840070321', true);
    expect((await sendOffer()).statusCode).toBe(201);
    const withdrawn = await testApp.inject({
      method: 'PUT',
      url: '/api/user/consents',
      payload: { marketing: false },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(withdrawn.statusCode).toBe(200);
    const before = testApp.messageLog.length;

    await testApp.app.outbox.drain();
    const mine = (await offerRows()).filter((row) => row.user_id === customer.user.id);
    expect(mine.map((row) => [row.status, row.last_error])).toEqual([
      ['dropped', 'the customer does not agree to offers'],
      ['dropped', 'the customer does not agree to offers'],
    ]);
    expect(
      testApp.messageLog.slice(before).filter((line) => line.includes('+919840070321')),
    ).toEqual([]);
  });

  it('sends one offer for one click sent twice with its key', async () => {
    await testApp.database.db.execute(sql`delete from messages where kind = 'offer'`);
    const post = () =>
      testApp.inject({
        method: 'POST',
        url: '/api/admin/privacy/offers',
        payload: offer,
        headers: { authorization: `Bearer ${admin}`, 'idempotency-key': 'offer-thai-1' },
      });
    const [first, second] = [await post(), await post()];
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await offerRows()).length).toBe(offerReplySchema.parse(first.json()).messages);
  });

  it('refuses an offer without both languages, and anyone but the admin', async () => {
    const refused = await sendOffer(admin, { ...offer, text_tamil: ' ' }, 'ta');
    expect(refused.statusCode).toBe(400);
    expect(errorReplySchema.parse(refused.json()).fields).toMatchObject({
      text_tamil: 'சலுகையை இரு மொழிகளிலும் எழுதுங்கள்.',
    });
    const desk = await createDesk(testApp, '+919840070302');
    expect((await sendOffer(desk)).statusCode).toBe(403);
  });
});
