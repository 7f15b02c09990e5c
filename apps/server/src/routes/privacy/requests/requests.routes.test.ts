import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  adminDataRequestReplySchema,
  adminDataRequestsReplySchema,
  auditLogReplySchema,
  dataRequestReplySchema,
  dataRequestsReplySchema,
  errorReplySchema,
  OPEN_DATA_REQUESTS_MAX,
} from '@portal/contracts';
import { messages } from '../../../db/schema';
import { composeNotice, type NoticeDetails } from '../../../modules/messages/composing/compose';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createCustomer, createDesk } from '../../../test/customers';

let testApp: TestApp;
let admin: string;
let desk: string;
let meena: string;
let meenaId: number;
let ravi: string;

const call = (
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  testApp.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload ? { payload } : {}),
  });
const ask = (token: string, payload: object, headers?: Record<string, string>) =>
  call(token, 'POST', '/api/user/requests', payload, headers);
const queue = async (query = '') => {
  const response = await call(desk, 'GET', `/api/admin/requests${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminDataRequestsReplySchema.parse(response.json());
};
const messagesOf = (userId: number, kind: 'request_received' | 'request_answered') =>
  testApp.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.kind, kind)));

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840350001');
  desk = await createDesk(testApp, '+919840350002');
  meena = await createCustomer(testApp, '+919871350003');
  ravi = await createCustomer(testApp, '+919871350004');
  const rows = (await testApp.database.db.execute<{ id: number }>(
    sql`update users set name = 'Meena', email = 'meena@example.com', email_confirmed_at = now()
        where mobile_number = '+919871350003' returning id`,
  )) as { rows: { id: number }[] };
  meenaId = rows.rows[0]!.id;
  await testApp.database.db.execute(
    sql`insert into privacy_settings (grievance_name, grievance_email, grievance_phone,
          files_months, unpaid_files_days, message_text_months, inactive_years)
        values ('Lakshmi Narayanan', 'grievance@jothidam.example', '+91 98765 43210', 24, 30, 12, 3)`,
  );
});
afterAll(() => testApp.close());

describe("a customer's request", () => {
  it('is numbered and due in 30 days at once, and names the grievance contact', async () => {
    const before = Date.now();
    const response = await ask(meena, {
      kind: 'correction',
      text: '  My date of birth is 12 March 1988, not 21 March.  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { request, grievance_contact } = dataRequestReplySchema.parse(response.json());
    expect(request).toMatchObject({
      kind: 'correction',
      text: 'My date of birth is 12 March 1988, not 21 March.',
      status: 'open',
      answer: null,
    });
    expect(request.number).toMatch(
      new RegExp(`^REQ-\\d{4}-${String(request.id).padStart(4, '0')}$`),
    );
    const due = Date.parse(request.due_at) - Date.parse(request.created_at);
    expect(due).toBe(30 * 86_400_000);
    expect(Date.parse(request.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(grievance_contact).toEqual({
      name: 'Lakshmi Narayanan',
      email: 'grievance@jothidam.example',
      phone: '+91 98765 43210',
    });
  });

  it('is acknowledged by message at once, by each of their channels, naming the contact', async () => {
    const { request } = dataRequestReplySchema.parse(
      (
        await ask(meena, { kind: 'grievance', text: 'The desk told my neighbour about my visit.' })
      ).json(),
    );
    expect(request.acknowledged_at).not.toBeNull();
    const queued = (await messagesOf(meenaId, 'request_received')).filter(
      (row) => (row.payload as { number: string }).number === request.number,
    );
    expect(queued.map((row) => row.channel).sort()).toEqual(['email', 'sms', 'whatsapp']);
    expect(queued.every((row) => row.appointmentId === null && row.audience === 'customer')).toBe(
      true,
    );
    const composed = composeNotice(
      queued[0]!.payload as NoticeDetails,
      'english',
      'https://jothidam.example',
    );
    expect(composed.text).toContain(request.number);
    expect(composed.text).toContain(
      'Grievance Officer: Lakshmi Narayanan, grievance@jothidam.example, +91 98765 43210',
    );
    expect(composed.text).toContain('https://jothidam.example/profile#requests');
    expect(composed.text).not.toContain('neighbour');
    const tamil = composeNotice(queued[0]!.payload as NoticeDetails, 'tamil', 'https://x.example');
    expect(tamil.text).toContain('குறைதீர்ப்பு அலுவலர்: Lakshmi Narayanan');
    expect(tamil.text).toContain('புகார்');
  });

  it('is acknowledged by SMS when the customer chose no channel', async () => {
    await testApp.database.db.execute(
      sql`update users set notify_whatsapp = false, notify_sms = false, notify_email = false
          where mobile_number = '+919871350004'`,
    );
    const { request } = dataRequestReplySchema.parse(
      (
        await ask(ravi, { kind: 'erasure', text: 'Please erase everything you keep about me.' })
      ).json(),
    );
    expect(request.acknowledged_at).not.toBeNull();
    const [row] = await testApp.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'request_received'), eq(messages.recipient, '+919871350004')));
    expect(row?.channel).toBe('sms');
  });

  it("lists the customer's own requests, newest first, and no one else's", async () => {
    const response = await call(meena, 'GET', '/api/user/requests');
    expect(response.statusCode, response.body).toBe(200);
    const mine = dataRequestsReplySchema.parse(response.json());
    expect(mine.requests.map((request) => request.kind)).toEqual(['grievance', 'correction']);
    expect(mine.grievance_contact.name).toBe('Lakshmi Narayanan');
    expect(JSON.stringify(mine)).not.toContain('erase everything');
  });

  it('replays the first reply for the same Idempotency-Key, keeping one request', async () => {
    const key = { 'idempotency-key': 'request-once-0001' };
    const payload = { kind: 'correction', text: 'My e-mail address is wrong on the receipts.' };
    const first = await ask(meena, payload, key);
    const again = await ask(meena, payload, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await ask(meena, { ...payload, text: 'Something else entirely, please.' }, key);
    expect(other.statusCode).toBe(422);
    const listed = dataRequestsReplySchema.parse(
      (await call(meena, 'GET', '/api/user/requests')).json(),
    );
    expect(listed.requests.filter((request) => request.text === payload.text)).toHaveLength(1);
  });
});

describe('what a request must say', () => {
  it('refuses a missing kind, too short or too long a text, in English and in Tamil', async () => {
    const missing = await ask(meena, { text: 'Please correct my name.' });
    expect(missing.statusCode).toBe(400);
    expect(errorReplySchema.parse(missing.json()).fields?.kind).toBe(
      'Choose what you are asking for: a correction, an erasure or a grievance.',
    );
    const short = await ask(meena, { kind: 'correction', text: '   fix    ' });
    expect(errorReplySchema.parse(short.json()).fields?.text).toBe(
      'Please write what you are asking for, in at least 10 characters.',
    );
    const long = await ask(meena, { kind: 'grievance', text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(errorReplySchema.parse(long.json()).fields?.text).toBe(
      'Please keep it to 2,000 characters at most.',
    );
    const tamil = await ask(meena, { kind: 'complaint', text: 'x' }, { 'accept-language': 'ta' });
    const fields = errorReplySchema.parse(tamil.json()).fields!;
    expect(fields.kind).toMatch(/தேர்ந்தெடுங்கள்/);
    expect(fields.text).toMatch(/10 எழுத்துகளில்/);
  });

  it('refuses control characters, as every plain-text field does', async () => {
    const response = await ask(meena, { kind: 'grievance', text: 'Hidden\u0007 bell in here' });
    expect(response.statusCode).toBe(400);
    expect(errorReplySchema.parse(response.json()).fields?.text).toBeTruthy();
  });

  it(`refuses a new request while ${OPEN_DATA_REQUESTS_MAX} wait for an answer`, async () => {
    const crowded = await createCustomer(testApp, '+919871350005');
    for (let index = 0; index < OPEN_DATA_REQUESTS_MAX; index += 1)
      expect(
        (await ask(crowded, { kind: 'grievance', text: `Grievance number ${index}` })).statusCode,
      ).toBe(201);
    const refused = await ask(crowded, { kind: 'grievance', text: 'One grievance too many.' });
    expect(refused.statusCode).toBe(409);
    expect(errorReplySchema.parse(refused.json()).code).toBe('OPEN_REQUESTS_LIMIT');
  });

  it('needs a signed-in customer', async () => {
    const response = await testApp.inject({
      method: 'POST',
      url: '/api/user/requests',
      payload: { kind: 'grievance', text: 'Nobody signed in here.' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the office's queue", () => {
  it('shows each open request soonest due first, with its customer, age, due date and overdue flag', async () => {
    const { request } = dataRequestReplySchema.parse(
      (await ask(meena, { kind: 'erasure', text: 'Please erase my old horoscope upload.' })).json(),
    );
    // Made 31 days ago: due yesterday, overdue.
    await testApp.database.db.execute(
      sql`update data_requests set created_at = now() - interval '31 days',
            due_at = now() - interval '1 day' where id = ${request.id}`,
    );
    const open = await queue();
    const first = open.requests[0]!;
    expect(first).toMatchObject({
      id: request.id,
      kind: 'erasure',
      text: 'Please erase my old horoscope upload.',
      customer: { id: meenaId, name: 'Meena', mobile_number: '+919871350003' },
      age_days: 31,
      overdue: true,
      status: 'open',
    });
    expect(open.overdue).toBe(1);
    expect(open.grievance_contact.email).toBe('grievance@jothidam.example');
    const rest = open.requests.slice(1);
    expect(rest.every((row) => !row.overdue && row.age_days === 0)).toBe(true);
    const dues = open.requests.map((row) => Date.parse(row.due_at));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    expect((await queue('?status=answered')).requests).toEqual([]);
  });

  it('is the office desk and admins only', async () => {
    expect((await call(meena, 'GET', '/api/admin/requests')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/admin/requests')).statusCode).toBe(200);
  });
});

describe('an answer', () => {
  it('answers once, by the office, tells the customer by message and shows them the answer', async () => {
    const { request } = dataRequestReplySchema.parse(
      (
        await ask(meena, { kind: 'correction', text: 'My name is spelt Meenakshi, with a k.' })
      ).json(),
    );
    const answer = 'We have corrected your name on your profile and your two receipts.';
    const response = await call(desk, 'POST', `/api/admin/requests/${request.id}/answer`, {
      answer: `  ${answer} `,
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = adminDataRequestReplySchema.parse(response.json()).request;
    expect(answered).toMatchObject({
      status: 'answered',
      answer,
      overdue: false,
      answered_by: { name: null },
    });
    expect(answered.answered_at).not.toBeNull();

    const told = (await messagesOf(meenaId, 'request_answered')).filter(
      (row) => (row.payload as { number: string }).number === request.number,
    );
    expect(told.length).toBeGreaterThan(0);
    const words = composeNotice(told[0]!.payload as NoticeDetails, 'english', 'https://j.example');
    expect(words.text).toContain(
      'Read the answer in My Profile: https://j.example/profile#requests',
    );
    expect(words.text).toContain('Grievance Officer: Lakshmi Narayanan');
    // The answer's words stay in My Profile: never in an SMS or WhatsApp.
    expect(JSON.stringify(told.map((row) => row.payload))).not.toContain('two receipts');

    const mine = dataRequestsReplySchema.parse(
      (await call(meena, 'GET', '/api/user/requests')).json(),
    );
    expect(mine.requests.find((row) => row.id === request.id)).toMatchObject({
      status: 'answered',
      answer,
    });
    const again = await call(admin, 'POST', `/api/admin/requests/${request.id}/answer`, {
      answer: 'Another answer',
    });
    expect(again.statusCode).toBe(409);
    expect(errorReplySchema.parse(again.json()).code).toBe('REQUEST_ANSWERED');
    expect((await queue('?status=answered')).requests.map((row) => row.id)).toContain(request.id);
    expect((await queue()).requests.map((row) => row.id)).not.toContain(request.id);
  });

  it('is in the activity log without its words', async () => {
    const log = auditLogReplySchema.parse(
      (await call(admin, 'GET', '/api/admin/audit-log?action=data_request.answer')).json(),
    );
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ entity_type: 'data_request', actor: { role: 'desk' } });
    expect(JSON.stringify(log.entries[0])).not.toContain('two receipts');
  });

  it('refuses an empty answer and an unknown request', async () => {
    const empty = await call(desk, 'POST', '/api/admin/requests/1/answer', { answer: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorReplySchema.parse(empty.json()).fields?.answer).toBe(
      'Please write the answer the customer will read.',
    );
    const unknown = await call(desk, 'POST', '/api/admin/requests/999999/answer', {
      answer: 'Done.',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call(meena, 'POST', '/api/admin/requests/1/answer', { answer: 'x' })).statusCode,
    ).toBe(403);
  });
});
