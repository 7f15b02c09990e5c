import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { appointmentReplySchema, cancelAppointmentReplySchema } from '@portal/contracts';
import { multipartBody } from './multipart';
import { payOnGateway, verify, type FakeRazorpay } from './razorpay-app';
import { signIn } from './sign-in';
import type { TestApp } from './test-app';
import { holdAt } from './times';

/**
 * A customer with something of every kind the privacy work reads and erases (decision 0101):
 * a profile with a name and e-mail, a saved person, a Marriage Porutham booking with the
 * bridegroom, parents, a reason, work details and two uploaded files, paid online and given a
 * time ahead; a Jathagam reading paid online and cancelled with a reason (a refund and its
 * credit note); a reading paid in cash at the office with a time ahead; a written report;
 * the office's private note and chart notes; a consent, a request and an office read; messages.
 * Every value is unusual enough that finding it anywhere means it is theirs.
 */
const run = promisify(execFile);

export const privacyCustomer = {
  phone: '9840071234',
  mobile: '+919840071234',
  name: 'Meenakshi Vaidehi',
  email: 'meenakshi.vaidehi@example.in',
  /** The address first given, mistyped, and changed: kept only with its confirmation link (decision 0107). */
  earlierEmail: 'meenakshi.vaidhei@example.in',
  person: {
    name: 'Anandhi Vaidehi',
    dateOfBirth: '1998-08-21',
    birthPlace: 'Kumbakonam',
    currentLocation: 'Pollachi',
    father: 'Sundaralingam Pillai',
    mother: 'Kamakshi Ammal',
    reason: 'Worried about the timing of the wedding',
    work: 'Textile designer at Erode',
  },
  bridegroom: {
    name: 'Karthikeyan Ramalingam',
    dateOfBirth: '1995-01-30',
    birthPlace: 'Tirunelveli',
    currentLocation: 'Hosur',
  },
  saved: { name: 'Valliammai Vaidehi', dateOfBirth: '1961-02-14', birthPlace: 'Karaikudi' },
  cancelReason: 'Travelling to Rameswaram that week',
  note: 'Candid: anxious, calls often about Anandhi',
  chartNote: 'Chart shows a delay; speak gently to Anandhi',
  request: 'Please correct the spelling of Vaidehi',
  /** Bytes no other file has: the blob store is searched for them. */
  fileMarker: 'HOROSCOPE-SCAN-OF-ANANDHI-7Q2X',
  reportMarker: 'WRITTEN-REPORT-FOR-ANANDHI-9K4Z',
} as const;

export type PrivacyCustomer = Awaited<ReturnType<typeof createPrivacyCustomer>>;

const pdfWith = (marker: string, name: string) => ({
  name,
  type: 'application/pdf',
  content: new Uint8Array(Buffer.from(`%PDF-1.4\n% ${marker}\n${'x'.repeat(3000)}\n%%EOF\n`)),
});

