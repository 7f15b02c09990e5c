import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorReplySchema } from '@portal/contracts';
import { messages, otpRequests } from '../../db/schema';
import { DEFAULT_SIGN_IN_COUNTRIES } from '../../config';
import { errorMessages } from '../../lib/errors/messages';
import { composeNotice } from '../messages/composing/compose';
import { createTestApp, type TestApp } from '../../test/test-app';

const BUDGET = 5;
// No reserve: these are strangers' sends only (the reserve has its own test, sign-in-no-stranger-blocks).
const signIn = { countries: DEFAULT_SIGN_IN_COUNTRIES, codesPerHour: BUDGET, reservePercent: 0 };
let first: TestApp;
beforeAll(async () => {
  // The budget is per clock hour: a run that began in the last seconds of one waits for the next,
  // so every request counts in one hour.
  const toHourEnd = 3_600_000 - (Date.now() % 3_600_000);
  if (toHourEnd < 30_000) await new Promise((resolve) => setTimeout(resolve, toHourEnd + 100));
  first = await createTestApp({ signIn });
}, 60_000);
afterAll(() => first.close());

/** Another server process on the same database: its own counters unless given the first's (as Redis shares them). */
async function anotherProcess(counters?: TestApp['dependencies']['counters']): Promise<TestApp> {
  return createTestApp({
    signIn,
    database: first.database,
    dependencies: { blobs: first.dependencies.blobs, ...(counters ? { counters } : {}) },
  });
}
const closeProcess = async (other: TestApp) => {
  await other.app.close();
  await other.dependencies.counters.close();
};

let next = 0;
/** `count` requests at once, each from an address and to a number of its own, so only the budget can stop them. */
function burst(testApp: TestApp, count: number) {
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      next += 1;
      return testApp.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        remoteAddress: `10.31.${Math.floor(next / 250)}.${next % 250}`,
        headers: { 'accept-language': index % 2 === 0 ? 'en' : 'ta' },
        payload: { phone_number: `98400${String(next).padStart(5, '0')}` },
      });
    }),
  );
}

const budgetNotices = () =>
  first.database.db.select().from(messages).where(eq(messages.kind, 'office_sign_in_budget'));
const storedCodes = () => first.database.db.select().from(otpRequests);

describe('the hourly budget of sign-in codes', () => {
  it("sends the hour's budget, refuses the rest with 429 and tells the office once", async () => {
    const replies = await burst(first, 25);
    const sent = replies.filter((reply) => reply.statusCode === 200);
    const refused = replies.filter((reply) => reply.statusCode === 429);
    expect([sent.length, refused.length]).toEqual([BUDGET, 25 - BUDGET]);
    expect(first.smsLog).toHaveLength(BUDGET);
    expect(await storedCodes()).toHaveLength(BUDGET);
    for (const reply of refused) {
      const body = errorReplySchema.parse(reply.json());
      expect(body.code).toBe('SIGN_IN_PAUSED');
      expect([errorMessages.SIGN_IN_PAUSED.english, errorMessages.SIGN_IN_PAUSED.tamil]).toContain(
        body.error,
      );
      const wait = Number(reply.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    expect(new Set(refused.map((reply) => reply.json<{ error: string }>().error)).size).toBe(2);

    // One notice: one row per channel the office is reached by (its WhatsApp number and e-mail),
    // under one hour's key.
    const notices = await budgetNotices();
    expect(notices.map((row) => row.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(notices.every((row) => row.appointmentId === null && row.audience === 'office')).toBe(
      true,
    );
    expect(new Set(notices.map((row) => row.idempotencyKey.replace(/:office:\w+$/, ''))).size).toBe(
      1,
    );
    // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
    console.log(
      `budget ${BUDGET}: ${sent.length} sent, ${refused.length} refused, ` +
        `${new Set(notices.map((row) => row.idempotencyKey.replace(/:office:\w+$/, ''))).size} ` +
        `office notice (${notices.length} rows: ${notices
          .map((row) => row.channel)
          .sort()
          .join(' + ')})`,
    );

    // The outbox sends it with no appointment behind it, in the office's words.
    await first.app.outbox.drain();
    const delivered = await first.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'office_sign_in_budget'), eq(messages.status, 'sent')));
    expect(delivered).toHaveLength(2);
    expect(delivered[0]?.body).toContain(`The portal has sent ${BUDGET} sign-in codes this hour`);
    expect(
      first.messageLog.filter((line) => line.includes('sign-in codes this hour')),
    ).toHaveLength(2);
  });

  it('holds across processes, and a process counting alone queues no second notice', async () => {
    // A second process sharing the counters sends nothing more; one counting alone (Redis away)
    // crosses its own budget, and still no second notice is queued.
    const shared = await anotherProcess(first.dependencies.counters);
    const alone = await anotherProcess();
    try {
      const [sharedReplies, aloneReplies] = await Promise.all([
        burst(shared, 10),
        burst(alone, 10),
      ]);
      const sharedSent = sharedReplies.filter((reply) => reply.statusCode === 200).length;
      const aloneSent = aloneReplies.filter((reply) => reply.statusCode === 200).length;
      expect(sharedSent).toBe(0);
      expect(aloneSent).toBe(BUDGET);
      const notices = await budgetNotices();
      expect(notices).toHaveLength(2);
      // eslint-disable-next-line no-console -- the figure the test checks, for the run's log
      console.log(
        `second process, shared counters: 0 sent, 10 refused; third, its own counters: ` +
          `${aloneSent} sent, ${10 - aloneSent} refused; office notices still 1 ` +
          `(${notices.length} rows)`,
      );
    } finally {
      await closeProcess(shared);
      await closeProcess(alone);
    }
  });

  it('tells the office in English and Tamil', () => {
    const notice = {
      kind: 'office_sign_in_budget' as const,
      codesPerHour: 500,
      hourEndsAt: '2026-01-31T09:30:00.000Z',
    };
    const english = composeNotice(notice, 'english', 'https://portal.example.test');
    const tamil = composeNotice(notice, 'tamil', 'https://portal.example.test');
    expect(english.text).toBe(
      'The portal has sent 500 sign-in codes this hour, its hourly limit, and sends no more ' +
        'until Saturday, 31 January 2026, 3:00 pm IST. So many at once may be SMS pumping fraud. ' +
        'Countries served and the limit: https://portal.example.test/admin/messages#sign-in',
    );
    expect(tamil.text).toContain('500 உள்நுழைவுக் குறியீடுகளைத்');
    expect(tamil.text).toContain('https://portal.example.test/admin/messages#sign-in');
    expect(tamil.variables).toEqual(
      english.variables.map((value, index) => (index === 1 ? tamil.variables[1] : value)),
    );
  });
});
