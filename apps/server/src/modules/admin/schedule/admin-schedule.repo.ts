import { asc, eq, gte, and, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/database';
import { blockedDays, blockedSlots, scheduleSettings, weeklyHours } from '../../../db/schema';

/** Whose a closed day or blocked slot is: an astrologer's id, or null for the whole office. */
export type Owner = number | null;

const ownedBy = (column: AnyPgColumn, owner: Owner): SQL =>
  owner === null ? isNull(column) : eq(column, owner);

/**
 * Each astrologer's weekly hours, the office's settings, and the closed days and blocked slots of
 * the office or of one astrologer.
 */
export function createAdminScheduleRepo(db: Database) {
  return {
    /** One astrologer's opening windows, by weekday and opening. */
    weeklyHours(astrologerId: number) {
      return db
        .select()
        .from(weeklyHours)
        .where(eq(weeklyHours.astrologerId, astrologerId))
        .orderBy(asc(weeklyHours.weekday), asc(weeklyHours.opensAtMinute));
    },

    /** Replaces every opening window of one astrologer (several rows for a day with a break). */
    async replaceWeeklyHours(
      astrologerId: number,
      days: { weekday: number; opensAtMinute: number; closesAtMinute: number }[],
    ): Promise<void> {
      await db.delete(weeklyHours).where(eq(weeklyHours.astrologerId, astrologerId));
      if (days.length > 0)
        await db.insert(weeklyHours).values(days.map((day) => ({ astrologerId, ...day })));
    },

    async saveSettings(values: {
      slotMinutes: number;
      horizonDays: number;
      maxReschedules: number;
    }): Promise<void> {
      await db
        .insert(scheduleSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: scheduleSettings.id, set: values });
    },

    /** Every closed day from `day` on: the office's first on a day, then each astrologer's. */
    blockedDaysFrom(day: string) {
      return db
        .select()
        .from(blockedDays)
        .where(gte(blockedDays.day, day))
        .orderBy(asc(blockedDays.day), sql`${blockedDays.astrologerId} asc nulls first`);
    },

    blockedSlotsFrom(day: string) {
      return db
        .select()
        .from(blockedSlots)
        .where(gte(blockedSlots.day, day))
        .orderBy(
          asc(blockedSlots.day),
          asc(blockedSlots.startMinute),
          sql`${blockedSlots.astrologerId} asc nulls first`,
        );
    },

    blockedDay(day: string, owner: Owner) {
      return db
        .select({
          day: blockedDays.day,
          reason: blockedDays.reason,
          astrologerId: blockedDays.astrologerId,
        })
        .from(blockedDays)
        .where(and(eq(blockedDays.day, day), ownedBy(blockedDays.astrologerId, owner)))
        .then((rows) => rows[0]);
    },

    async blockDay(day: string, reason: string | null, owner: Owner): Promise<void> {
      await db.execute(
        sql`insert into ${blockedDays} (day, reason, astrologer_id)
          values (${day}, ${reason}, ${owner})
          on conflict (day, coalesce(astrologer_id, 0)) do update set reason = excluded.reason`,
      );
    },

    async unblockDay(day: string, owner: Owner): Promise<boolean> {
      return (
        (
          await db
            .delete(blockedDays)
            .where(and(eq(blockedDays.day, day), ownedBy(blockedDays.astrologerId, owner)))
            .returning()
        ).length > 0
      );
    },

    async blockSlot(day: string, startMinute: number, owner: Owner): Promise<boolean> {
      return (
        (
          await db
            .insert(blockedSlots)
            .values({ day, startMinute, astrologerId: owner })
            .onConflictDoNothing()
            .returning()
        ).length > 0
      );
    },

    async unblockSlot(day: string, startMinute: number, owner: Owner): Promise<boolean> {
      return (
        (
          await db
            .delete(blockedSlots)
            .where(
              and(
                eq(blockedSlots.day, day),
                eq(blockedSlots.startMinute, startMinute),
                ownedBy(blockedSlots.astrologerId, owner),
              ),
            )
            .returning()
        ).length > 0
      );
    },
  };
}
