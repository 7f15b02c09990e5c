import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownDevices, otpRequests, sessions } from '../../../db/schema';
import { customer, daysAgo } from '../../../test/privacy-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { forgetOldSignIns } from './sign-in-records';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

describe('forgetting old sign-in records', () => {
  it('deletes sessions ended over 90 days ago and keeps the live and the recently ended', async () => {
    const db = testApp.database.db;
    const { userId } = await customer(testApp, '+919840071801');
    const row = (tokenHash: string, extra: Partial<typeof sessions.$inferInsert>) => ({
      tokenHash,
      userId,
      expiresAt: daysAgo(-10),
      ...extra,
    });
    await db
      .insert(sessions)
      .values([
        row('old-expired', { expiresAt: daysAgo(91) }),
        row('old-ended', { revokedAt: daysAgo(95) }),
        row('recently-ended', { revokedAt: daysAgo(10) }),
        row('live', {}),
      ]);
    await db.insert(knownDevices).values([
      { userId, tokenHash: 'idle-device', lastUsedAt: daysAgo(400) },
      { userId, tokenHash: 'used-device', lastUsedAt: daysAgo(3) },
    ]);
    await db.insert(otpRequests).values({
      idHash: 'spent-code',
      mobileNumber: '+919840071801',
      codeHash: 'x',
      expiresAt: daysAgo(2),
    });

    expect(await forgetOldSignIns(db, new Date())).toBe(4);

    const left = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(left.map((session) => session.tokenHash).sort()).toEqual(
      expect.arrayContaining(['live', 'recently-ended']),
    );
    expect(left.map((session) => session.tokenHash)).not.toContain('old-ended');
    const devices = await db
      .select({ tokenHash: knownDevices.tokenHash })
      .from(knownDevices)
      .where(eq(knownDevices.userId, userId));
    expect(devices).toEqual([{ tokenHash: 'used-device' }]);
    expect(await forgetOldSignIns(db, new Date())).toBe(0);
  });
});
