import { sql } from 'drizzle-orm';
import { createAuthRepo } from '../modules/auth/auth.repo';
import { createUsersRepo } from '../modules/users/users.repo';
import { createStaffRepo } from '../modules/staff/staff.repo';
import { createSessionsService } from '../modules/sessions/sessions.service';
import type { TestApp } from './test-app';

/**
 * A signed-in customer made straight in the database (a race test needs fifty; the sign-in
 * flow has its own tests). Returns the bearer token.
 */
export async function createCustomer(testApp: TestApp, mobileNumber: string): Promise<string> {
  const repo = createAuthRepo(testApp.database.db);
  const user = await repo.findOrCreateUser(mobileNumber, 'english');
  const { token } = await createSessionsService(testApp.database.db).start({
    user,
    client: { userAgent: undefined, ip: '127.0.0.1', place: null },
  });
  return token;
}

/**
 * Counts the e-mail address of the customer with this number confirmed, as opening its link does
 * (decision 0107); for tests of the messages that go to it. The link itself is tested in
 * routes/users/email-confirmation.routes.test.ts.
 */
export async function confirmEmailOf(testApp: TestApp, mobileNumber: string): Promise<void> {
  await testApp.database.db.execute(
    sql`update users set email_confirmed_at = now()
        where mobile_number = ${mobileNumber} and email is not null`,
  );
}

/** Books a Jathagam reading for the token's customer; returns the appointment id. */
export async function bookAppointment(testApp: TestApp, token: string): Promise<number> {
  const response = await testApp.inject({
    method: 'POST',
    url: '/api/appointments',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name: 'Ravi',
      gender: 'male',
      date_of_birth: '1985-11-02',
      birth_time: '14:30',
      birth_place: 'Coimbatore',
      services: [1],
      terms_agreed: true,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
  return response.json<{ appointment: { id: number } }>().appointment.id;
}

/** Marks appointments paid as a verified payment would (the payment flow has its own tests). */
export async function markPaid(testApp: TestApp, ids: number[]): Promise<void> {
  await testApp.database.db.execute(
    sql`update appointments set payment_status = 'paid', status = 'paid'
        where id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`,
  );
}

/** An office worker: a customer given the admin role, as `npm run admin -- grant` does. Returns the bearer token. */
export async function createAdmin(testApp: TestApp, mobileNumber: string): Promise<string> {
  const token = await createCustomer(testApp, mobileNumber);
  await createUsersRepo(testApp.database.db).setRoleByMobileNumber(mobileNumber, 'admin');
  return token;
}

/** An office worker with the desk role (consultations, cash, slots, messages). Returns the bearer token. */
export async function createDesk(testApp: TestApp, mobileNumber: string): Promise<string> {
  const token = await createCustomer(testApp, mobileNumber);
  await createStaffRepo(testApp.database.db).setRole(mobileNumber, 'desk', null);
  return token;
}

/**
 * An astrologer of the team signed in with the astrologer role (their own consultations only).
 * Returns the bearer token.
 */
export async function createAstrologerUser(
  testApp: TestApp,
  mobileNumber: string,
  astrologerId: number,
): Promise<string> {
  const token = await createCustomer(testApp, mobileNumber);
  await createStaffRepo(testApp.database.db).setRole(mobileNumber, 'astrologer', astrologerId);
  return token;
}

/** A minimal PDF: what the office uploads as a written report. */
export function samplePdf(text = 'the reading'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
}
