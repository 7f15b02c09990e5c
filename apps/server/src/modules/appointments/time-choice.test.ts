import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { appointments, payments } from '../../db/schema';
import { bookAppointment, createCustomer } from '../../test/customers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mayChooseTime } from './appointment-policy';
import { customerMayChooseTime, mayChooseTimeCondition } from './time-choice';

/**
 * The rule and its SQL twin (the booking's check and the UPDATE that gives the time) answer alike
 * for every state an appointment can be in, on PGlite and PostgreSQL.
 */
let testApp: TestApp;
let id: number;
let cashId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  id = await bookAppointment(testApp, await createCustomer(testApp, '+919840900001'));
  const [cash] = await testApp.database.db
    .insert(payments)
    .values({ appointmentId: id, method: 'cash', status: 'cancelled', amountPaise: 59_000 })
    .returning();
  cashId = cash!.id;
});
afterAll(() => testApp.close());

const states = [
  ['pending', 'pending'],
  ['pending', 'failed'],
  ['paid', 'paid'],
  ['scheduled', 'paid'],
  ['scheduled', 'pending'],
  ['cancelled', 'pending'],
  ['cancelled', 'paid'],
  ['completed', 'paid'],
] as const;
const modes = ['in_person', 'phone', 'video'] as const;
const cashStates = ['pending', 'paid', 'cancelled'] as const;

it('the SQL condition and mayChooseTime agree on every status, payment, mode and cash choice', async () => {
  const { db } = testApp.database;
  const answers: string[] = [];
  for (const [status, paymentStatus] of states) {
    for (const consultationMode of modes) {
      for (const cash of cashStates) {
        await db.update(payments).set({ status: cash }).where(eq(payments.id, cashId));
        await db
          .update(appointments)
          .set({ status, paymentStatus, consultationMode })
          .where(eq(appointments.id, id));
        const expected = mayChooseTime({
          status,
          paymentStatus,
          consultationMode,
          cashChosen: cash === 'pending',
        });
        // As the UPDATE that gives the time would read it.
        const touched = await db
          .update(appointments)
          .set({ updatedAt: sql`now()` })
          .where(and(eq(appointments.id, id), mayChooseTimeCondition()))
          .returning({ id: appointments.id });
        const label = `${status}/${paymentStatus}/${consultationMode}/cash ${cash}`;
        expect(touched.length === 1, label).toBe(expected);
        expect(
          await customerMayChooseTime(db, { id, status, paymentStatus, consultationMode }),
          label,
        ).toBe(expected);
        if (expected) answers.push(label);
      }
    }
  }
  // Paid and waiting for a time, in any mode; or at the office with the cash still to pay.
  expect(answers.sort()).toEqual(
    [
      ...modes.flatMap((mode) => cashStates.map((cash) => `paid/paid/${mode}/cash ${cash}`)),
      'pending/pending/in_person/cash pending',
      'pending/failed/in_person/cash pending',
    ].sort(),
  );
});
