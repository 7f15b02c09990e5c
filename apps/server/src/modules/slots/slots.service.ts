import { addDays, isRealDate, todayInIndia, type Language, type Slot } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { changeAppointment } from '../appointments/appointment-change';
import { createAuditLogRepo } from '../audit/audit-log.repo';
import { rescheduleRefusal } from '../appointments/appointment-policy';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createAppointmentsService } from '../appointments/appointments.service';
import { customerMayChooseTime } from '../appointments/time-choice';
import { DEFAULT_MEETING_BASE_URL, newMeetingUrl } from '../appointments/meeting-link';
import { refereed } from './calendar-referee';
import { indiaMoment, isoWeekday } from '../../lib/india-time';
import { knownTimeZone } from '../messages/composing/consultation-time';
import { messageEvents } from '../messages/outbox/message-events';
import { officeDay } from './office-day';
import { createSlotsRepo, type ConsultationTime, type ScheduleSettings } from './slots.repo';
import {
  chooseAtMinute,
  chooseAtSlot,
  teamSlots,
  worksFor,
  type Asked,
  type TeamOnDay,
  type BookingNeed,
} from './astrologer-policy/astrologer-policy';
import {
  astrologerName,
  consultationMinutes,
  inTeamOrder,
  type AstrologerDay,
} from './astrologer-policy/team-day';

export interface SlotsOptions {
  now?: () => Date;
  /** Where video consultations' rooms are made (Jitsi Meet by default). */
  meetingBaseUrl?: string;
}

const isLanguage = (value: string): value is Language => value === 'english' || value === 'tamil';
const MINUTE_MS = 60_000;
/** How far ahead the next open day is looked for. */
const NEXT_OPEN_DAY_SEARCH_DAYS = 366;

/**
 * What the customer's calendar is asked for: a day, for a booking (its appointment, or one
 * service), with one astrologer or any.
 */
export interface SlotsQuery {
  date: string;
  appointmentId?: number | undefined;
  service?: string | undefined;
  astrologerId?: number | undefined;
  language: Language;
}

/**
 * A customer's choice of a slot (their booking or reschedule, or the desk's booking for them): the
 * day and slot, the reply's language, their own zone, and whom they ask for: an astrologer's id,
 * or 'any' (the policy chooses, keeping a reschedule's astrologer when free then). Without one, a
 * booking takes any astrologer and a reschedule keeps the one it has.
 */
export interface SlotChoice {
  slotId: number;
  date: string;
  language: Language;
  /** The customer's own IANA zone, so messages also give the time in it; an unknown one is ignored. */
  timeZone?: string | undefined;
  astrologerId?: number | 'any' | undefined;
}

/**
 * The calendar: every slot of a day in India time across the team of astrologers, and every way
 * an appointment gets a time and an astrologer (the customer's booking and rescheduling, the
 * office's placing). A booking's length is its services' lengths together, followed by the
 * longest of their pauses; slots start on the office's grid in each astrologer's windows. Who is
 * free and who takes a booking is the astrologer policy's (astrologer-policy/, decision 0091).
 * Times are ranges; the database's exclusion constraint (per astrologer, pauses included) is the
 * referee of every race, and the checks here only give the better message first.
 */
