import { asc, eq, gte, and, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { blockedDays, blockedSlots, scheduleSettings, weeklyHours } from '../../../db/schema';

/** Migration 0015's first astrologer: the office's calendar as it was. */
const FIRST_ASTROLOGER_ID = 1;

export function createAdminScheduleRepo(db: Database) {
  return {
    weeklyHours() {
      return db.select().from(weeklyHours).where(eq(weeklyHours.astrologerId, FIRST_ASTROLOGER_ID)).orderBy(asc(weeklyHours.weekday), asc(weeklyHours.opensAtMinute));
    },

    /** Replaces every opening window (several rows for a day with a break). */
    async replaceWeeklyHours(days: { weekday: number; opensAtMinute: number; closesAtMinute: number }[]): Promise<void> {
      await db.delete(weeklyHours).where(eq(weeklyHours.astrologerId, FIRST_ASTROLOGER_ID));
      if (days.length > 0) await db.insert(weeklyHours).values(days.map((day) => ({ astrologerId: FIRST_ASTROLOGER_ID, ...day })));
    },

    async saveSettings(values: { slotMinutes: number; horizonDays: number; maxReschedules: number }): Promise<void> {
      await db.insert(scheduleSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: scheduleSettings.id, set: values });
    },

    blockedDaysFrom(day: string) {
      return db.select().from(blockedDays).where(gte(blockedDays.day, day)).orderBy(asc(blockedDays.day));
    },

    blockedSlotsFrom(day: string) {
      return db.select().from(blockedSlots).where(gte(blockedSlots.day, day)).orderBy(asc(blockedSlots.day), asc(blockedSlots.startMinute));
    },

    blockedDay(day: string) {
      return db.select().from(blockedDays).where(and(eq(blockedDays.day, day), isNull(blockedDays.astrologerId))).then((rows) => rows[0]);
    },

    async blockDay(day: string, reason: string | null): Promise<void> {
      await db.execute(sql`insert into ${blockedDays} (day, reason) values (${day}, ${reason}) on conflict (day, coalesce(astrologer_id, 0)) do update set reason = excluded.reason`);
    },

    async unblockDay(day: string): Promise<boolean> {
      return (await db.delete(blockedDays).where(and(eq(blockedDays.day, day), isNull(blockedDays.astrologerId))).returning()).length > 0;
    },

    async blockSlot(day: string, startMinute: number): Promise<boolean> {
      return (await db.insert(blockedSlots).values({ day, startMinute }).onConflictDoNothing().returning()).length > 0;
    },

    async unblockSlot(day: string, startMinute: number): Promise<boolean> {
      return (await db.delete(blockedSlots).where(and(eq(blockedSlots.day, day), eq(blockedSlots.startMinute, startMinute), isNull(blockedSlots.astrologerId))).returning()).length > 0;
    },
  };
}
