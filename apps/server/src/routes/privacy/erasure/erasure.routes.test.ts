import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  dataCopyReplySchema,
  erasurePreviewReplySchema,
  erasureReplySchema,
  errorReplySchema,
  addDays,
  rupeeTextToPaise,
  todayInIndia,
} from '@portal/contracts';
import { createAdmin } from '../../../test/customers';
import { hasPoppler, pdfText } from '../../../test/pdf-text';
import { createReceiptsService } from '../../../modules/receipts/receipts.service';
import {
  createPrivacyCustomer,
  dumpDatabase,
  listBlobs,
  privacyCustomer as c,
  rowsOf,
  type PrivacyCustomer,
} from '../../../test/privacy-customer';
import { createRazorpayTestApp, type FakeRazorpay } from '../../../test/razorpay-app';
import { lastCodeFor, sendCode as sendCodeTo, signIn } from '../../../test/sign-in';
import type { TestApp } from '../../../test/test-app';

let testApp: TestApp;
let fake: FakeRazorpay;
let close: () => Promise<void>;
let admin: string;
let customer: PrivacyCustomer;
beforeAll(async () => {
  ({ testApp, fake, close } = await createRazorpayTestApp());
  admin = await createAdmin(testApp, '+919840079101');
  customer = await createPrivacyCustomer(testApp, fake, admin);
});
afterAll(() => close());

const as = (token: string, language = 'en') => ({
  authorization: `Bearer ${token}`,
  'accept-language': language,
});
/** The request of the code last sent to the customer (send-otp's request_id). */
let requestId = '';
const sendCode = async () => {
  const reply = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: c.phone },
  });
  requestId = reply.json<{ request_id: string }>().request_id;
  return reply;
};
const erase = (otp: string, language = 'en') =>
  testApp.inject({
    method: 'POST',
    url: '/api/user/erase',
    headers: as(customer.token, language),
    payload: { request_id: requestId, otp },
  });
const get = (url: string, token = admin) =>
  testApp.inject({ method: 'GET', url, headers: as(token) });
const one = async <T>(query: SQL) => (await rowsOf<T>(testApp, query))[0]!;

/** Every value of the customer's that names or places them, and their files' bytes. */
const needles = [
  c.name,
  'Vaidehi',
  c.mobile,
  '919840071234',
  c.phone,
  c.email,
  c.earlierEmail,
  c.person.name,
  c.person.dateOfBirth,
  c.person.birthPlace,
  c.person.currentLocation,
  c.person.father,
  c.person.mother,
  c.person.reason,
  c.person.work,
  c.bridegroom.name,
  c.bridegroom.dateOfBirth,
  c.bridegroom.birthPlace,
  c.bridegroom.currentLocation,
  c.saved.name,
  c.saved.dateOfBirth,
  c.saved.birthPlace,
  c.cancelReason,
  c.note,
  c.chartNote,
  c.request,
  'anandhi-horoscope.pdf',
  c.fileMarker,
  c.reportMarker,
];
const found = (text: string) =>
  needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase()));