export function createSlotsService(
  db: Database,
  { now = () => new Date(), meetingBaseUrl = DEFAULT_MEETING_BASE_URL }: SlotsOptions = {},
) {
  const repo = createSlotsRepo(db);
  const appointmentsRepo = createAppointmentsRepo(db);
  const appointments = createAppointmentsService(db, now);

  /** The office's own view and its default booking: the slot length, any service, any mode. */
  const anyBooking = (settings: ScheduleSettings): BookingNeed => ({
    minutes: settings.slotMinutes,
    bufferMinutes: 0,
    serviceIds: [],
    mode: null,
  });

  const timeAt = (date: string, minute: number, need: BookingNeed): ConsultationTime => {
    const start = indiaMoment(date, minute);
    return {
      start,
      end: new Date(start.getTime() + need.minutes * MINUTE_MS),
      heldUntil: new Date(start.getTime() + (need.minutes + need.bufferMinutes) * MINUTE_MS),
    };
  };

  /** A day of the team, as the calendar reads it (one query). */
  const teamDay = (date: string, exceptAppointmentId?: number) =>
    repo.dayOf(date, {
      weekday: isoWeekday(date),
      from: indiaMoment(date, 0),
      to: indiaMoment(addDays(date, 1), 0),
      exceptAppointmentId,
    });

  /** The team of a day as the astrologer policy reads it. */
  const onDay = (date: string, day: Awaited<ReturnType<typeof teamDay>>): TeamOnDay => ({
    date,
    team: day.team,
    gridMinutes: day.settings.slotMinutes,
  });

  /** A booking's need, from its appointment: a booking with no services (none in the table) needs the slot length. */
  async function needOfAppointment(
    appointmentId: number,
    settings: ScheduleSettings,
  ): Promise<BookingNeed> {
    const need = await repo.needOf(appointmentId);
    return { ...need, minutes: consultationMinutes(need.minutes, settings.slotMinutes) };
  }

  /**
   * The first day after `date`, within a year, that is open: some active astrologer has a window
   * that weekday holding a slot and neither they nor the office is closed that day; null when none.
   */
  async function nextOpenDay(date: string, settings: ScheduleSettings): Promise<string | null> {
    const first = addDays(date, 1);
    const last = addDays(date, NEXT_OPEN_DAY_SEARCH_DAYS);
    const { windows, closed } = await repo.openingsBetween(first, last);
    const open = windows.filter(
      (window) => window.opensAtMinute + settings.slotMinutes <= window.closesAtMinute,
    );
    const closedOn = new Set(closed.map((row) => `${row.day}:${row.astrologerId ?? 'office'}`));
    for (let day = first; day <= last; day = addDays(day, 1)) {
      if (closedOn.has(`${day}:office`)) continue;
      const weekday = isoWeekday(day);
      if (
        open.some(
          (window) => window.weekday === weekday && !closedOn.has(`${day}:${window.astrologerId}`),
        )
      )
        return day;
    }
    return null;
  }

  /** Tomorrow (India time) to the horizon; anything else is refused. Returns the range. */
  function bookableRange(date: string, settings: ScheduleSettings) {
    const today = todayInIndia(now());
    const range = { first: addDays(today, 1), last: addDays(today, settings.horizonDays) };
    if (!isRealDate(date) || date < range.first || date > range.last)
      throw new AppError('DATE_NOT_BOOKABLE');
    return range;
  }

  /**
   * A customer's choice: an available slot of the day for this booking, and who takes it, as the
   * astrologer policy says (the one asked for, or any by its tie-break).
   */
  async function chosenSlot(
    date: string,
    {
      slotId,
      need,
      asked,
      exceptAppointmentId,
    }: { slotId: number; need: BookingNeed; asked: Asked; exceptAppointmentId?: number },
  ): Promise<{ time: ConsultationTime; astrologerId: number }> {
    if (!isRealDate(date)) throw new AppError('DATE_NOT_BOOKABLE');
    const day = await teamDay(date, exceptAppointmentId);
    bookableRange(date, day.settings);
    const astrologer = chooseAtSlot(onDay(date, day), { need, asked, slotId });
    return { time: timeAt(date, slotId, need), astrologerId: astrologer.id };
  }

  /**
   * The office's choice: any minute of a day from today on (a consultation arranged outside the
   * grid too), lasting the booking's length, within the day, for whom it asks (by the astrologer
   * policy: among those who give the booking, on no closed day or blocked slot of theirs and over
   * no other consultation of theirs).
   */
  async function officeTime(
    date: string,
    minute: number,
    appointmentId: number,
    asked: Asked,
  ): Promise<{ time: ConsultationTime; astrologerId: number }> {
    officeDay(date, now());
    const day = await teamDay(date, appointmentId);
    const need = await needOfAppointment(appointmentId, day.settings);
    const astrologer = chooseAtMinute(onDay(date, day), { need, asked, minute });
    return { time: timeAt(date, minute, need), astrologerId: astrologer.id };
  }

  /**
   * The slots of a query's day, and the day's settings (an appointment's owner is checked by the
   * caller: checkOwner).
   */
  async function slotsFor(query: SlotsQuery) {
    if (!isRealDate(query.date)) throw new AppError('DATE_NOT_BOOKABLE');
    const day = await teamDay(query.date, query.appointmentId);
    const asked: Asked = { astrologerId: query.astrologerId ?? null };
    let need = anyBooking(day.settings);
    if (query.appointmentId !== undefined) {
      need = await needOfAppointment(query.appointmentId, day.settings);
    } else if (query.service !== undefined) {
      const ofServices = await repo.needOfServices(query.service.split(','));
      if (!ofServices) throw new AppError('NOT_FOUND');
      need = {
        ...ofServices,
        minutes: consultationMinutes(ofServices.minutes, day.settings.slotMinutes),
      };
    }
    const slots = teamSlots(onDay(query.date, day), need, asked);
    return { day, need, slots };
  }

  /** The team of a day, as the slot screen lists it: who works that day (for this booking), with their languages. */
  const teamOf = (team: AstrologerDay[], need: BookingNeed, language: Language) =>
    team
      .filter((astrologer) => worksFor(astrologer, need))
      .map((astrologer) => ({
        id: astrologer.id,
        name: astrologerName(astrologer, language),
        languages: astrologer.languages.filter(isLanguage),
      }));

  /** A day's slots for any booking of the slot length, without who is free at each. */
  const anyBookingSlots = (date: string, day: Awaited<ReturnType<typeof teamDay>>): Slot[] =>
    teamSlots(onDay(date, day), anyBooking(day.settings)).map(({ free: _free, ...slot }) => slot);

  return {
    /** 404 unless the appointment is this user's. */
    async checkOwner(userId: number, appointmentId: number): Promise<void> {
      if (!(await appointmentsRepo.findForUser(userId, appointmentId)))
        throw new AppError('APPOINTMENT_NOT_FOUND');
    },

    /**
     * A day's slots with no date rule: the office's view (any astrologer, the slot length), which
     * may be today or past the horizon.
     */
    async slotsOn(date: string): Promise<Slot[]> {
      return anyBookingSlots(date, await teamDay(date));
    },

    /** The office's day: its slots, whether it is closed (no slot at all), and the next open day after it. */
    async officeDayOf(
      date: string,
    ): Promise<{ slots: Slot[]; closed: boolean; next_open_day: string | null }> {
      const day = await teamDay(date);
      const slots = anyBookingSlots(date, day);
      return {
        slots,
        closed: slots.length === 0,
        next_open_day: await nextOpenDay(date, day.settings),
      };
    },

    /**
     * Every slot of a day in India time for a booking (its appointment's services and mode, or one
     * service, or the slot length), each with the astrologers free at it; a closed day has none.
     */
    async available(query: SlotsQuery) {
      const { day, need, slots } = await slotsFor(query);
      const range = bookableRange(query.date, day.settings);
      return {
        date: query.date,
        first_date: range.first,
        last_date: range.last,
        slot_minutes: need.minutes,
        astrologers: teamOf(inTeamOrder(day.team), need, query.language),
        slots: slots.map(({ free, ...slot }) => ({
          ...slot,
          astrologers: free.map((astrologer) => ({
            id: astrologer.id,
            name: astrologerName(astrologer, query.language),
          })),
        })),
      };
    },

    /**
     * Books a slot for the owner's paid, unscheduled appointment, with the astrologer named or any
     * (the astrologer policy); the database settles races. `byOffice`: the desk books it for the
     * customer (decision 0062): the same rule, audited with the office person as actor.
     */
    async book(
      userId: number,
      appointmentId: number,
      {
        slotId,
        date,
        language,
        timeZone,
        astrologerId,
        byOffice,
      }: SlotChoice & { byOffice?: { officeUserId: number } | undefined },
    ) {
      const row = await appointmentsRepo.findForUser(userId, appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
      if (row.scheduledAt) throw new AppError('ALREADY_SCHEDULED');
      // Paid, or a consultation at the office with cash chosen, paid at the desk (decision 0057).
      if (!(await customerMayChooseTime(db, row))) throw new AppError('NOT_PAID');
      const settings = await repo.settings();
      const chosen = await chosenSlot(date, {
        slotId,
        need: await needOfAppointment(appointmentId, settings),
        asked: { astrologerId: typeof astrologerId === 'number' ? astrologerId : null },
      });
      // False: the appointment changed under us (another request gave it a slot first).
      const taken = await refereed(() =>
        db.transaction(async (tx) => {
          if (
            !(await createSlotsRepo(tx).take(appointmentId, {
              userId,
              range: chosen.time,
              astrologerId: chosen.astrologerId,
              meetingUrl: newMeetingUrl(meetingBaseUrl),
              customerTimeZone: knownTimeZone(timeZone),
            }))
          )
            return false;
          await messageEvents.consultationScheduled(tx, appointmentId, {
            startsAt: chosen.time.start,
            now: now(),
            moved: false,
            byCustomer: !byOffice,
          });
          if (byOffice) {
            await createAuditLogRepo(tx).record({
              actorUserId: byOffice.officeUserId,
              action: 'appointment.schedule',
              entityType: 'appointment',
              entityId: appointmentId,
              before: { status: row.status, scheduled_datetime: null },
              after: {
                status: 'scheduled',
                scheduled_datetime: chosen.time.start.toISOString(),
                scheduled_end: chosen.time.end.toISOString(),
                astrologer_id: chosen.astrologerId,
              },
            });
          }
          return true;
        }),
      );
      if (!taken) throw new AppError('ALREADY_SCHEDULED');
      return appointments.get(userId, appointmentId, language);
    },

    /**
     * The customer moves their scheduled appointment to another slot: 24 hours' notice, within
     * the office's limit, by every rule of booking, with the same astrologer unless they name
     * another or ask for any ('any': the policy keeps theirs when free then, else chooses). The old
     * time is free for others the moment this commits; the same exclusion constraint referees races.
     */
    async reschedule(
      userId: number,
      appointmentId: number,
      { slotId, date, language, timeZone, astrologerId }: SlotChoice,
    ) {
      const row = await appointmentsRepo.findForUser(userId, appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
      const settings = await repo.settings();
      const refuse = (current: typeof row) => {
        const refusal = rescheduleRefusal(current, settings.maxReschedules, now());
        if (refusal === 'not_scheduled') throw new AppError('NOT_RESCHEDULABLE');
        if (refusal === 'too_late') throw new AppError('RESCHEDULE_TOO_LATE');
        if (refusal === 'limit_reached') throw new AppError('RESCHEDULE_LIMIT');
      };
      refuse(row);
      const asked: Asked =
        astrologerId === 'any'
          ? { astrologerId: null, keep: row.astrologerId }
          : { astrologerId: astrologerId ?? row.astrologerId ?? null };
      const chosen = await chosenSlot(date, {
        slotId,
        need: await needOfAppointment(appointmentId, settings),
        asked,
        exceptAppointmentId: row.id,
      });
      if (
        row.scheduledAt?.getTime() === chosen.time.start.getTime() &&
        row.astrologerId === chosen.astrologerId
      )
        return appointments.get(userId, appointmentId, language);
      await refereed(() =>
        changeAppointment(
          db,
          {
            actorUserId: userId,
            action: 'appointment.customer_reschedule',
            appointmentId,
            ownerUserId: userId,
          },
          async (locked, tx) => {
            refuse(locked);
            const moved = await createSlotsRepo(tx).move(locked.id, {
              from: locked.scheduledAt!,
              rescheduleCount: locked.rescheduleCount,
              range: chosen.time,
              astrologerId: chosen.astrologerId,
              customerTimeZone: knownTimeZone(timeZone),
            });
            if (!moved) throw new AppError('NOT_RESCHEDULABLE');
            await messageEvents.consultationScheduled(tx, locked.id, {
              startsAt: chosen.time.start,
              now: now(),
              moved: true,
              byCustomer: true,
            });
            return {
              after: {
                scheduled_datetime: chosen.time.start.toISOString(),
                scheduled_end: chosen.time.end.toISOString(),
                astrologer_id: chosen.astrologerId,
                reschedule_count: locked.rescheduleCount + 1,
              },
            };
          },
        ),
      );
      return appointments.get(userId, appointmentId, language);
    },

    /**
     * The office schedules or reschedules a paid appointment at a minute of a day from today on,
     * with the astrologer named, the one it has, or any who gives it (the astrologer policy).
     */
    async place(
      appointmentId: number,
      {
        actorUserId,
        date,
        minute,
        astrologerId,
      }: { actorUserId: number; date: string; minute: number; astrologerId?: number },
    ): Promise<void> {
      const current = await appointmentsRepo.findById(appointmentId);
      const chosen = await officeTime(date, minute, appointmentId, {
        astrologerId: astrologerId ?? current?.astrologerId ?? null,
      });
      // A refusal rolls the whole transaction back: nothing is audited for a change not made.
      await refereed(() =>
        changeAppointment(
          db,
          { actorUserId, action: 'appointment.schedule', appointmentId },
          async (row, tx) => {
            if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
            if (row.status === 'completed' || row.status === 'no_show')
              throw new AppError('APPOINTMENT_COMPLETED');
            if (row.paymentStatus !== 'paid') throw new AppError('NOT_PAID');
            if (
              !(await createSlotsRepo(tx).place(
                row.id,
                chosen.time,
                chosen.astrologerId,
                newMeetingUrl(meetingBaseUrl),
              ))
            )
              throw new AppError('NOT_PAID');
            if (
              row.scheduledAt?.getTime() !== chosen.time.start.getTime() ||
              row.astrologerId !== chosen.astrologerId
            ) {
              await messageEvents.consultationScheduled(tx, row.id, {
                startsAt: chosen.time.start,
                now: now(),
                moved: row.scheduledAt !== null,
                byCustomer: false,
              });
            }
            return {
              after: {
                status: 'scheduled',
                scheduled_datetime: chosen.time.start.toISOString(),
                scheduled_end: chosen.time.end.toISOString(),
                astrologer_id: chosen.astrologerId,
              },
            };
          },
        ),
      );
    },
  };
}

export type SlotsService = ReturnType<typeof createSlotsService>;
