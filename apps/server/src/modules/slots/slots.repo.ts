import { and, between, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_MAX_RESCHEDULES } from '@portal/contracts';
import type { Database } from '../../db/database';
import {
  appointmentServices,
  appointments,
  astrologers,
  blockedDays,
  scheduleSettings,
  services,
  weeklyHours,
} from '../../db/schema';
import { mayChooseTimeCondition } from '../appointments/time-choice';
import { takeTurnOnDay } from './calendar-referee';
import type { BookingNeed } from './astrologer-policy/astrologer-policy';
import type { AstrologerDay } from './astrologer-policy/team-day';

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

/** A consultation's time with the astrologer's pause after it: [start, end) consulting, held until `heldUntil`. */
export interface ConsultationTime extends TimeRange {
  heldUntil: Date;
}

/**
 * Everything a day's slots are made from, read in one query (`dayOf`): the settings, and each
 * active astrologer's day.
 */
export interface CalendarDay {
  settings: ScheduleSettings;
  /** The whole office is closed that day. */
  officeClosed: boolean;
  team: AstrologerDay[];
}

const DEFAULT_SETTINGS: ScheduleSettings = {
  slotMinutes: 30,
  horizonDays: 60,
  maxReschedules: DEFAULT_MAX_RESCHEDULES,
};

/** A video consultation gets its room when it first gets a time; other modes never have one. */
const meetingUrlFor = (url: string) =>
  sql`case when ${appointments.consultationMode} = 'video'
    then coalesce(${appointments.meetingUrl}, ${url}) else ${appointments.meetingUrl} end`;

type AstrologerRow = Omit<AstrologerDay, 'blockedStarts' | 'held'> & {
  blocked: number[];
  held: [string, string][];
};
type DayRow = {
  settings: ScheduleSettings | null;
  office_closed: boolean;
  office_blocked: number[];
  team: AstrologerRow[];
};