/** The customer above, signed in through the real calls; the office's part done by `admin`. */
export async function createPrivacyCustomer(testApp: TestApp, fake: FakeRazorpay, admin: string) {
  const c = privacyCustomer;
  const token = await signIn(testApp, c.phone);
  const as = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
  const call = async (
    bearer: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const reply = await testApp.inject({ method, url, headers: as(bearer), payload });
    if (reply.statusCode >= 300)
      throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    return reply;
  };
  await call(token, 'PUT', '/api/user/profile', { email: c.earlierEmail });
  const { user } = (
    await call(token, 'PUT', '/api/user/profile', { name: c.name, email: c.email })
  ).json<{
    user: { id: number };
  }>();
  await call(token, 'POST', '/api/user/people', {
    name: c.saved.name,
    relation: 'mother',
    gender: 'female',
    date_of_birth: c.saved.dateOfBirth,
    birth_time_type: 'exact',
    birth_time: '04:10',
    birth_place: c.saved.birthPlace,
  });

  const marriageForm = await multipartBody(
    {
      name: c.person.name,
      gender: 'female',
      date_of_birth: c.person.dateOfBirth,
      birth_time_type: 'exact',
      birth_time: '05:40',
      birth_place: c.person.birthPlace,
      current_location: c.person.currentLocation,
      father_name: c.person.father,
      mother_name: c.person.mother,
      reason_for_visit: c.person.reason,
      work_details: c.person.work,
      services: '2',
      terms_agreed: 'true',
      other_person_agreed: 'true',
      bridegroom_name: c.bridegroom.name,
      bridegroom_date_of_birth: c.bridegroom.dateOfBirth,
      bridegroom_birth_time_type: 'exact',
      bridegroom_birth_time: '21:15',
      bridegroom_birth_place: c.bridegroom.birthPlace,
      bridegroom_current_location: c.bridegroom.currentLocation,
    },
    [
      pdfWith(c.fileMarker, 'anandhi-horoscope.pdf'),
      pdfWith(`${c.fileMarker}-2`, 'karthik-jathagam.pdf'),
    ],
  );
  const booked = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { ...marriageForm.headers, ...as(token) },
    payload: marriageForm.payload,
  });
  if (booked.statusCode !== 201) throw new Error(`booking: ${booked.statusCode} ${booked.body}`);
  const marriage = appointmentReplySchema.parse(booked.json()).appointment;
  const marriagePaid = await payOnGateway(testApp, fake, token, marriage.id);
  await call(token, 'POST', '/api/payments/verify', marriagePaid.checkout);
  await holdAt(testApp, marriage.id, 72);

  const jathagam = await bookReading(testApp, token, c.person.name);
  const jathagamPaid = await payOnGateway(testApp, fake, token, jathagam);
  await verify(testApp, token, jathagamPaid.checkout);
  await holdAt(testApp, jathagam, 48, 30);
  const cancelled = cancelAppointmentReplySchema.parse(
    (
      await call(token, 'POST', `/api/appointments/${jathagam}/cancel`, { reason: c.cancelReason })
    ).json(),
  );

  const cash = await bookReading(testApp, token, c.person.name);
  await call(token, 'POST', `/api/payments/appointments/${cash}/cash`);
  await call(admin, 'POST', `/api/admin/appointments/${cash}/mark-paid`);
  await holdAt(testApp, cash, 96);

  const report = (await call(admin, 'GET', `/api/admin/appointments/${marriage.id}`)).json<{
    appointment: { pdf_service_requests: { id: number }[] };
  }>().appointment.pdf_service_requests[0]!;
  const reportForm = await multipartBody({}, [pdfWith(c.reportMarker, 'report.pdf')], 'report');
  await testApp.inject({
    method: 'POST',
    url: `/api/admin/pdf-requests/${report.id}/report`,
    headers: { ...reportForm.headers, ...as(admin) },
    payload: reportForm.payload,
  });
  await call(admin, 'POST', `/api/admin/pdf-requests/${report.id}/deliver`);
  await call(admin, 'POST', `/api/admin/customers/${user.id}/notes`, { body: c.note });
  await call(admin, 'PUT', `/api/admin/appointments/${marriage.id}/chart-notes`, {
    text: c.chartNote,
  });

  // The office's read of the marriage booking above is in the read log (routes/admin/appointments).
  await call(token, 'PUT', '/api/user/consents', { marketing: true });
  await call(token, 'POST', '/api/user/requests', { kind: 'correction', text: c.request });
  await testApp.app.outbox.drain();

  return {
    token,
    userId: user.id,
    marriage: {
      id: marriage.id,
      number: marriage.appointment_number,
      payment: marriagePaid.payment,
    },
    jathagam: { id: jathagam, refund: cancelled.refund! },
    cash,
    reportId: report.id,
  };
}

/** A Jathagam reading for the person, as the customer books it; its id. */
async function bookReading(testApp: TestApp, token: string, name: string): Promise<number> {
  const reply = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name,
      gender: 'female',
      date_of_birth: privacyCustomer.person.dateOfBirth,
      birth_time: '05:40',
      birth_place: privacyCustomer.person.birthPlace,
      services: [1],
      terms_agreed: true,
    },
  });
  if (reply.statusCode !== 201) throw new Error(`booking: ${reply.statusCode} ${reply.body}`);
  return reply.json<{ appointment: { id: number } }>().appointment.id;
}

/**
 * Every row of every table as text: on PostgreSQL `pg_dump` of the test's own database (what a
 * copy of it holds), on the embedded one each table's rows through SQL.
 */
export async function dumpDatabase(testApp: TestApp): Promise<string> {
  const server = process.env.DATABASE_URL;
  if (server) {
    const named = await testApp.database.db.execute<{ name: string }>(
      sql`select current_database() as name`,
    );
    const url = new URL(server);
    url.pathname = `/${(named as { rows: { name: string }[] }).rows[0]!.name}`;
    const { stdout } = await run('pg_dump', ['--no-owner', '--dbname', url.href], {
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  }
  const result = await testApp.database.db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const tables = (result as { rows: { table_name: string }[] }).rows;
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await testApp.database.db.execute<{ row: string }>(
      sql`select t::text as row from ${sql.identifier(table)} t`,
    );
    parts.push(`-- ${table}`, ...(rows as { rows: { row: string }[] }).rows.map((r) => r.row));
  }
  return parts.join('\n');
}

/** Every blob in the store: its name (the hash) and its bytes, as text to search. */
export async function listBlobs(testApp: TestApp): Promise<{ hash: string; bytes: string }[]> {
  const found: { hash: string; bytes: string }[] = [];
  const { blobs } = testApp.dependencies;
  for await (const blob of blobs.list()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await blobs.open(blob.hash))
      chunks.push(Buffer.from(chunk as Buffer));
    found.push({ hash: blob.hash, bytes: Buffer.concat(chunks).toString('latin1') });
  }
  return found;
}

/** The rows a query gives, on either database. */
export async function rowsOf<T>(testApp: TestApp, query: SQL): Promise<T[]> {
  const result = await testApp.database.db.execute<Record<string, unknown>>(query);
  return (result as { rows: T[] }).rows;
}
