import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, users } from '../../../db/schema';
import { createAdmin } from '../../../test/customers';
import { customer, daysAgo } from '../../../test/privacy-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEFAULT_MESSAGE_HOURS, useMessageHours } from '../../messages/outbox/message-hours';
import { listBreach, notifyBreach } from './breach-notices';

let testApp: TestApp;
const window = { from: daysAgo(10), to: daysAgo(5) };
const ids: Record<string, number> = {};

/** A customer registered `registered` days ago, with these channels and language. */
async function registered(
  name: string,
  mobileNumber: string,
  days: number,
  user: Partial<typeof users.$inferInsert> = {},
) {
  const { userId } = await customer(testApp, mobileNumber);
  await testApp.database.db
    .update(users)
    .set({ createdAt: daysAgo(days), ...user })
    .where(eq(users.id, userId));
  ids[name] = userId;
}

beforeAll(async () => {
  testApp = await createTestApp();
  await registered('meena', '+919840073001', 30, {
    languagePreference: 'tamil',
    email: 'meena@example.in',
    emailConfirmedAt: daysAgo(30),
  });
  await registered('ravi', '+6591234567', 7, { notifyWhatsapp: false });
  await registered('silent', '+919840073003', 60, {
    notifyWhatsapp: false,
    notifySms: false,
    notifyEmail: false,
  });
  // Registered after the window: nothing of theirs was there.
  await registered('later', '+919840073004', 2);
  // Erased before it began, and erased since (their number is gone with them).
  await registered('gone', '+919840073005', 90, {
    erasedAt: daysAgo(20),
    mobileNumber: 'erased:gone',
  });
  await registered('since', '+919840073006', 90, {
    erasedAt: daysAgo(1),
    mobileNumber: 'erased:since',
  });
  await createAdmin(testApp, '+919840073007');
});
afterAll(async () => {
  useMessageHours(DEFAULT_MESSAGE_HOURS);
  await testApp?.close();
});

describe('a breach window', () => {
  it('lists every customer whose data was in the database then, with their language and channels', async () => {
    const listing = await listBreach(testApp.database.db, window);

    const mine = listing.customers.filter((each) => Object.values(ids).includes(each.id));
    expect(mine).toEqual([
      {
        id: ids.meena,
        mobileNumber: '+919840073001',
        language: 'tamil',
        channels: ['whatsapp', 'sms', 'email'],
      },
      { id: ids.ravi, mobileNumber: '+6591234567', language: 'english', channels: ['sms'] },
      // Every channel turned off: the notice still goes, by SMS to their number.
      { id: ids.silent, mobileNumber: '+919840073003', language: 'english', channels: ['sms'] },
    ]);
    expect(listing.erasedSince).toBe(1);
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'breach.list'));
    expect(entry?.after).toMatchObject({ customers: listing.customers.length, erased_since: 1 });
    expect(JSON.stringify(entry)).not.toContain('9840073001');
  });

  it('queues one notice per customer and channel, in their language, and none twice', async () => {
    const first = await notifyBreach(testApp.database.db, window);
    const second = await notifyBreach(testApp.database.db, window);

    const rows = await testApp.database.db
      .select()
      .from(messages)
      .where(eq(messages.kind, 'breach_notice'))
      .orderBy(messages.userId, messages.channel);
    const mine = rows.filter((row) => Object.values(ids).includes(row.userId!));
    expect(mine.map((row) => [row.userId, row.channel, row.recipient, row.language])).toEqual([
      [ids.meena, 'email', 'meena@example.in', 'tamil'],
      [ids.meena, 'sms', '+919840073001', 'tamil'],
      [ids.meena, 'whatsapp', '+919840073001', 'tamil'],
      [ids.ravi, 'sms', '+6591234567', 'english'],
      [ids.silent, 'sms', '+919840073003', 'english'],
    ]);
    expect(first.queued).toBe(rows.length);
    expect(second).toMatchObject({ queued: 0, alreadyTold: first.customers.length });
    const notified = await testApp.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'breach.notify'))
      .orderBy(auditLog.id);
    expect(notified.map((entry) => entry.after)).toMatchObject([
      { queued: first.queued, already_told: 0 },
      { queued: 0, already_told: first.customers.length },
    ]);
  });

  it("sends the office's words in English and the built-in ones in Tamil, each with the window and the contact", async () => {
    const other = { from: daysAgo(4), to: daysAgo(3) };
    await testApp.inject({
      method: 'PUT',
      url: '/api/admin/privacy/settings',
      headers: {
        authorization: `Bearer ${await createAdmin(testApp, '+919840073008')}`,
      },
      payload: {
        grievance_name: 'R. Lakshmi',
        grievance_email: 'privacy@jothidam.example',
        grievance_phone: '+91 98400 11223',
        breach_notice_english: 'From {from} to {to} a copy of our database was taken.',
        breach_notice_tamil: null,
      },
    });
    await notifyBreach(testApp.database.db, other);
    useMessageHours(null);
    testApp.messageLog.length = 0;
    await testApp.database.db.execute(sql`update messages set send_after = now()
      where kind = 'breach_notice' and status = 'pending'`);
    await testApp.app.outbox.drain();

    const sms = (to: string) =>
      testApp.messageLog.filter((line) => line.startsWith(`[sms] to ${to} `));
    expect(sms('+6591234567')).toHaveLength(2);
    expect(sms('+6591234567').at(-1)).toMatch(
      /^\[sms\] to \+6591234567 \(english, breach_notice\): From .+ to .+ a copy of our database was taken\.\n\nFor questions, contact R\. Lakshmi: privacy@jothidam\.example, \+91 98400 11223\.$/,
    );
    const tamil = testApp.messageLog.find(
      (line) => line.startsWith('[email] to meena@example.in') && line.includes('R. Lakshmi'),
    );
    expect(tamil).toContain('முக்கியம்: ஒரு பாதுகாப்புச் சம்பவம் உங்கள் விவரங்களைப் பாதித்திருக்கலாம்');
    expect(tamil).toContain('கேள்விகளுக்கு R. Lakshmi அவர்களைத் தொடர்புகொள்ளுங்கள்');
    expect(tamil).toContain('(இந்திய நேரம்)');
  });
});
