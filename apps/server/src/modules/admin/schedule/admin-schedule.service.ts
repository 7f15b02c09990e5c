import { clockToMinute, minuteToClock, todayInIndia, type AdminScheduleReply, type AuditAction, type Schedule } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { createSlotsRepo } from '../../slots/slots.repo';
import { createSlotsService } from '../../slots/slots.service';
import { createAdminScheduleRepo } from './admin-schedule.repo';
import { auditedChange, type AuditedOutcome } from '../../audit/audited-change';
import { officeDay } from '../../slots/office-day';


/** The weekly hours, slot length, horizon and blocked days and slots. Customers' slot lists read them on every call. */
export function createAdminScheduleService(db: Database, now: () => Date = () => new Date()) {
  const repo = createAdminScheduleRepo(db);
  const slots = createSlotsService(db, { now });

  async function scheduleOf(database: Database): Promise<Schedule> {
    const [hours, settings] = await Promise.all([createAdminScheduleRepo(database).weeklyHours(), createSlotsRepo(database).settings()]);
    return {
      weekly_hours: hours.map((day) => ({ weekday: day.weekday, opens: minuteToClock(day.opensAtMinute), closes: minuteToClock(day.closesAtMinute) })),
      slot_minutes: settings.slotMinutes,
      horizon_days: settings.horizonDays,
      max_reschedules: settings.maxReschedules,
    };
  }

  const audited = (actorUserId: number, action: AuditAction, entityType: string, entityId: string, apply: (tx: Database) => Promise<AuditedOutcome<void>>) =>
    auditedChange(db, { actorUserId, action, entityType, entityId }, apply);

  const futureDay = (day: string) => officeDay(day, now());

  return {
    async get(): Promise<AdminScheduleReply> {
      const today = todayInIndia(now());
      const [schedule, days, slotRows] = await Promise.all([scheduleOf(db), repo.blockedDaysFrom(today), repo.blockedSlotsFrom(today)]);
      return {
        success: true,
        schedule,
        blocked_days: days.map((row) => ({ day: row.day, reason: row.reason })),
        blocked_slots: slotRows.map((row) => ({ day: row.day, slot_id: row.startMinute, start_time: minuteToClock(row.startMinute) })),
      };
    },

    update(actorUserId: number, schedule: Schedule) {
      return audited(actorUserId, 'schedule.update', 'schedule', 'weekly', async (tx) => {
        const before = await scheduleOf(tx);
        const txRepo = createAdminScheduleRepo(tx);
        await txRepo.replaceWeeklyHours(schedule.weekly_hours.map((day) => ({ weekday: day.weekday, opensAtMinute: clockToMinute(day.opens), closesAtMinute: clockToMinute(day.closes) })));
        await txRepo.saveSettings({ slotMinutes: schedule.slot_minutes, horizonDays: schedule.horizon_days, maxReschedules: schedule.max_reschedules });
        return { before, after: schedule, result: undefined };
      });
    },

    blockDay(actorUserId: number, day: string, reason: string | null) {
      futureDay(day);
      return audited(actorUserId, 'blocked_day.add', 'blocked_day', day, async (tx) => {
        const txRepo = createAdminScheduleRepo(tx);
        const before = (await txRepo.blockedDay(day)) ?? null;
        await txRepo.blockDay(day, reason);
        return { before, after: { day, reason }, result: undefined };
      });
    },

    unblockDay(actorUserId: number, day: string) {
      return audited(actorUserId, 'blocked_day.remove', 'blocked_day', day, async (tx) => {
        const txRepo = createAdminScheduleRepo(tx);
        const before = await txRepo.blockedDay(day);
        if (!before) throw new AppError('NOT_FOUND');
        await txRepo.unblockDay(day);
        return { before, after: null, result: undefined };
      });
    },

    async blockSlot(actorUserId: number, day: string, slotId: number) {
      futureDay(day);
      if (!(await slots.slotsOn(day)).some((slot) => slot.id === slotId)) throw new AppError('SLOT_UNAVAILABLE');
      return audited(actorUserId, 'blocked_slot.add', 'blocked_slot', `${day} ${minuteToClock(slotId)}`, async (tx) => {
        await createAdminScheduleRepo(tx).blockSlot(day, slotId);
        return { before: null, after: { day, start_time: minuteToClock(slotId) }, result: undefined };
      });
    },

    unblockSlot(actorUserId: number, day: string, slotId: number) {
      return audited(actorUserId, 'blocked_slot.remove', 'blocked_slot', `${day} ${minuteToClock(slotId)}`, async (tx) => {
        if (!(await createAdminScheduleRepo(tx).unblockSlot(day, slotId))) throw new AppError('NOT_FOUND');
        return { before: { day, start_time: minuteToClock(slotId) }, after: null, result: undefined };
      });
    },

    /** A day's slots for the office: any day from today on; a closed day with the next open one. */
    async daySlots(day: string) {
      return { success: true as const, date: futureDay(day), ...(await slots.officeDayOf(day)) };
    },
  };
}
