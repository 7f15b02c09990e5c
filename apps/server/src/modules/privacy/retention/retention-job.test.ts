import { eq, sql } from 'drizzle-orm';
import { appointmentReplySchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentFiles,
  auditLog,
  emailConfirmations,
  messages,
  pdfRequests,
  users,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  customer,
  daysAgo,
  deliveredReport,
  heldConsultation,
  lastActive,
  unheldBooking,
  upload,
} from '../../../test/privacy-fixtures';
import type { EraseCustomer } from '../erasure/erase-customer';
import { purgeOldEmailLinks } from '../../users/email/purge-old-links';
import { createRetentionJob } from './retention-job';

let testApp: TestApp;
/** Who the job handed to the erasure, in order. */
const erased: number[] = [];

/** The erasure's part the job relies on: the customer is erased (and so no longer due). */
const eraseCustomer: EraseCustomer = async (db, { userId, reason, actorUserId }) => {
  expect({ reason, actorUserId }).toEqual({ reason: 'retention', actorUserId: null });
  erased.push(userId);
  await db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, userId));
};

const job = () =>
  createRetentionJob({
    db: testApp.database.db,
    blobs: testApp.dependencies.blobs,
    runAlone: (key, work) => testApp.database.runAlone(key, work),
    eraseCustomer,
    purgeOldReads: async () => 0,
    purgeOldEmailLinks,
    log: { line: () => undefined, warn: () => undefined },
  });