export function createSlotsRepo(db: Database) {
  return {
    async settings(): Promise<ScheduleSettings> {
      const [row] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.id, 1));
      return row ?? DEFAULT_SETTINGS;
    },

    /**
     * A day as the calendar shows it, in one round trip: the settings, whether the office is
     * closed, its blocked slots, and each active astrologer's windows that weekday, services,
     * modes, own closure and blocked slots, and consultations held in [from, to) (but for one
     * appointment's own, when it is being moved). The held ones are found by the calendar referee's
     * own index (appointments_no_overlap: astrologer, [scheduled_at, held_until)), so a day reads
     * only its own consultations, never the years before it (decision 0071).
     */
    async dayOf(
      day: string,
      {
        weekday,
        from,
        to,
        exceptAppointmentId,
      }: { weekday: number; from: Date; to: Date; exceptAppointmentId?: number },
    ): Promise<CalendarDay> {
      const except = exceptAppointmentId ?? 0;
      const result = await db.execute<DayRow>(sql`
        select
          (select json_build_object('slotMinutes', slot_minutes, 'horizonDays', horizon_days,
                  'maxReschedules', max_reschedules)
             from schedule_settings where id = 1) as settings,
          exists (select 1 from blocked_days where day = ${day}::date and astrologer_id is null)
            as office_closed,
          (select coalesce(json_agg(start_minute), '[]'::json)
             from blocked_slots where day = ${day}::date and astrologer_id is null) as office_blocked,
          (select coalesce(json_agg(json_build_object(
              'id', a.id, 'nameEnglish', a.name_english, 'nameTamil', a.name_tamil,
              'languages', a.languages, 'consultationModes', a.consultation_modes,
              'sortOrder', a.sort_order,
              'serviceIds', (select coalesce(json_agg(s.service_id), '[]'::json)
                               from astrologer_services s where s.astrologer_id = a.id),
              'windows', (select coalesce(json_agg(json_build_object('weekday', w.weekday,
                                'opensAtMinute', w.opens_at_minute, 'closesAtMinute', w.closes_at_minute)
                                order by w.opens_at_minute), '[]'::json)
                            from weekly_hours w where w.astrologer_id = a.id and w.weekday = ${weekday}),
              'closed', exists (select 1 from blocked_days b
                                 where b.day = ${day}::date and b.astrologer_id = a.id),
              'blocked', (select coalesce(json_agg(b.start_minute), '[]'::json) from blocked_slots b
                            where b.day = ${day}::date and b.astrologer_id = a.id),
              'held', (select coalesce(json_agg(json_build_array(p.scheduled_at, p.held_until)), '[]'::json)
                         from appointments p
                         where p.astrologer_id = a.id and p.scheduled_at is not null
                           and p.status <> 'cancelled'
                           and tstzrange(p.scheduled_at, p.held_until)
                               && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)
                           and p.id <> ${except})
            ) order by a.sort_order, a.id), '[]'::json) from astrologers a where a.active) as team`);
      const [row] = (result as { rows: DayRow[] }).rows;
      const officeClosed = row?.office_closed === true;
      const officeBlocked = row?.office_blocked ?? [];
      return {
        settings: row?.settings ?? DEFAULT_SETTINGS,
        officeClosed,
        team: (row?.team ?? []).map(({ blocked, held, closed, ...astrologer }) => ({
          ...astrologer,
          closed: closed || officeClosed,
          blockedStarts: new Set([...officeBlocked, ...blocked]),
          held: held.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
        })),
      };
    },

    /**
     * What a booking needs of a slot: its services' lengths together, the longest pause of them,
     * the services and the mode.
     */
    async needOf(appointmentId: number): Promise<BookingNeed> {
      const [row] = await db
        .select({
          minutes: sql<number>`coalesce(sum(${services.durationMinutes}), 0)::int`,
          bufferMinutes: sql<number>`coalesce(max(${services.bufferMinutes}), 0)::int`,
          serviceIds: sql<number[]>`coalesce(array_agg(${services.id}), '{}')`,
          mode: appointments.consultationMode,
        })
        .from(appointments)
        .leftJoin(appointmentServices, eq(appointmentServices.appointmentId, appointments.id))
        .leftJoin(services, eq(services.id, appointmentServices.serviceId))
        .where(eq(appointments.id, appointmentId))
        .groupBy(appointments.id);
      return {
        minutes: row?.minutes ?? 0,
        bufferMinutes: row?.bufferMinutes ?? 0,
        serviceIds: (row?.serviceIds ?? []).map(Number),
        mode: row?.mode ?? null,
      };
    },

    /**
     * What a booking of these services needs (by their codes), any mode: their lengths together,
     * the longest pause; null when one is no active service.
     */
    async needOfServices(codes: string[]): Promise<BookingNeed | null> {
      const wanted = [...new Set(codes.map((code) => code.trim()))];
      const rows = await db
        .select({
          id: services.id,
          minutes: services.durationMinutes,
          bufferMinutes: services.bufferMinutes,
        })
        .from(services)
        .where(and(inArray(services.key, wanted), eq(services.active, true)));
      if (rows.length !== wanted.length) return null;
      return {
        minutes: rows.reduce((sum, row) => sum + row.minutes, 0),
        bufferMinutes: Math.max(...rows.map((row) => row.bufferMinutes)),
        serviceIds: rows.map((row) => row.id),
        mode: null,
      };
    },

    /**
     * Every active astrologer's weekly windows, and the days from `first` to `last` each is closed
     * (with the office's, under null).
     */
    async openingsBetween(first: string, last: string) {
      const [windows, closed] = await Promise.all([
        db
          .select({
            astrologerId: weeklyHours.astrologerId,
            weekday: weeklyHours.weekday,
            opensAtMinute: weeklyHours.opensAtMinute,
            closesAtMinute: weeklyHours.closesAtMinute,
          })
          .from(weeklyHours)
          .innerJoin(
            astrologers,
            and(eq(astrologers.id, weeklyHours.astrologerId), eq(astrologers.active, true)),
          ),
        db
          .select({ day: blockedDays.day, astrologerId: blockedDays.astrologerId })
          .from(blockedDays)
          .where(between(blockedDays.day, first, last)),
      ]);
      return { windows, closed };
    },

    /**
     * Gives a paid, unscheduled appointment of this user its time. The exclusion constraint
     * refuses a time that overlaps another booking; the WHERE refuses a second time for one
     * appointment. False when the appointment changed under us.
     */
    async take(
      appointmentId: number,
      {
        userId,
        range,
        astrologerId,
        meetingUrl,
        customerTimeZone,
      }: {
        userId: number;
        range: ConsultationTime;
        astrologerId: number;
        meetingUrl: string;
        customerTimeZone: string | null;
      },
    ): Promise<boolean> {
      await takeTurnOnDay(db, range.start);
      const rows = await db
        .update(appointments)
        .set({
          scheduledAt: range.start,
          endsAt: range.end,
          heldUntil: range.heldUntil,
          astrologerId,
          status: 'scheduled',
          meetingUrl: meetingUrlFor(meetingUrl),
          ...(customerTimeZone ? { customerTimeZone } : {}),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(appointments.id, appointmentId),
            eq(appointments.userId, userId),
            mayChooseTimeCondition(),
            sql`${appointments.scheduledAt} is null`,
          ),
        )
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** The customer moves a scheduled appointment they hold at `from`; counted. False when it changed under us. */
    async move(
      appointmentId: number,
      {
        from,
        rescheduleCount,
        range,
        astrologerId,
        customerTimeZone,
      }: {
        from: Date;
        rescheduleCount: number;
        range: ConsultationTime;
        astrologerId: number;
        customerTimeZone: string | null;
      },
    ): Promise<boolean> {
      await takeTurnOnDay(db, range.start);
      const rows = await db
        .update(appointments)
        .set({
          scheduledAt: range.start,
          endsAt: range.end,
          heldUntil: range.heldUntil,
          astrologerId,
          rescheduleCount: sql`${appointments.rescheduleCount} + 1`,
          ...(customerTimeZone ? { customerTimeZone } : {}),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(appointments.id, appointmentId),
            eq(appointments.status, 'scheduled'),
            eq(appointments.scheduledAt, from),
            eq(appointments.rescheduleCount, rescheduleCount),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length === 1;
    },

    /** The office gives a paid appointment (scheduled or not) a time; not counted as the customer's. */
    async place(
      appointmentId: number,
      range: ConsultationTime,
      astrologerId: number,
      meetingUrl: string,
    ): Promise<boolean> {
      await takeTurnOnDay(db, range.start);
      const rows = await db
        .update(appointments)
        .set({
          scheduledAt: range.start,
          endsAt: range.end,
          heldUntil: range.heldUntil,
          astrologerId,
          status: 'scheduled',
          meetingUrl: meetingUrlFor(meetingUrl),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(appointments.id, appointmentId),
            eq(appointments.paymentStatus, 'paid'),
            inArray(appointments.status, ['paid', 'scheduled']),
          ),
        )
        .returning({ id: appointments.id });
      return rows.length === 1;
    },
  };
}
