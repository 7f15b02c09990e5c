import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorReplySchema,
  privacySettingsReplySchema,
  retentionReplySchema,
  type RetentionPeriods,
} from '@portal/contracts';
import { auditLog, users } from '../../../db/schema';
import { createRetentionJob } from '../../../modules/privacy/retention/retention-job';
import { createAdmin, createDesk } from '../../../test/customers';
import {
  customer,
  daysAgo,
  deliveredReport,
  heldConsultation,
  lastActive,
  unheldBooking,
  upload,
} from '../../../test/privacy-fixtures';
import { signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let admin: string;

const call = (
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
  language = 'en',
  token = admin,
) =>
  testApp.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

const defaults: RetentionPeriods = {
  files_months: 24,
  unpaid_files_days: 30,
  message_text_months: 12,
  inactive_years: 3,
};

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createAdmin(testApp, '+919840072000');
});
afterAll(async () => {
  await testApp?.close();
});

describe('GET and PUT /api/admin/retention', () => {
  it('states the built-in periods until the office chooses its own', async () => {
    const reply = retentionReplySchema.parse((await call('GET', '/api/admin/retention')).json());
    expect(reply.retention).toMatchObject({
      periods: defaults,
      defaults,
      office_choice: false,
    });
  });

  it('shows what the next run removes, and the run then removes exactly that', async () => {
    const { token } = await customer(testApp, '+919840072001');
    const old = await heldConsultation(testApp, token, daysAgo(800));
    await upload(testApp, old, Buffer.from('%PDF-1.4 listed for removal'));
    await deliveredReport(testApp, old, 'listed for removal');
    const cancelled = await unheldBooking(testApp, token, daysAgo(40), { cancelled: true });
    await upload(testApp, cancelled, Buffer.from('%PDF-1.4 of a cancelled booking'));
    const inactive = await customer(testApp, '+919840072002');
    await lastActive(testApp, inactive.userId, daysAgo(1200));

    const { next_run } = retentionReplySchema.parse(
      (await call('GET', '/api/admin/retention')).json(),
    ).retention;
    expect(next_run).toMatchObject({ files: 2, reports: 1, customers: 1 });
    expect(
      next_run.appointments_listed.map((due) => [due.id, due.reason, due.files, due.reports]),
    ).toEqual([
      [old, 'after_consultation', 1, 1],
      [cancelled, 'cancelled', 1, 0],
    ]);
    expect(next_run.customers_listed.map((due) => due.id)).toEqual([inactive.userId]);

    const handed: number[] = [];
    const outcome = await createRetentionJob({
      db: testApp.database.db,
      blobs: testApp.dependencies.blobs,
      runAlone: (key, work) => testApp.database.runAlone(key, work),
      eraseCustomer: async (db, { userId }) => {
        handed.push(userId);
        await db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, userId));
      },
      purgeOldReads: async () => 0,
      purgeOldEmailLinks: async () => 0,
      log: { line: () => undefined, warn: () => undefined },
    }).run('nightly', new Date(next_run.next_run_at));

    expect(outcome).toMatchObject({
      ran: true,
      counts: {
        files: next_run.files,
        reports: next_run.reports,
        message_texts: next_run.message_texts,
        customers: next_run.customers,
        activity_details: next_run.activity_details,
      },
    });
    expect(handed).toEqual([inactive.userId]);
    const after = retentionReplySchema.parse((await call('GET', '/api/admin/retention')).json());
    expect(after.retention.next_run).toMatchObject({ files: 0, reports: 0, customers: 0 });
    expect(after.retention.last_run).toMatchObject({ trigger: 'nightly', files: 2, reports: 1 });
  });

  it('saves new periods, audited, and refuses one out of bounds in Tamil', async () => {
    const chosen = { ...defaults, files_months: 36, inactive_years: 5 };
    const saved = await call('PUT', '/api/admin/retention', chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(retentionReplySchema.parse(saved.json()).retention).toMatchObject({
      periods: chosen,
      office_choice: true,
    });
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retention_settings.update'));
    expect(entry).toMatchObject({
      before: defaults,
      after: chosen,
      entityType: 'privacy_settings',
    });

    const refused = await call(
      'PUT',
      '/api/admin/retention',
      { ...chosen, unpaid_files_days: 400 },
      'ta',
    );
    expect(refused.statusCode).toBe(400);
    expect(errorReplySchema.parse(refused.json()).fields?.unpaid_files_days).toBe(
      'ரத்துசெய்யப்பட்ட அல்லது கட்டணம் செலுத்தப்படாத முன்பதிவுகளின் பதிவேற்றங்களை 1 முதல் 365 நாட்கள் வரை வைத்திருக்கலாம்.',
    );
    const kept = retentionReplySchema.parse((await call('GET', '/api/admin/retention')).json());
    expect(kept.retention.periods).toEqual(chosen);
  });

  it("is the admin's alone: the desk is refused", async () => {
    const desk = await createDesk(testApp, '+919840072003');
    expect((await call('GET', '/api/admin/retention', undefined, 'en', desk)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/retention', defaults, 'en', desk)).statusCode).toBe(403);
  });
});

describe('GET and PUT /api/admin/privacy/settings', () => {
  it("names the office's own contact details as the grievance contact until it names one", async () => {
    const reply = privacySettingsReplySchema.parse(
      (await call('GET', '/api/admin/privacy/settings')).json(),
    );
    expect(reply.settings).toMatchObject({
      grievance_name: 'Grievance Officer, Jothidam Consultation Centre',
      grievance_email: 'office@jothidam.example',
      grievance_phone: '+91 98765 43210',
      breach_notice_english: null,
      breach_notice_tamil: null,
    });
    expect(reply.settings.breach_notice_builtin.english).toMatch(
      /^We are writing to tell you about a security incident\. Between \{from\} and \{to\},[\s\S]*contact Grievance Officer, Jothidam Consultation Centre: office@jothidam\.example, \+91 98765 43210\.$/,
    );
    expect(reply.settings.breach_notice_builtin.tamil).toContain('{from} முதல் {to} வரையிலான');
  });

  it('saves the grievance contact and the notice in both languages, audited', async () => {
    const saved = await call('PUT', '/api/admin/privacy/settings', {
      grievance_name: 'R. Lakshmi',
      grievance_email: ' Privacy@Jothidam.Example ',
      grievance_phone: '+91 98400 11223',
      breach_notice_english: 'Between {from} and {to} our booking server was broken into.',
      breach_notice_tamil: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(privacySettingsReplySchema.parse(saved.json()).settings).toMatchObject({
      grievance_name: 'R. Lakshmi',
      grievance_email: 'privacy@jothidam.example',
      grievance_default: false,
      breach_notice_english: 'Between {from} and {to} our booking server was broken into.',
      breach_notice_tamil: null,
    });
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'privacy_settings.update'));
    expect(entry?.after).toMatchObject({ grievance: { name: 'R. Lakshmi' } });
    // The periods saved before stay as they were.
    const retention = retentionReplySchema.parse(
      (await call('GET', '/api/admin/retention')).json(),
    );
    expect(retention.retention.periods.files_months).toBe(36);
  });

  it('refuses a grievance e-mail that is not one, saying which field', async () => {
    const refused = await call('PUT', '/api/admin/privacy/settings', {
      grievance_name: 'R. Lakshmi',
      grievance_email: 'privacy at jothidam',
      grievance_phone: '12',
      breach_notice_english: null,
      breach_notice_tamil: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorReplySchema.parse(refused.json()).fields).toMatchObject({
      grievance_email: 'Enter the e-mail address for grievances.',
      grievance_phone: 'Enter a telephone number of 6 to 15 digits for grievances.',
    });
  });
});

describe('signing in', () => {
  it('records the moment of the sign-in, from which retention counts inactivity', async () => {
    const before = Date.now() - 1000;
    await signIn(testApp, '9840072004');
    const [row] = await testApp.database.db
      .select({ at: users.lastSignInAt })
      .from(users)
      .where(eq(users.mobileNumber, '+919840072004'));
    expect(row?.at?.getTime()).toBeGreaterThan(before);
  });
});
