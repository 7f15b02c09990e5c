import {
  clockToMinute,
  minuteToClock,
  todayInIndia,
  type AdminScheduleReply,
  type AstrologerScheduleReply,
  type AuditAction,
  type Language,
  type OpeningHours,
  type Schedule,
  type ScheduleUpdate,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { createSlotsRepo } from '../../slots/slots.repo';
import type { ClosingChoice, DayClosing } from '../../slots/day-closing';
import { createSlotsService } from '../../slots/slots.service';
import { createAstrologersRepo } from '../../astrologers/astrologers.repo';
import { createAdminScheduleRepo, type Owner } from './admin-schedule.repo';
import { auditedChange, type AuditedOutcome } from '../../audit/audited-change';
import { officeDay } from '../../slots/office-day';

const hoursOf = (
  rows: { weekday: number; opensAtMinute: number; closesAtMinute: number }[],
): OpeningHours[] =>
  rows.map((day) => ({
    weekday: day.weekday,
    opens: minuteToClock(day.opensAtMinute),
    closes: minuteToClock(day.closesAtMinute),
  }));
const rowsOf = (hours: OpeningHours[]) =>
  hours.map((day) => ({
    weekday: day.weekday,
    opensAtMinute: clockToMinute(day.opens),
    closesAtMinute: clockToMinute(day.closes),
  }));

/**
 * The calendar the office keeps (decision 0059): each astrologer's weekly hours; the office-wide
 * settings (slot length, horizon, reschedules); closed days and blocked slots, each the whole
 * office's (no astrologer) or one astrologer's. /api/admin/schedule's weekly hours are the first
 * active astrologer's, as they were the office's before there was a team. Customers' slot lists
 * read all of it on every call.
 */
export function createAdminScheduleService(
  db: Database,
  now: () => Date = () => new Date(),
  dayClosing: DayClosing | null = null,
) {
  const repo = createAdminScheduleRepo(db);
  const slots = createSlotsService(db, { now });

  /** The settings, and the first astrologer's hours (none without a team). */
  async function scheduleOf(
    database: Database,
  ): Promise<{ schedule: Schedule; astrologerId: number | null }> {
    const astrologerId = (await createAstrologersRepo(database).firstId()) ?? null;
    const [hours, settings] = await Promise.all([
      astrologerId === null ? [] : createAdminScheduleRepo(database).weeklyHours(astrologerId),
      createSlotsRepo(database).settings(),
    ]);
    return {
      astrologerId,
      schedule: {
        weekly_hours: hoursOf(hours),
        slot_minutes: settings.slotMinutes,
        horizon_days: settings.horizonDays,
        max_reschedules: settings.maxReschedules,
      },
    };
  }

  const audited = (
    actorUserId: number,
    action: AuditAction,
    entityType: string,
    entityId: string | number,
    apply: (tx: Database) => Promise<AuditedOutcome<void>>,
  ) => auditedChange(db, { actorUserId, action, entityType, entityId }, apply);

  const futureDay = (day: string) => officeDay(day, now());

  /**
   * An astrologer named as a closed day's or a blocked slot's owner exists (a field error
   * otherwise).
   */
  async function checkedOwner(owner: Owner): Promise<void> {
    if (owner !== null && !(await createAstrologersRepo(db).exists(owner)))
      throw new AppError('VALIDATION_FAILED', {
        fields: { astrologer_id: 'validation.astrologer' },
      });
  }

  async function existingAstrologer(database: Database, astrologerId: number): Promise<void> {
    if (!(await createAstrologersRepo(database).exists(astrologerId)))
      throw new AppError('NOT_FOUND');
  }

  /** One astrologer's weekly hours. */
  async function astrologerHours(astrologerId: number): Promise<AstrologerScheduleReply> {
    await existingAstrologer(db, astrologerId);
    return {
      success: true,
      astrologer_id: astrologerId,
      weekly_hours: hoursOf(await repo.weeklyHours(astrologerId)),
    };
  }

  /**
   * What an audit entry keeps of whose it is: only one astrologer's is said (the office's is as it
   * always was).
   */
  const ownerField = (owner: Owner) => (owner === null ? {} : { astrologer_id: owner });

  return {
    async get(): Promise<AdminScheduleReply> {
      const today = todayInIndia(now());
      const [{ schedule, astrologerId }, days, slotRows] = await Promise.all([
        scheduleOf(db),
        repo.blockedDaysFrom(today),
        repo.blockedSlotsFrom(today),
      ]);
      return {
        success: true,
        schedule,
        hours_astrologer_id: astrologerId,
        blocked_days: days.map((row) => ({
          day: row.day,
          reason: row.reason,
          astrologer_id: row.astrologerId,
        })),
        blocked_slots: slotRows.map((row) => ({
          day: row.day,
          slot_id: row.startMinute,
          start_time: minuteToClock(row.startMinute),
          astrologer_id: row.astrologerId,
        })),
      };
    },

    /** The office-wide settings and, when given, the first astrologer's weekly hours. */
    update(actorUserId: number, update: ScheduleUpdate) {
      return audited(actorUserId, 'schedule.update', 'schedule', 'weekly', async (tx) => {
        const { schedule: before, astrologerId } = await scheduleOf(tx);
        const txRepo = createAdminScheduleRepo(tx);
        if (update.weekly_hours) {
          if (astrologerId === null)
            throw new AppError('VALIDATION_FAILED', {
              fields: { weekly_hours: 'validation.astrologer' },
            });
          await txRepo.replaceWeeklyHours(astrologerId, rowsOf(update.weekly_hours));
        }
        await txRepo.saveSettings({
          slotMinutes: update.slot_minutes,
          horizonDays: update.horizon_days,
          maxReschedules: update.max_reschedules,
        });
        return { before, after: (await scheduleOf(tx)).schedule, result: undefined };
      });
    },

    astrologerHours,

    /**
     * Replaces one astrologer's weekly hours (breaks as separate windows); nothing else changes.
     */
    async updateAstrologerHours(
      actorUserId: number,
      astrologerId: number,
      weeklyHours: OpeningHours[],
    ): Promise<AstrologerScheduleReply> {
      await audited(
        actorUserId,
        'astrologer.hours_update',
        'astrologer',
        astrologerId,
        async (tx) => {
          await existingAstrologer(tx, astrologerId);
          const txRepo = createAdminScheduleRepo(tx);
          const before = hoursOf(await txRepo.weeklyHours(astrologerId));
          await txRepo.replaceWeeklyHours(astrologerId, rowsOf(weeklyHours));
          const after = hoursOf(await txRepo.weeklyHours(astrologerId));
          return {
            before: { weekly_hours: before },
            after: { weekly_hours: after },
            result: undefined,
            unchanged: JSON.stringify(before) === JSON.stringify(after),
          };
        },
      );
      return astrologerHours(astrologerId);
    },

    /**
     * Closes a day for the whole office (owner null) or for one astrologer, once its consultations
     * are settled as the office chose (modules/slots/day-closing.ts); the close is refused when one
     * slipped in meanwhile.
     */
    async blockDay(
      actorUserId: number,
      day: string,
      reason: string | null,
      owner: Owner = null,
      closing: { choice?: ClosingChoice | undefined; language: Language } = { language: 'english' },
    ) {
      futureDay(day);
      await checkedOwner(owner);
      await dayClosing?.settle(day, {
        actorUserId,
        astrologerId: owner,
        choice: closing.choice,
        reason,
        language: closing.language,
      });
      return audited(actorUserId, 'blocked_day.add', 'blocked_day', day, async (tx) => {
        if (dayClosing && (await dayClosing.stillHas(tx, day, owner)))
          throw new AppError('DAY_HAS_CONSULTATIONS');
        const txRepo = createAdminScheduleRepo(tx);
        const found = await txRepo.blockedDay(day, owner);
        await txRepo.blockDay(day, reason, owner);
        return {
          before: found ? { day, reason: found.reason, ...ownerField(owner) } : null,
          after: { day, reason, ...ownerField(owner) },
          result: undefined,
        };
      });
    },

    unblockDay(actorUserId: number, day: string, owner: Owner = null) {
      return audited(actorUserId, 'blocked_day.remove', 'blocked_day', day, async (tx) => {
        const txRepo = createAdminScheduleRepo(tx);
        const found = await txRepo.blockedDay(day, owner);
        if (!found) throw new AppError('NOT_FOUND');
        await txRepo.unblockDay(day, owner);
        return {
          before: { day, reason: found.reason, ...ownerField(owner) },
          after: null,
          result: undefined,
        };
      });
    },

    /** Takes a slot of the day's grid out, for the whole office or for one astrologer. */
    async blockSlot(actorUserId: number, day: string, slotId: number, owner: Owner = null) {
      futureDay(day);
      await checkedOwner(owner);
      if (!(await slots.slotsOn(day)).some((slot) => slot.id === slotId))
        throw new AppError('SLOT_UNAVAILABLE');
      return audited(
        actorUserId,
        'blocked_slot.add',
        'blocked_slot',
        `${day} ${minuteToClock(slotId)}`,
        async (tx) => {
          const added = await createAdminScheduleRepo(tx).blockSlot(day, slotId, owner);
          return {
            before: null,
            after: { day, start_time: minuteToClock(slotId), ...ownerField(owner) },
            result: undefined,
            unchanged: !added,
          };
        },
      );
    },

    unblockSlot(actorUserId: number, day: string, slotId: number, owner: Owner = null) {
      return audited(
        actorUserId,
        'blocked_slot.remove',
        'blocked_slot',
        `${day} ${minuteToClock(slotId)}`,
        async (tx) => {
          if (!(await createAdminScheduleRepo(tx).unblockSlot(day, slotId, owner)))
            throw new AppError('NOT_FOUND');
          return {
            before: { day, start_time: minuteToClock(slotId), ...ownerField(owner) },
            after: null,
            result: undefined,
          };
        },
      );
    },

    /** A day's slots for the office: any day from today on; a closed day with the next open one. */
    async daySlots(day: string) {
      return { success: true as const, date: futureDay(day), ...(await slots.officeDayOf(day)) };
    },
  };
}
