import { and, asc, between, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { DEFAULT_MAX_RESCHEDULES } from '@portal/contracts';
import type { Database } from '../../db/database';
import { appointments, blockedDays, blockedSlots, scheduleSettings, weeklyHours } from '../../db/schema';

export interface ScheduleSettings {
  slotMinutes: number;
  horizonDays: number;
  maxReschedules: number;
}

/** One opening window of a weekday, in minutes after midnight India time, [opens, closes). */
export interface OpeningWindow {
  weekday: number;
  opensAtMinute: number;
  closesAtMinute: number;
}

/** A consultation's time, [start, end). */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** Everything a day's slots are made from, read in one query (`dayOf`). */
export interface CalendarDay {
  settings: ScheduleSettings;
  windows: OpeningWindow[];
  blockedDay: boolean;
  blockedStarts: Set<number>;
  held: TimeRange[];
}

const DEFAULT_SETTINGS: ScheduleSettings = { slotMinutes: 30, horizonDays: 60, maxReschedules: DEFAULT_MAX_RESCHEDULES };

/** A video consultation gets its room when it first gets a time; other modes never have one. */
const meetingUrlFor = (url: string) => sql`case when ${appointments.consultationMode} = 'video' then coalesce(${appointments.meetingUrl}, ${url}) else ${appointments.meetingUrl} end`;

type DayRow = {
  settings: ScheduleSettings | null;
  windows: OpeningWindow[];
  blocked_day: boolean;
  blocked_starts: number[];
  held: [string, string][];
};

export function createSlotsRepo(db: Database) {
  return {
    async settings(): Promise<ScheduleSettings> {
      const [row] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.id, 1));
      return row ?? DEFAULT_SETTINGS;
    },

    /**
     * A day as the customer's calendar shows it, in one round trip (the settings, the weekday's
     * windows, whether the day is blocked, its blocked slots and the times held in [from, to)),
     * each part the same as `settings`, `hoursOn`, `isBlockedDay`, `blockedStarts` and `heldBetween`.
     */
    async dayOf(day: string, weekday: number, from: Date, to: Date): Promise<CalendarDay> {
      const result = await db.execute<DayRow>(sql`
        select
          (select json_build_object('slotMinutes', ${scheduleSettings.slotMinutes}, 'horizonDays', ${scheduleSettings.horizonDays}, 'maxReschedules', ${scheduleSettings.maxReschedules})
             from ${scheduleSettings} where ${scheduleSettings.id} = 1) as settings,
          (select coalesce(json_agg(json_build_object('weekday', ${weeklyHours.weekday}, 'opensAtMinute', ${weeklyHours.opensAtMinute}, 'closesAtMinute', ${weeklyHours.closesAtMinute}) order by ${weeklyHours.opensAtMinute}), '[]'::json)
             from ${weeklyHours} where ${weeklyHours.weekday} = ${weekday} and ${weeklyHours.astrologerId} = 1) as windows,
          exists (select 1 from ${blockedDays} where ${blockedDays.day} = ${day}::date) as blocked_day,
          (select coalesce(json_agg(${blockedSlots.startMinute}), '[]'::json) from ${blockedSlots} where ${blockedSlots.day} = ${day}::date) as blocked_starts,
          (select coalesce(json_agg(json_build_array(${appointments.scheduledAt}, ${appointments.endsAt})), '[]'::json) from ${appointments}
             where ${appointments.scheduledAt} is not null and ${appointments.scheduledAt} < ${to.toISOString()}::timestamptz
               and ${appointments.endsAt} > ${from.toISOString()}::timestamptz and ${appointments.status} <> 'cancelled') as held`);
      const [row] = (result as { rows: DayRow[] }).rows;
      return {
        settings: row?.settings ?? DEFAULT_SETTINGS,
        windows: row?.windows ?? [],
        blockedDay: row?.blocked_day === true,
        blockedStarts: new Set(row?.blocked_starts ?? []),
        held: (row?.held ?? []).map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
      };
    },

    /** A weekday's opening windows, earliest first (none: closed; several: a day with breaks). */
    hoursOn(weekday: number) {
      return db.select().from(weeklyHours).where(and(eq(weeklyHours.weekday, weekday), eq(weeklyHours.astrologerId, 1))).orderBy(asc(weeklyHours.opensAtMinute));
    },

    /** Every weekday's windows (a weekday without a row is closed). */
    weeklyHours() {
      return db.select().from(weeklyHours).where(eq(weeklyHours.astrologerId, 1));
    },

    /** The blocked days from `first` to `last`, both included. */
    blockedDaysBetween(first: string, last: string): Promise<Set<string>> {
      return db.select({ day: blockedDays.day }).from(blockedDays).where(between(blockedDays.day, first, last)).then((rows) => new Set(rows.map((row) => row.day)));
    },

    isBlockedDay(day: string): Promise<boolean> {
      return db.select({ day: blockedDays.day }).from(blockedDays).where(eq(blockedDays.day, day)).then((rows) => rows.length > 0);
    },

    blockedStarts(day: string): Promise<Set<number>> {
      return db.select({ startMinute: blockedSlots.startMinute }).from(blockedSlots).where(eq(blockedSlots.day, day)).then((rows) => new Set(rows.map((row) => row.startMinute)));
    },

    /** The times held by appointments (not cancelled) that overlap [from, to), but for one appointment's own. */
    heldBetween(from: Date, to: Date, exceptAppointmentId?: number): Promise<TimeRange[]> {
      const conditions = [isNotNull(appointments.scheduledAt), lt(appointments.scheduledAt, to), gt(appointments.endsAt, from), ne(appointments.status, 'cancelled')];
      if (exceptAppointmentId !== undefined) conditions.push(ne(appointments.id, exceptAppointmentId));
      return db
        .select({ start: appointments.scheduledAt, end: appointments.endsAt })
        .from(appointments)
        .where(and(...conditions))
        .then((rows) => rows.map((row) => ({ start: row.start!, end: row.end! })));
    },

    /**
     * Gives a paid, unscheduled appointment of this user its time. The exclusion constraint
     * refuses a time that overlaps another booking; the WHERE refuses a second time for one
     * appointment. False when the appointment changed under us.
     */
    async take(userId: number, appointmentId: number, range: TimeRange, meetingUrl: string, customerTimeZone: string | null): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ scheduledAt: range.start, endsAt: range.end, heldUntil: range.end, astrologerId: 1, status: 'scheduled', meetingUrl: meetingUrlFor(meetingUrl), ...(customerTimeZone ? { customerTimeZone } : {}), updatedAt: sql`now()` })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId), eq(appointments.paymentStatus, 'paid'), eq(appointments.status, 'paid'), sql`${appointments.scheduledAt} is null`))
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** The customer moves a scheduled appointment they hold at `from`; counted. False when it changed under us. */
    async move(appointmentId: number, from: Date, rescheduleCount: number, range: TimeRange, customerTimeZone: string | null): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ scheduledAt: range.start, endsAt: range.end, heldUntil: range.end, rescheduleCount: sql`${appointments.rescheduleCount} + 1`, ...(customerTimeZone ? { customerTimeZone } : {}), updatedAt: sql`now()` })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.status, 'scheduled'), eq(appointments.scheduledAt, from), eq(appointments.rescheduleCount, rescheduleCount)))
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** The office gives a paid appointment (scheduled or not) a time; not counted as the customer's. */
    async place(appointmentId: number, range: TimeRange, meetingUrl: string): Promise<boolean> {
      const rows = await db
        .update(appointments)
        .set({ scheduledAt: range.start, endsAt: range.end, heldUntil: range.end, astrologerId: sql`coalesce(${appointments.astrologerId}, 1)`, status: 'scheduled', meetingUrl: meetingUrlFor(meetingUrl), updatedAt: sql`now()` })
        .where(and(eq(appointments.id, appointmentId), eq(appointments.paymentStatus, 'paid'), inArray(appointments.status, ['paid', 'scheduled'])))
        .returning({ id: appointments.id });
      return rows.length === 1;
    },
  };
}
