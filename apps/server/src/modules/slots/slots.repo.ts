import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { appointments, blockedDays, blockedSlots, scheduleSettings, weeklyHours } from '../../db/schema';

export function createSlotsRepo(db: Database) {
  return {
    async settings(): Promise<{ slotMinutes: number; horizonDays: number }> {
      const [row] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.id, 1));
      return row ?? { slotMinutes: 30, horizonDays: 60 };
    },

    hoursOn(weekday: number) {
      return db.select().from(weeklyHours).where(eq(weeklyHours.weekday, weekday)).then((rows) => rows[0]);
    },

    isBlockedDay(day: string): Promise<boolean> {
      return db.select({ day: blockedDays.day }).from(blockedDays).where(eq(blockedDays.day, day)).then((rows) => rows.length > 0);
    },

    blockedStarts(day: string): Promise<Set<number>> {
      return db.select({ startMinute: blockedSlots.startMinute }).from(blockedSlots).where(eq(blockedSlots.day, day)).then((rows) => new Set(rows.map((row) => row.startMinute)));
    },

    /** Moments held by appointments (not cancelled) between two moments. */
    heldBetween(from: Date, to: Date): Promise<Date[]> {
      return db
        .select({ scheduledAt: appointments.scheduledAt })
        .from(appointments)
        .where(and(isNotNull(appointments.scheduledAt), gte(appointments.scheduledAt, from), lt(appointments.scheduledAt, to), ne(appointments.status, 'cancelled')))
        .then((rows) => rows.map((row) => row.scheduledAt!));
    },

    /**
     * Takes the slot for a paid, unscheduled appointment of this user. The unique index on
     * scheduled_at refuses a second holder; the WHERE refuses a second slot for one appointment.
     */
    async take(userId: number, appointmentId: number, moment: Date): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ scheduledAt: moment, status: 'scheduled', updatedAt: sql`now()` })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId), eq(appointments.paymentStatus, 'paid'), eq(appointments.status, 'paid'), sql`${appointments.scheduledAt} is null`))
        .returning({ id: appointments.id });
      return rows.length === 1;
    },
  };
}