const fileExists = async (fileId: number) =>
  (
    await testApp.database.db
      .select({ id: appointmentFiles.id })
      .from(appointmentFiles)
      .where(eq(appointmentFiles.id, fileId))
  ).length === 1;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('the retention job', () => {
  it('deletes an upload of a consultation over 24 months old, row and bytes, and keeps a recent one', async () => {
    const { token } = await customer(testApp, '+919840071001');
    const old = await heldConsultation(testApp, token, daysAgo(25 * 31));
    const recent = await heldConsultation(testApp, token, daysAgo(30));
    const gone = await upload(testApp, old, Buffer.from('%PDF-1.4 the old horoscope'));
    const kept = await upload(testApp, recent, Buffer.from('%PDF-1.4 the recent horoscope'));

    const outcome = await job().run('command_line');

    expect(outcome).toMatchObject({ ran: true, counts: { files: 1 } });
    expect(await fileExists(gone.fileId)).toBe(false);
    expect(await testApp.dependencies.blobs.has(gone.hash)).toBe(false);
    expect(await fileExists(kept.fileId)).toBe(true);
    expect(await testApp.dependencies.blobs.has(kept.hash)).toBe(true);
  });

  it('keeps the bytes of an old upload that a recent booking holds too', async () => {
    const { token } = await customer(testApp, '+919840071002');
    const old = await heldConsultation(testApp, token, daysAgo(800));
    const recent = await heldConsultation(testApp, token, daysAgo(2));
    const bytes = Buffer.from('%PDF-1.4 the same horoscope, uploaded twice');
    const gone = await upload(testApp, old, bytes);
    const kept = await upload(testApp, recent, bytes);
    expect(kept.hash).toBe(gone.hash);

    await job().run('command_line');

    expect(await fileExists(gone.fileId)).toBe(false);
    expect(await fileExists(kept.fileId)).toBe(true);
    expect(await testApp.dependencies.blobs.has(kept.hash)).toBe(true);
  });

  it("deletes a cancelled booking's upload after 30 days and an unpaid one's, not a newer one's", async () => {
    const { token } = await customer(testApp, '+919840071003');
    const cancelled = await unheldBooking(testApp, token, daysAgo(31), { cancelled: true });
    const unpaid = await unheldBooking(testApp, token, daysAgo(45));
    const fresh = await unheldBooking(testApp, token, daysAgo(20), { cancelled: true });
    const files = [
      await upload(testApp, cancelled, Buffer.from('%PDF-1.4 cancelled booking')),
      await upload(testApp, unpaid, Buffer.from('%PDF-1.4 never paid')),
      await upload(testApp, fresh, Buffer.from('%PDF-1.4 cancelled last week')),
    ];

    await job().run('command_line');

    expect(await Promise.all(files.map((file) => fileExists(file.fileId)))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('deletes an old written report but keeps its row, shown to the customer as removed', async () => {
    const { token } = await customer(testApp, '+919840071004');
    const old = await heldConsultation(testApp, token, daysAgo(760));
    const report = await deliveredReport(testApp, old, 'an old reading');

    await job().run('command_line');

    const [row] = await testApp.database.db
      .select()
      .from(pdfRequests)
      .where(eq(pdfRequests.id, report.requestId));
    expect(row).toMatchObject({ status: 'removed', reportHash: null, reportSizeBytes: null });
    expect(await testApp.dependencies.blobs.has(report.hash)).toBe(false);
    const seen = await testApp.inject({
      method: 'GET',
      url: `/api/appointments/${old}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      appointmentReplySchema.parse(seen.json()).appointment.pdf_service_requests[0],
    ).toMatchObject({
      status: 'removed',
      removed_after_months: 24,
    });
  });

  it('empties the words of messages sent over 12 months ago, keeping kind, channel and time', async () => {
    const { token, userId } = await customer(testApp, '+919840071005');
    const appointmentId = await heldConsultation(testApp, token, daysAgo(3));
    const queued = (key: string, createdAt: Date, status: string) => ({
      idempotencyKey: key,
      kind: 'payment_received' as const,
      channel: 'sms' as const,
      audience: 'customer',
      userId,
      appointmentId,
      recipient: '+919840071005',
      language: 'english',
      payload: { kind: 'payment_received', amountPaise: 50000 },
      subject: 'Payment received',
      body: 'We have received your payment of ₹500.00',
      status,
      createdAt,
    });
    await testApp.database.db
      .insert(messages)
      .values([
        queued('retention:old', daysAgo(400), 'sent'),
        queued('retention:recent', daysAgo(100), 'sent'),
        queued('retention:waiting', daysAgo(400), 'pending'),
        queued('retention:zfailed', daysAgo(400), 'failed'),
      ]);

    await job().run('command_line');

    const rows = await testApp.database.db
      .select()
      .from(messages)
      .where(sql`${messages.idempotencyKey} like 'retention:%'`)
      .orderBy(messages.idempotencyKey);
    const words = ['Payment received', 'We have received your payment of ₹500.00'];
    const details = { kind: 'payment_received', amountPaise: 50000 };
    expect(
      rows.map((row) => [row.idempotencyKey, row.subject, row.body, row.payload, row.status]),
    ).toEqual([
      ['retention:old', null, null, {}, 'sent'],
      ['retention:recent', ...words, details, 'sent'],
      ['retention:waiting', ...words, details, 'pending'],
      // Nothing is left to send again: no longer failed, but dropped.
      ['retention:zfailed', null, null, {}, 'dropped'],
    ]);
    expect(rows[0]).toMatchObject({ kind: 'payment_received', channel: 'sms' });
  });

  it('hands a customer with no sign-in and no booking for 3 years to the erasure, and no other', async () => {
    const inactive = await customer(testApp, '+919840071006');
    await lastActive(testApp, inactive.userId, daysAgo(3 * 366));
    await heldConsultation(testApp, inactive.token, daysAgo(3 * 366 + 10));
    const returning = await customer(testApp, '+919840071007');
    await lastActive(testApp, returning.userId, daysAgo(4 * 366));
    await heldConsultation(testApp, returning.token, daysAgo(200));
    const signedIn = await customer(testApp, '+919840071008');
    await lastActive(testApp, signedIn.userId, daysAgo(2 * 366));
    erased.length = 0;

    const outcome = await job().run('command_line');

    expect(erased).toEqual([inactive.userId]);
    expect(outcome).toMatchObject({ ran: true, counts: { customers: 1 } });
  });

  it("drops the details of year-old activity log entries about customers' records, not the office's", async () => {
    const entry = (action: string, entityType: string) => ({
      actorUserId: null,
      action,
      entityType,
      entityId: '1',
      before: { name: 'Meenakshi', date_of_birth: '1990-05-10' },
      after: { name: 'Meenakshi S', date_of_birth: '1990-05-10' },
      createdAt: daysAgo(370),
    });
    const rows = await testApp.database.db
      .insert(auditLog)
      .values([
        entry('appointment.birth_details', 'appointment'),
        entry('service.update', 'service'),
        { ...entry('appointment.birth_details', 'appointment'), createdAt: daysAgo(300) },
      ])
      .returning({ id: auditLog.id });

    const outcome = await job().run('command_line');

    const after = await testApp.database.db
      .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        sql`${auditLog.id} in (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .orderBy(auditLog.id);
    expect(after.map((row) => row.before === null && row.after === null)).toEqual([
      true,
      false,
      false,
    ]);
    expect(outcome).toMatchObject({ counts: { activity_details: 1 } });
  });

  it('deletes e-mail confirmation links a month past their expiry, with their address, not newer ones', async () => {
    const { userId } = await customer(testApp, '+919840071090');
    const link = (tokenHash: string, email: string, expiredDaysAgo: number) => ({
      tokenHash,
      userId,
      email,
      createdAt: daysAgo(expiredDaysAgo + 2),
      expiresAt: daysAgo(expiredDaysAgo),
    });
    await testApp.database.db
      .insert(emailConfirmations)
      .values([
        link('old-link', 'typo@example.com', 31),
        link('recent-link', 'meena@example.com', 29),
      ]);

    const outcome = await job().run('command_line');

    expect(outcome).toMatchObject({ ran: true, counts: { email_links: 1 } });
    const left = await testApp.database.db
      .select({ email: emailConfirmations.email })
      .from(emailConfirmations)
      .where(eq(emailConfirmations.userId, userId));
    expect(left).toEqual([{ email: 'meena@example.com' }]);
  });

  it('removes once when two runs start together: the second finds the first at it', async () => {
    const { token } = await customer(testApp, '+919840071009');
    const old = await heldConsultation(testApp, token, daysAgo(900));
    await upload(testApp, old, Buffer.from('%PDF-1.4 raced for'));
    await upload(testApp, old, Buffer.from('%PDF-1.4 raced for, twice'));
    // Each run a job of its own, as two server processes would have.
    const outcomes = await Promise.all([job().run('nightly'), job().run('nightly')]);

    expect(outcomes.map((outcome) => outcome.ran).sort()).toEqual([false, true]);
    expect(outcomes.find((outcome) => !outcome.ran)).toEqual({ ran: false, why: 'running' });
    expect(outcomes.find((outcome) => outcome.ran)).toMatchObject({ counts: { files: 2 } });
    // A process whose timer fires once the first is done finds tonight's run made.
    expect(await job().run('nightly')).toEqual({ ran: false, why: 'done' });
  });

  it('records each run once in the activity log, with counts and no personal data, and a rerun removes nothing', async () => {
    const { token } = await customer(testApp, '+919840071010');
    const old = await heldConsultation(testApp, token, daysAgo(1000));
    await upload(testApp, old, Buffer.from('%PDF-1.4 recorded'));

    const first = await job().run('command_line');
    const second = await job().run('command_line');

    expect(first).toMatchObject({ ran: true, counts: { files: 1 } });
    expect(second).toEqual({
      ran: true,
      failures: 0,
      counts: {
        files: 0,
        reports: 0,
        message_texts: 0,
        customers: 0,
        reads: 0,
        email_links: 0,
        activity_details: 0,
        sign_ins: 0,
      },
    });
    const runs = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention.run'))
      .orderBy(auditLog.id);
    const last = runs.at(-1)!;
    expect(last).toMatchObject({ actorUserId: null, entityType: 'retention' });
    expect(last.after).toEqual({
      trigger: 'command_line',
      files: 0,
      reports: 0,
      message_texts: 0,
      customers: 0,
      reads: 0,
      email_links: 0,
      activity_details: 0,
      sign_ins: 0,
      failures: 0,
    });
    expect(JSON.stringify(runs)).not.toMatch(/9840071010|horoscope/);
  });
});
