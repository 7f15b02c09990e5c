import { addDays, isRealDate, minuteToClock, todayInIndia, type Language, type Slot } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { changeAppointment } from '../appointments/appointment-change';
import { rescheduleRefusal } from '../appointments/appointment-policy';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createAppointmentsService } from '../appointments/appointments.service';
import { DEFAULT_MEETING_BASE_URL, newMeetingUrl } from '../appointments/meeting-link';
import { refereed } from './calendar-referee';
import { indiaMoment, isoWeekday } from './india-time';
import { knownTimeZone } from '../messages/composing/consultation-time';
import { messageEvents } from '../messages/outbox/message-events';
import { officeDay } from './office-day';
import { createSlotsRepo, type OpeningWindow, type ScheduleSettings, type TimeRange } from './slots.repo';

export interface SlotsOptions {
  now?: () => Date;
  /** Where video consultations' rooms are made (Jitsi Meet by default). */
  meetingBaseUrl?: string;
}

const MINUTES_IN_DAY = 24 * 60;
/** How far ahead the next open day is looked for. */
const NEXT_OPEN_DAY_SEARCH_DAYS = 366;
const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/**
 * The calendar: every slot of a day in India time, and every way an appointment gets a time
 * (the customer's booking and rescheduling, the office's placing). Times are ranges; the
 * database's exclusion constraint is the referee of every race, and the checks here only give
 * the better message first.
 */
