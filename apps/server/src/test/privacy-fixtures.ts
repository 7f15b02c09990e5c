import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { appointmentFiles, appointments, pdfRequests, users } from '../db/schema';
import { bookAppointment, createCustomer, samplePdf } from './customers';
import type { TestApp } from './test-app';

/*
 * Old records for the retention and breach tests (modules/privacy): customers, consultations,
 * uploads and reports dated as long ago as a test needs, made straight in the database.
 */

export const DAY_MS = 86_400_000;
export const daysAgo = (days: number, from = new Date()) =>
  new Date(from.getTime() - days * DAY_MS);

/** A signed-in customer of this number (E.164) and their id. */
export async function customer(testApp: TestApp, mobileNumber: string) {
  const token = await createCustomer(testApp, mobileNumber);
  const [row] = await testApp.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.mobileNumber, mobileNumber));
  return { token, userId: row!.id };
}

/** Dates a customer's registration and last sign-in. */
export async function lastActive(testApp: TestApp, userId: number, moment: Date) {
  await testApp.database.db
    .update(users)
    .set({ createdAt: moment, lastSignInAt: moment })
    .where(eq(users.id, userId));
}

let consultations = 0;

/**
 * A Jathagam booking of the customer, held (completed) and ended `endedAt`; each at a minute of
 * its own, so that no two overlap in the astrologer's calendar.
 */
export async function heldConsultation(testApp: TestApp, token: string, endedAt: Date) {
  const id = await bookAppointment(testApp, token);
  consultations += 1;
  const end = new Date(Math.floor(endedAt.getTime() / 60_000) * 60_000 - consultations * 3_600_000);
  const start = new Date(end.getTime() - 30 * 60_000);
  await testApp.database.db.execute(
    sql`update appointments set status = 'completed', payment_status = 'paid',
        scheduled_at = ${start.toISOString()}, ends_at = ${end.toISOString()},
        held_until = ${end.toISOString()}, astrologer_id = 1, outcome_at = ${end.toISOString()},
        created_at = ${new Date(start.getTime() - DAY_MS).toISOString()}
        where id = ${id}`,
  );
  return id;
}

/** A booking never paid (still waiting), made `bookedAt`; or cancelled then (`cancelled`). */
export async function unheldBooking(
  testApp: TestApp,
  token: string,
  bookedAt: Date,
  { cancelled = false } = {},
) {
  const id = await bookAppointment(testApp, token);
  await testApp.database.db
    .update(appointments)
    .set({
      createdAt: bookedAt,
      updatedAt: bookedAt,
      ...(cancelled ? { status: 'cancelled', cancelledAt: bookedAt } : {}),
    })
    .where(eq(appointments.id, id));
  return id;
}

/** An uploaded horoscope of the appointment, its bytes in the blob store. */
export async function upload(testApp: TestApp, appointmentId: number, bytes: Buffer) {
  const stored = await testApp.dependencies.blobs.put(Readable.from([bytes]));
  const [row] = await testApp.database.db
    .insert(appointmentFiles)
    .values({
      appointmentId,
      fileName: 'horoscope.pdf',
      contentType: 'application/pdf',
      sizeBytes: stored.size,
      contentHash: stored.hash,
    })
    .returning({ id: appointmentFiles.id });
  return { fileId: row!.id, hash: stored.hash };
}

/** The appointment's written report, given to the customer. */
export async function deliveredReport(testApp: TestApp, appointmentId: number, text: string) {
  const stored = await testApp.dependencies.blobs.put(Readable.from([samplePdf(text)]));
  const [row] = await testApp.database.db
    .update(pdfRequests)
    .set({
      status: 'completed',
      reportHash: stored.hash,
      reportSizeBytes: stored.size,
      completedAt: new Date(),
    })
    .where(and(eq(pdfRequests.appointmentId, appointmentId), eq(pdfRequests.serviceId, 1)))
    .returning({ id: pdfRequests.id });
  if (!row) throw new Error(`appointment ${appointmentId} owes no Jathagam report`);
  return { requestId: row.id, hash: stored.hash };
}
