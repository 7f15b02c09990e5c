import { addDays, isRealDate, minuteToClock, todayInIndia, type Language, type Slot } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createAppointmentsService } from '../appointments/appointments.service';
import { isUniqueViolation } from '../../lib/db-errors';
import { indiaDateAndMinute, indiaMoment, isoWeekday } from './india-time';
import { createSlotsRepo } from './slots.repo';

export function createSlotsService(db: Database, now: () => Date = () => new Date()) {
  const repo = createSlotsRepo(db);
  const appointmentsRepo = createAppointmentsRepo(db);
  const appointments = createAppointmentsService(db);

  type Settings = Awaited<ReturnType<typeof repo.settings>>;

  async function slotsOf(date: string, settings: Settings): Promise<Slot[]> {
    const [hours, blockedDay] = await Promise.all([repo.hoursOn(isoWeekday(date)), repo.isBlockedDay(date)]);
    if (!hours || blockedDay) return [];
    const [blocked, held] = await Promise.all([repo.blockedStarts(date), repo.heldBetween(indiaMoment(date, 0), indiaMoment(addDays(date, 1), 0))]);
    const heldStarts = new Set(held.map((moment) => indiaDateAndMinute(moment).minute));
    const slots: Slot[] = [];
    for (let start = hours.opensAtMinute; start + settings.slotMinutes <= hours.closesAtMinute; start += settings.slotMinutes) {
      slots.push({
        id: start,
        start_time: minuteToClock(start),
        end_time: minuteToClock(start + settings.slotMinutes),
        status: heldStarts.has(start) ? 'booked' : blocked.has(start) ? 'blocked' : 'available',
      });
    }
    return slots;
  }

  /** Tomorrow (India time) to the horizon; anything else is refused. Returns the range and the settings. */
  async function checkedDate(date: string) {
    const settings = await repo.settings();
    const today = todayInIndia(now());
    const range = { first: addDays(today, 1), last: addDays(today, settings.horizonDays) };
    if (!isRealDate(date) || date < range.first || date > range.last) throw new AppError('DATE_NOT_BOOKABLE');
    return { range, settings };
  }

  return {
    /** A day's slots with no date rule: the office's view, which may be today or past the horizon. */
    async slotsOn(date: string): Promise<Slot[]> {
      return slotsOf(date, await repo.settings());
    },

    /** Every slot of a day in India time with its status; a closed or blocked day has none. */
    async available(date: string) {
      const { range, settings } = await checkedDate(date);
      return { date, first_date: range.first, last_date: range.last, slots: await slotsOf(date, settings) };
    },

    /** Books a slot for the owner's paid, unscheduled appointment; the database settles races. */
    async book(userId: number, appointmentId: number, slotId: number, date: string, language: Language) {
      const row = await appointmentsRepo.findForUser(userId, appointmentId);
      if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
      if (row.scheduledAt) throw new AppError('ALREADY_SCHEDULED');
      if (row.paymentStatus !== 'paid' || row.status !== 'paid') throw new AppError('NOT_PAID');
      const { settings } = await checkedDate(date);
      const slot = (await slotsOf(date, settings)).find((candidate) => candidate.id === slotId);
      if (!slot || slot.status === 'blocked') throw new AppError('SLOT_UNAVAILABLE');
      if (slot.status === 'booked') throw new AppError('SLOT_TAKEN');
      let taken: boolean;
      try {
        taken = await repo.take(userId, appointmentId, indiaMoment(date, slot.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('SLOT_TAKEN');
        throw error;
      }
      // The appointment changed under us: another request gave it a slot first.
      if (!taken) throw new AppError('ALREADY_SCHEDULED');
      return appointments.get(userId, appointmentId, language);
    },
  };
}
