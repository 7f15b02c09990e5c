import { minuteToClock, type Slot } from '@portal/contracts';
import { AppError } from '../../../lib/errors/app-error';
import { indiaMoment } from '../../../lib/india-time';
import type { TimeRange } from '../slots.repo';
import { gridStarts, inTeamOrder, type AstrologerDay } from './team-day';

/*
 * The one policy for choosing an astrologer (decision 0091): who is free for a booking's
 * services, mode and length, and whom a booking gets. The customer's booking and reschedule, the
 * desk's booking, the office's placing and the day's closing all ask it; the browser only says
 * whom the customer asked for. Pure: it is given the day of the team (slots.repo.ts `dayOf`) and
 * answers; the database's exclusion constraint stays the referee of races.
 *
 * The tie-break of "any astrologer": the astrologer the consultation already has, when free then;
 * else the free one with the fewest consultations that day; then the team's order (the office's
 * order, then id).
 */

/** What a booking needs of an astrologer: its services, its mode, and its length with the pause after it. */
export interface BookingNeed {
  /** The consultation's length in minutes (its services' lengths together). */
  minutes: number;
  /** The astrologer's pause after it. */
  bufferMinutes: number;
  /** Services the astrologer taking it must offer (none: any). */
  serviceIds: number[];
  /** The consultation's mode, when known. */
  mode: string | null;
}

/**
 * Whom a booking asks for: one astrologer (`astrologerId`), or any (null). For any, `keep` is the
 * astrologer the consultation has, who keeps it when free then.
 */
export interface Asked {
  astrologerId: number | null;
  keep?: number | null;
}

/** The team on a day: the day, each astrologer's day, and the office's grid of slots in minutes. */
export interface TeamOnDay {
  date: string;
  team: AstrologerDay[];
  gridMinutes: number;
}

/** Any astrologer, with nobody to keep. */
export const ANY_ASTROLOGER: Asked = { astrologerId: null };

/** How an astrologer stands for a booking at a start minute. */
export type Availability = 'not_offered' | 'closed' | 'not_working' | 'booked' | 'blocked' | 'free';

const MINUTE_MS = 60_000;
const MINUTES_IN_DAY = 24 * 60;
const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

/** Whether an astrologer gives a booking's services in its mode. */
export function offers(astrologer: AstrologerDay, need: BookingNeed): boolean {
  if (need.mode !== null && !astrologer.consultationModes.includes(need.mode)) return false;
  return need.serviceIds.every((id) => astrologer.serviceIds.includes(id));
}

/** Whether an astrologer works that day for a booking: not closed, with hours, giving it. */
export function worksFor(astrologer: AstrologerDay, need: BookingNeed): boolean {
  return !astrologer.closed && astrologer.windows.length > 0 && offers(astrologer, need);
}

/** Whether an astrologer is one the booking asks for (anyone, for any astrologer). */
const asks = (asked: Asked, astrologer: AstrologerDay) =>
  asked.astrologerId === null || asked.astrologerId === astrologer.id;

/** A consultation at a start, and the same with its pause: what an astrologer must be free for. */
function timesAt(date: string, start: number, need: BookingNeed) {
  const from = indiaMoment(date, start);
  return {
    consultation: { start: from, end: new Date(from.getTime() + need.minutes * MINUTE_MS) },
    withPause: {
      start: from,
      end: new Date(from.getTime() + (need.minutes + need.bufferMinutes) * MINUTE_MS),
    },
  };
}

/** Whether a blocked slot of the astrologer (one grid step from each blocked start) meets the consultation. */
function blockedFor(
  astrologer: AstrologerDay,
  date: string,
  consultation: TimeRange,
  gridMinutes: number,
): boolean {
  return [...astrologer.blockedStarts].some((blocked) =>
    overlaps(
      { start: indiaMoment(date, blocked), end: indiaMoment(date, blocked + gridMinutes) },
      consultation,
    ),
  );
}

/**
 * How an astrologer stands for a booking at a start minute: not offering its services or mode,
 * closed that day, not working then (the consultation is not inside one of their windows; the
 * office's placing, `anyMinute`, may place outside them), booked (a consultation of theirs with its
 * pause meets this one with its pause), blocked (a blocked slot meets the consultation), or free.
 */
export function availability(
  astrologer: AstrologerDay,
  {
    date,
    start,
    need,
    gridMinutes,
    anyMinute = false,
  }: { date: string; start: number; need: BookingNeed; gridMinutes: number; anyMinute?: boolean },
): Availability {
  if (!offers(astrologer, need)) return 'not_offered';
  if (astrologer.closed) return 'closed';
  const working = astrologer.windows.some(
    (window) => window.opensAtMinute <= start && start + need.minutes <= window.closesAtMinute,
  );
  if (!anyMinute && !working) return 'not_working';
  const { consultation, withPause } = timesAt(date, start, need);
  if (astrologer.held.some((time) => overlaps(time, withPause))) return 'booked';
  if (blockedFor(astrologer, date, consultation, gridMinutes)) return 'blocked';
  return 'free';
}

/**
 * Whom a booking gets among the astrologers free for it: the one named; for any astrologer, the
 * one it has when free (`keep`), else the fewest consultations that day, then the team's order.
 * Undefined when none of them will do.
 */
export function chooseAmong(free: AstrologerDay[], asked: Asked): AstrologerDay | undefined {
  if (asked.astrologerId !== null)
    return free.find((astrologer) => astrologer.id === asked.astrologerId);
  const kept = free.find((astrologer) => astrologer.id === asked.keep);
  if (kept) return kept;
  return inTeamOrder(free).sort((a, b) => a.held.length - b.held.length)[0];
}