export function createSlotsService(db: Database, { now = () => new Date(), meetingBaseUrl = DEFAULT_MEETING_BASE_URL }: SlotsOptions = {}) {
  const repo = createSlotsRepo(db);
  const appointmentsRepo = createAppointmentsRepo(db);
  const appointments = createAppointmentsService(db, now);

  const rangeOf = (date: string, minute: number, settings: ScheduleSettings): TimeRange => ({ start: indiaMoment(date, minute), end: indiaMoment(date, minute + settings.slotMinutes) });

  /** An opening window holds at least one slot: its weekday is open (unless the day is blocked). */
  const holdsASlot = (window: OpeningWindow, settings: ScheduleSettings) => window.opensAtMinute + settings.slotMinutes <= window.closesAtMinute;

  /** The start minutes of a day's grid: each window's own grid from its opening, so no slot spans a break. */
  const gridOf = (windows: OpeningWindow[], settings: ScheduleSettings): number[] =>
    windows.flatMap((window) => {
      const starts: number[] = [];
      for (let start = window.opensAtMinute; start + settings.slotMinutes <= window.closesAtMinute; start += settings.slotMinutes) starts.push(start);
      return starts;
    });

  /** The day's slots on its grid, each booked when any other consultation overlaps it. */
  async function slotsOf(date: string, settings: ScheduleSettings, exceptAppointmentId?: number): Promise<Slot[]> {
    const [windows, blockedDay] = await Promise.all([repo.hoursOn(isoWeekday(date)), repo.isBlockedDay(date)]);
    if (gridOf(windows, settings).length === 0 || blockedDay) return [];
    const [blocked, held] = await Promise.all([repo.blockedStarts(date), repo.heldBetween(indiaMoment(date, 0), indiaMoment(addDays(date, 1), 0), exceptAppointmentId)]);
    return slotsFrom(date, settings, windows, blocked, held);
  }

  /** The slots of a day's grid from what the calendar holds that day; a blocked day is left out by the caller. */
  function slotsFrom(date: string, settings: ScheduleSettings, windows: OpeningWindow[], blocked: Set<number>, held: TimeRange[]): Slot[] {
    return gridOf(windows, settings).map((start) => {
      const range = rangeOf(date, start, settings);
      return {
        id: start,
        start_time: minuteToClock(start),
        end_time: minuteToClock(start + settings.slotMinutes),
        status: held.some((time) => overlaps(time, range)) ? 'booked' : blocked.has(start) ? 'blocked' : 'available',
      };
    });
  }

  /**
   * The first day after `date`, within a year, that is open: a window of its weekday holds a slot and
   * the office has not blocked it (the same rule as `slotsOf`); null when there is none.
   */
  async function nextOpenDay(date: string, settings: ScheduleSettings): Promise<string | null> {
    const first = addDays(date, 1);
    const last = addDays(date, NEXT_OPEN_DAY_SEARCH_DAYS);
    const [hours, blockedDays] = await Promise.all([repo.weeklyHours(), repo.blockedDaysBetween(first, last)]);
    const openWeekdays = new Set(hours.filter((day) => holdsASlot(day, settings)).map((day) => day.weekday));
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (openWeekdays.has(isoWeekday(day)) && !blockedDays.has(day)) return day;
    }
    return null;
  }

  /** Tomorrow (India time) to the horizon; anything else is refused. Returns the range. */
  function bookableRange(date: string, settings: ScheduleSettings) {
    const today = todayInIndia(now());
    const range = { first: addDays(today, 1), last: addDays(today, settings.horizonDays) };
    if (!isRealDate(date) || date < range.first || date > range.last) throw new AppError('DATE_NOT_BOOKABLE');
    return range;
  }

  /** Tomorrow (India time) to the horizon; anything else is refused. Returns the range and the settings. */
  async function checkedDate(date: string) {
    const settings = await repo.settings();
    return { range: bookableRange(date, settings), settings };
  }

  /** A customer's choice: an available slot of the day's grid; its time. */
  async function availableSlot(date: string, slotId: number, settings: ScheduleSettings, exceptAppointmentId?: number): Promise<TimeRange> {
    const slot = (await slotsOf(date, settings, exceptAppointmentId)).find((candidate) => candidate.id === slotId);
    if (!slot || slot.status === 'blocked') throw new AppError('SLOT_UNAVAILABLE');
    if (slot.status === 'booked') throw new AppError('SLOT_TAKEN');
    return rangeOf(date, slot.id, settings);
  }

  /**
   * The office's choice: any minute of a day from today on (a consultation arranged outside the
   * grid too), lasting the slot length, within the day, on no closed day or blocked slot and
   * over no other consultation.
   */
  async function officeTime(date: string, minute: number, settings: ScheduleSettings, appointmentId: number): Promise<TimeRange> {
    officeDay(date, now());
    if (minute + settings.slotMinutes > MINUTES_IN_DAY) throw new AppError('SLOT_UNAVAILABLE');
    const range = rangeOf(date, minute, settings);
    const [blockedDay, blocked, held] = await Promise.all([repo.isBlockedDay(date), repo.blockedStarts(date), repo.heldBetween(range.start, range.end, appointmentId)]);
    if (blockedDay || [...blocked].some((start) => overlaps(rangeOf(date, start, settings), range))) throw new AppError('SLOT_UNAVAILABLE');
    if (held.length > 0) throw new AppError('SLOT_TAKEN');
    return range;
  }

  return {
    /** A day's slots with no date rule: the office's view, which may be today or past the horizon. */
    async slotsOn(date: string): Promise<Slot[]> {
      return slotsOf(date, await repo.settings());
    },

    /** The office's day: its slots, whether it is closed (no slot at all), and the next open day after it. */
    async officeDayOf(date: string): Promise<{ slots: Slot[]; closed: boolean; next_open_day: string | null }> {
      const settings = await repo.settings();
      const [slots, next] = await Promise.all([slotsOf(date, settings), nextOpenDay(date, settings)]);
      return { slots, closed: slots.length === 0, next_open_day: next };
    },

    /** Every slot of a day in India time with its status; a closed or blocked day has none. */
    async available(date: string) {
      if (!isRealDate(date)) throw new AppError('DATE_NOT_BOOKABLE');
      // The customer's calendar asks for a day at a time, often: one query, the same rules as slotsOf.
      const day = await repo.dayOf(date, isoWeekday(date), indiaMoment(date, 0), indiaMoment(addDays(date, 1), 0));
      const { settings } = day;
      const range = bookableRange(date, settings);
      const slots = day.blockedDay ? [] : slotsFrom(date, settings, day.windows, day.blockedStarts, day.held);
      return { date, first_date: range.first, last_date: range.last, slot_minutes: settings.slotMinutes, slots };
    },

    /** Books a slot for the owner's paid, unscheduled appointment; the database settles races. */
    async book(userId: number, appointmentId: number, slotId: number, date: string, language: Language, timeZone?: string) {
      const row = await appointmentsRepo.findForUser(userId, appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
      if (row.scheduledAt) throw new AppError('ALREADY_SCHEDULED');
      if (row.paymentStatus !== 'paid' || row.status !== 'paid') throw new AppError('NOT_PAID');
      const { settings } = await checkedDate(date);
      const range = await availableSlot(date, slotId, settings);
      // False: the appointment changed under us (another request gave it a slot first).
      const taken = await refereed(() =>
        db.transaction(async (tx) => {
          if (!(await createSlotsRepo(tx).take(userId, appointmentId, range, newMeetingUrl(meetingBaseUrl), knownTimeZone(timeZone)))) return false;
          await messageEvents.consultationScheduled(tx, appointmentId, range.start, now(), { moved: false, byCustomer: true });
          return true;
        }),
      );
      if (!taken) throw new AppError('ALREADY_SCHEDULED');
      return appointments.get(userId, appointmentId, language);
    },

    /**
     * The customer moves their scheduled appointment to another slot: 24 hours' notice, within
     * the office's limit, by every rule of booking. The old time is free for others the moment
     * this commits; the same exclusion constraint referees races.
     */
    async reschedule(userId: number, appointmentId: number, slotId: number, date: string, language: Language, timeZone?: string) {
      const row = await appointmentsRepo.findForUser(userId, appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
      const { settings } = await checkedDate(date);
      const refuse = (current: typeof row) => {
        const refusal = rescheduleRefusal(current, settings.maxReschedules, now());
        if (refusal === 'not_scheduled') throw new AppError('NOT_RESCHEDULABLE');
        if (refusal === 'too_late') throw new AppError('RESCHEDULE_TOO_LATE');
        if (refusal === 'limit_reached') throw new AppError('RESCHEDULE_LIMIT');
      };
      refuse(row);
      const range = await availableSlot(date, slotId, settings, row.id);
      if (row.scheduledAt?.getTime() === range.start.getTime()) return appointments.get(userId, appointmentId, language);
      await refereed(() =>
        changeAppointment(db, { actorUserId: userId, action: 'appointment.customer_reschedule', appointmentId, ownerUserId: userId }, async (locked, tx) => {
          refuse(locked);
          const moved = await createSlotsRepo(tx).move(locked.id, locked.scheduledAt!, locked.rescheduleCount, range, knownTimeZone(timeZone));
          if (!moved) throw new AppError('NOT_RESCHEDULABLE');
          await messageEvents.consultationScheduled(tx, locked.id, range.start, now(), { moved: true, byCustomer: true });
          return { after: { scheduled_datetime: range.start.toISOString(), scheduled_end: range.end.toISOString(), reschedule_count: locked.rescheduleCount + 1 } };
        }),
      );
      return appointments.get(userId, appointmentId, language);
    },

    /** The office schedules or reschedules a paid appointment at a minute of a day from today on. */
    async place(actorUserId: number, appointmentId: number, date: string, minute: number): Promise<void> {
      const settings = await repo.settings();
      const range = await officeTime(date, minute, settings, appointmentId);
      // A refusal rolls the whole transaction back: nothing is audited for a change not made.
      await refereed(() =>
        changeAppointment(db, { actorUserId, action: 'appointment.schedule', appointmentId }, async (row, tx) => {
          if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
          if (row.status === 'completed' || row.status === 'no_show') throw new AppError('APPOINTMENT_COMPLETED');
          if (row.paymentStatus !== 'paid') throw new AppError('NOT_PAID');
          if (!(await createSlotsRepo(tx).place(row.id, range, newMeetingUrl(meetingBaseUrl)))) throw new AppError('NOT_PAID');
          if (row.scheduledAt?.getTime() !== range.start.getTime()) {
            await messageEvents.consultationScheduled(tx, row.id, range.start, now(), { moved: row.scheduledAt !== null, byCustomer: false });
          }
          return { after: { status: 'scheduled', scheduled_datetime: range.start.toISOString(), scheduled_end: range.end.toISOString() } };
        }),
      );
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