describe("the customer's own erasure", () => {
  let blobsBefore: string[];

  it('says first what it would cancel and refund, and how long backups and receipts keep', async () => {
    const preview = erasurePreviewReplySchema.parse(
      (
        await testApp.inject({ method: 'GET', url: '/api/user/erase', headers: as(customer.token) })
      ).json(),
    );
    expect(preview.receipts_kept_months).toBe(72);
    expect(preview.backup_keep_days).toBeNull();
    expect(preview.consultations).toEqual([
      {
        appointment_number: customer.marriage.number,
        scheduled_at: expect.any(String) as string,
        refund: { amount: '1652.00', method: 'online', status: 'pending' },
      },
      expect.objectContaining({ refund: { amount: '590.00', method: 'cash', status: 'pending' } }),
    ]);
  });

  it('the dump holds every value before: the search below can find them', async () => {
    const dump = await dumpDatabase(testApp);
    // pg_dump's on PostgreSQL, each table's rows on the embedded database.
    expect(dump).toContain(process.env.DATABASE_URL ? 'PostgreSQL database dump' : '-- users');
    expect(found(dump)).toEqual(
      needles.filter((needle) => needle !== c.fileMarker && needle !== c.reportMarker),
    );
    const blobs = await listBlobs(testApp);
    blobsBefore = blobs.map((blob) => blob.hash);
    expect(found(blobs.map((blob) => blob.bytes).join('\n'))).toEqual([
      c.fileMarker,
      c.reportMarker,
    ]);
  });

  it('refuses a wrong code clearly, in Tamil too, and erases nothing', async () => {
    expect((await sendCode()).statusCode).toBe(200);
    const right = lastCodeFor(testApp, c.mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await erase(wrong, 'ta');
    expect(refused.statusCode).toBe(400);
    expect(errorReplySchema.parse(refused.json())).toMatchObject({
      code: 'OTP_INVALID',
      error: 'OTP குறியீடு தவறு. சரிபார்த்து மீண்டும் முயலுங்கள்.',
    });
    const still = dataCopyReplySchema.parse(
      (
        await testApp.inject({ method: 'GET', url: '/api/user/data', headers: as(customer.token) })
      ).json(),
    );
    expect(still.profile.name).toBe(c.name);
    expect(still.appointments.map((appointment) => appointment.status)).toEqual([
      'scheduled',
      'cancelled',
      'scheduled',
    ]);
  });

  it('with the right code: cancels what is to come with everything back, and signs out', async () => {
    const refundsBefore = fake.refunds.length;
    const done = await erase(lastCodeFor(testApp, c.mobile));
    expect(done.statusCode, done.body).toBe(200);
    const reply = erasureReplySchema.parse(done.json());
    expect(reply.label).toBe(`Erased customer ${customer.userId}`);
    expect(reply.cancelled).toEqual([
      expect.objectContaining({
        appointment_number: customer.marriage.number,
        refund: { amount: '1652.00', method: 'online', status: 'processed' },
      }),
      expect.objectContaining({ refund: { amount: '590.00', method: 'cash', status: 'pending' } }),
    ]);
    expect(fake.refunds.slice(refundsBefore)).toMatchObject([
      { payment_id: customer.marriage.payment.id, amount: 165200 },
    ]);
    const signedOut = await testApp.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: as(customer.token),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('leaves none of their details in a dump of the database', async () => {
    expect(found(await dumpDatabase(testApp))).toEqual([]);
  });

  it("leaves none of their files' bytes in the blob store", async () => {
    const blobs = await listBlobs(testApp);
    expect(found(blobs.map((blob) => `${blob.hash}\n${blob.bytes}`).join('\n'))).toEqual([]);
    expect(blobs.map((blob) => blob.hash).filter((hash) => blobsBefore.includes(hash))).toEqual([]);
  });

  it('keeps the receipts and credit notes, adding up, naming "Erased customer N"', async () => {
    const receipts = createReceiptsService(testApp.database.db);
    const rows = await rowsOf<{ id: number; amount_paise: number }>(
      testApp,
      sql`select p.id, p.amount_paise from payments p join appointments a on a.id = p.appointment_id
          where a.user_id = ${customer.userId} and p.paid_at is not null order by p.id`,
    );
    expect(rows).toHaveLength(3);
    for (const [language, label] of [
      ['english', `Erased customer ${customer.userId}`],
      ['tamil', `அழிக்கப்பட்ட வாடிக்கையாளர் ${customer.userId}`],
    ] as const) {
      for (const row of rows) {
        const receipt = await receipts.receipt('office', row.id, language);
        expect(receipt.customer).toEqual({ name: label, mobile_number: '' });
        expect(rupeeTextToPaise(receipt.total)).toBe(row.amount_paise);
        const charged = receipt.lines
          .filter((line) => !line.included)
          .reduce((sum, line) => sum + rupeeTextToPaise(line.amount), 0);
        expect(charged).toBe(row.amount_paise);
        const pdf = await get(`/api/admin/payments/${row.id}/receipt.pdf?language=${language}`);
        expect(pdf.statusCode).toBe(200);
        if (hasPoppler) expect(pdfText(pdf.rawPayload)).toContain(label);
      }
    }
    const note = await receipts.creditNote('office', customer.jathagam.refund.id, 'english');
    expect(note).toMatchObject({
      customer: { name: `Erased customer ${customer.userId}`, mobile_number: '' },
      amount: '590.00',
      status: 'processed',
    });
  });

  it('shows "Erased customer N" in the GST register, with no number', async () => {
    const today = todayInIndia();
    // The appointments file goes by the consultation's day: theirs are within the week.
    const range = `from=${today}&to=${addDays(today, 7)}`;
    for (const kind of ['sales', 'refunds', 'appointments']) {
      const csv = (await get(`/api/admin/exports/${kind}.csv?${range}`)).body;
      expect(csv, kind).toContain(`Erased customer ${customer.userId}`);
      expect(found(csv), kind).toEqual([]);
    }
  });

  it('writes to the activity log that the erasure happened, with no personal data', async () => {
    const entry = await one<{ actor_user_id: number; after: Record<string, unknown> }>(
      sql`select actor_user_id, after from audit_log
          where action = 'customer.erased' and entity_id = ${String(customer.userId)}`,
    );
    expect(entry.actor_user_id).toBe(customer.userId);
    expect(entry.after).toMatchObject({
      reason: 'customer',
      consultations_cancelled: 2,
      files_removed: 2,
      reports_removed: 3,
      saved_people_removed: 1,
      notes_removed: 1,
    });
    const entries = await rowsOf<{ action: string; after: Record<string, unknown> }>(
      testApp,
      sql`select action, after from audit_log
          where entity_type = 'appointment'
            and entity_id in (${String(customer.marriage.id)}, ${String(customer.jathagam.id)})
          order by id`,
    );
    // That each change happened stays, with its amounts; the reason typed went.
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['appointment.chart_notes', 'appointment.cancel']),
    );
    expect(
      entries.find((entry) => entry.action === 'appointment.customer_cancel')?.after,
    ).toMatchObject({
      reason: null,
      refund: { amount_paise: 59000, fee_paise: 0 },
    });
  });

  it('lets the same number sign up again as a new customer', async () => {
    const token = await signIn(testApp, c.phone);
    const profile = await get('/api/user/profile', token);
    const { user } = profile.json<{
      user: { id: number; name: string | null; appointments_count: number };
    }>();
    expect(user.id).not.toBe(customer.userId);
    expect(user).toMatchObject({ name: null, appointments_count: 0 });
    const copy = dataCopyReplySchema.parse((await get('/api/user/data', token)).json());
    expect(copy.appointments).toEqual([]);
    expect(copy.saved_people).toEqual([]);
  });
});

describe('accounts that are not erased this way', () => {
  it('an office account is refused until its role is taken back', async () => {
    const { requestId: officeRequest, code } = await sendCodeTo(testApp, '9840079101');
    const refused = await testApp.inject({
      method: 'POST',
      url: '/api/user/erase',
      headers: as(admin),
      payload: { request_id: officeRequest, otp: code },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorReplySchema.parse(refused.json()).code).toBe('ACCOUNT_NOT_ERASABLE');
    expect((await get('/api/user/profile')).statusCode).toBe(200);
  });

  it('a code is asked for: none sent, or a malformed one, erases nothing', async () => {
    const token = await signIn(testApp, '9840079102');
    const none = await testApp.inject({
      method: 'POST',
      url: '/api/user/erase',
      headers: as(token),
      payload: { request_id: 'n'.repeat(43), otp: '123456' },
    });
    expect(errorReplySchema.parse(none.json()).code).toBe('OTP_REQUEST_UNKNOWN');
    const malformed = await testApp.inject({
      method: 'POST',
      url: '/api/user/erase',
      headers: as(token),
      payload: { otp: '12' },
    });
    expect(malformed.statusCode).toBe(400);
    expect((await get('/api/user/profile', token)).statusCode).toBe(200);
  });
});