export interface TeamSlot extends Slot {
  /** The astrologers free at it, in the team's order. */
  free: AstrologerDay[];
}

/**
 * A day's slots for a booking across the team: the office's grid from the windows of each
 * astrologer asked for who gives the booking and is not closed, sized by the booking's length; a
 * slot is available when one of them is free for it and its pause, blocked when those who work
 * then have it blocked, else booked.
 */
export function teamSlots(
  { date, team, gridMinutes }: TeamOnDay,
  need: BookingNeed,
  asked: Asked = ANY_ASTROLOGER,
): TeamSlot[] {
  const eligible = inTeamOrder(team).filter(
    (astrologer) => asks(asked, astrologer) && worksFor(astrologer, need),
  );
  const byStart = new Map<number, AstrologerDay[]>();
  for (const astrologer of eligible) {
    for (const start of gridStarts(astrologer.windows, gridMinutes, need.minutes)) {
      byStart.set(start, [...(byStart.get(start) ?? []), astrologer]);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, working]) => {
      const states = working.map((astrologer) => ({
        astrologer,
        state: availability(astrologer, { date, start, need, gridMinutes }),
      }));
      const free = states
        .filter(({ state }) => state === 'free')
        .map(({ astrologer }) => astrologer);
      const status: Slot['status'] =
        free.length > 0
          ? 'available'
          : states.every(({ state }) => state === 'blocked')
            ? 'blocked'
            : 'booked';
      return {
        id: start,
        start_time: minuteToClock(start),
        end_time: minuteToClock(start + need.minutes),
        status,
        free,
      };
    });
}

/**
 * The customer's choice (their booking, their reschedule, the desk's booking): a slot of the day's
 * grid and whom it gets. SLOT_UNAVAILABLE when the slot is not on the grid of anyone asked for or
 * blocked for all who work then, SLOT_TAKEN when they are booked.
 */
export function chooseAtSlot(
  day: TeamOnDay,
  { need, asked, slotId }: { need: BookingNeed; asked: Asked; slotId: number },
): AstrologerDay {
  const slot = teamSlots(day, need, asked).find((candidate) => candidate.id === slotId);
  if (!slot || slot.status === 'blocked') throw new AppError('SLOT_UNAVAILABLE');
  if (slot.status === 'booked') throw new AppError('SLOT_TAKEN');
  return chooseAmong(slot.free, asked)!;
}

/**
 * The office's placing: any minute of the day (outside the grid and the hours too), for whom it
 * asks, among those who give the booking. SLOT_UNAVAILABLE when it would cross midnight, when
 * nobody asked for gives it, or when each is closed or has the time blocked; SLOT_TAKEN when the
 * rest are booked.
 */
export function chooseAtMinute(
  { date, team, gridMinutes }: TeamOnDay,
  { need, asked, minute }: { need: BookingNeed; asked: Asked; minute: number },
): AstrologerDay {
  if (minute + need.minutes > MINUTES_IN_DAY) throw new AppError('SLOT_UNAVAILABLE');
  const candidates = inTeamOrder(team).filter(
    (astrologer) => asks(asked, astrologer) && offers(astrologer, need),
  );
  const free = candidates.filter(
    (astrologer) =>
      availability(astrologer, { date, start: minute, need, gridMinutes, anyMinute: true }) ===
      'free',
  );
  const chosen = chooseAmong(free, asked);
  if (chosen) return chosen;
  const { consultation } = timesAt(date, minute, need);
  if (
    candidates.every(
      (astrologer) => astrologer.closed || blockedFor(astrologer, date, consultation, gridMinutes),
    )
  )
    throw new AppError('SLOT_UNAVAILABLE');
  throw new AppError('SLOT_TAKEN');
}

/** A consultation on a day being closed for its astrologer: whose it is, when it starts, and what it needs. */
export interface ClosingConsultation {
  astrologerId: number | null;
  /** Its start minute, India time. */
  start: number;
  need: BookingNeed;
}

/**
 * Why nobody can take a closing day's consultation at its time (takersFor gave none), by the others
 * of the team as the day stands: one free or booked then means it is the time that is taken (by
 * their own consultations, or by another of the day's moves); else one who gives it but is off
 * then; else nobody gives its services in its way of consulting.
 */
export function notMovableReason(
  { date, team, gridMinutes }: TeamOnDay,
  { astrologerId, start, need }: ClosingConsultation,
): 'not_offered' | 'not_working' | 'busy' {
  const others = team
    .filter((astrologer) => astrologer.id !== astrologerId)
    .map((astrologer) => availability(astrologer, { date, start, need, gridMinutes }));
  if (others.some((state) => state === 'free' || state === 'booked' || state === 'blocked'))
    return 'busy';
  if (others.some((state) => state === 'closed' || state === 'not_working')) return 'not_working';
  return 'not_offered';
}

/**
 * The day's closing: who takes each consultation at its own time instead of its astrologer (null:
 * nobody), by the rule of any astrologer among those working then, free and giving it. Each taken
 * counts as the taker's for the ones after it, so two consultations at one time never go to one
 * astrologer and the fewest is counted with the moves.
 */
export function takersFor(
  { date, team, gridMinutes }: TeamOnDay,
  consultations: ClosingConsultation[],
): (number | null)[] {
  const day = team.map((astrologer) => ({ ...astrologer, held: [...astrologer.held] }));
  return consultations.map(({ astrologerId, start, need }) => {
    const free = day.filter(
      (astrologer) =>
        astrologer.id !== astrologerId &&
        availability(astrologer, { date, start, need, gridMinutes }) === 'free',
    );
    const taker = chooseAmong(free, ANY_ASTROLOGER);
    if (!taker) return null;
    taker.held.push(timesAt(date, start, need).withPause);
    return taker.id;
  });
}
