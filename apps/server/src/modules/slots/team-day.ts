import { minuteToClock, type Language, type Slot } from '@portal/contracts';
import { indiaMoment } from './india-time';
import type { OpeningWindow, TimeRange } from './slots.repo';

/** An astrologer's day as the calendar sees it: who they are, what they offer, their hours, closures and consultations. */
export interface AstrologerDay {
  id: number;
  nameEnglish: string;
  nameTamil: string;
  languages: string[];
  consultationModes: string[];
  serviceIds: number[];
  sortOrder: number;
  windows: OpeningWindow[];
  /** The day is closed for them (their own day off, or the whole office's). */
  closed: boolean;
  /** Start minutes blocked for them or for the whole office. */
  blockedStarts: Set<number>;
  /** Their consultations that day, each held until its pause ends. */
  held: TimeRange[];
}

/** A consultation's length: its services' lengths together, or the office's slot length for services that have none. */
export const consultationMinutes = (servicesMinutes: number, slotMinutes: number): number =>
  servicesMinutes > 0 ? servicesMinutes : slotMinutes;

/** What a booking needs of a slot: how long, the pause after it, and who may take it. */
export interface BookingNeed {
  /** The consultation's length in minutes (its services' lengths together). */
  minutes: number;
  /** The astrologer's pause after it. */
  bufferMinutes: number;
  /** Services every astrologer taking it must offer (none: any). */
  serviceIds: number[];
  /** The consultation's mode, when known. */
  mode: string | null;
  /** Only this astrologer, when the customer chose one. */
  astrologerId: number | null;
}

const overlaps = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;
const MINUTE_MS = 60_000;

/** Whether an astrologer may take a booking at all: active is the caller's, this is offer and choice. */
export function offers(astrologer: AstrologerDay, need: BookingNeed): boolean {
  if (need.astrologerId !== null && astrologer.id !== need.astrologerId) return false;
  if (need.mode !== null && !astrologer.consultationModes.includes(need.mode)) return false;
  return need.serviceIds.every((id) => astrologer.serviceIds.includes(id));
}

/**
 * The start minutes of an astrologer's grid for a booking: each window's own grid of `gridMinutes`
 * from its opening, where the consultation itself ends by the window's close (no consultation
 * spans a break; its pause may).
 */
export function gridStarts(
  windows: OpeningWindow[],
  gridMinutes: number,
  minutes: number,
): number[] {
  return windows.flatMap((window) => {
    const starts: number[] = [];
    for (
      let start = window.opensAtMinute;
      start + minutes <= window.closesAtMinute;
      start += gridMinutes
    )
      starts.push(start);
    return starts;
  });
}

/** Whether an astrologer is free at a start: no consultation of theirs (with its pause) meets this one with its pause, no blocked slot meets it. */
function freeAt(
  astrologer: AstrologerDay,
  date: string,
  start: number,
  need: BookingNeed,
  gridMinutes: number,
): 'free' | 'blocked' | 'booked' {
  const from = indiaMoment(date, start);
  const consultation = { start: from, end: new Date(from.getTime() + need.minutes * MINUTE_MS) };
  const withPause = {
    start: from,
    end: new Date(from.getTime() + (need.minutes + need.bufferMinutes) * MINUTE_MS),
  };
  if (astrologer.held.some((time) => overlaps(time, withPause))) return 'booked';
  for (const blocked of astrologer.blockedStarts) {
    const blockedFrom = indiaMoment(date, blocked);
    if (
      overlaps(
        { start: blockedFrom, end: new Date(blockedFrom.getTime() + gridMinutes * MINUTE_MS) },
        consultation,
      )
    )
      return 'blocked';
  }
  return 'free';
}

/**
 * Whether an astrologer can take a consultation at a start minute off the grid too (the office
 * moving one to them): working then (inside one window), not closed, and free for it and its pause.
 */
export function takesAt(
  astrologer: AstrologerDay,
  date: string,
  start: number,
  need: BookingNeed,
  gridMinutes: number,
): boolean {
  if (astrologer.closed || !offers(astrologer, need)) return false;
  const inWindow = astrologer.windows.some(
    (window) => window.opensAtMinute <= start && start + need.minutes <= window.closesAtMinute,
  );
  return inWindow && freeAt(astrologer, date, start, need, gridMinutes) === 'free';
}

export interface TeamSlot extends Slot {
  /** The astrologers free at it, in the team's order. */
  free: AstrologerDay[];
}

/**
 * A day's slots for a booking across the team: the office's grid from each eligible astrologer's
 * windows, sized by the booking's length; a slot is available when some eligible astrologer is
 * free for it and its pause, blocked when those who work then have it blocked, else booked.
 */
export function teamSlots(
  date: string,
  team: AstrologerDay[],
  need: BookingNeed,
  gridMinutes: number,
): TeamSlot[] {
  const eligible = team.filter((astrologer) => !astrologer.closed && offers(astrologer, need));
  const byStart = new Map<number, { working: AstrologerDay[] }>();
  for (const astrologer of eligible) {
    for (const start of gridStarts(astrologer.windows, gridMinutes, need.minutes)) {
      const entry = byStart.get(start) ?? { working: [] };
      entry.working.push(astrologer);
      byStart.set(start, entry);
    }
  }
  return [...byStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, { working }]) => {
      const states = working.map((astrologer) => ({
        astrologer,
        state: freeAt(astrologer, date, start, need, gridMinutes),
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

/** An astrologer's name in a language. */
export const astrologerName = (
  astrologer: { nameEnglish: string; nameTamil: string },
  language: Language,
) => (language === 'tamil' ? astrologer.nameTamil : astrologer.nameEnglish);

/** The team in its order: by the office's order, then by id. */
export const inTeamOrder = <T extends { sortOrder: number; id: number }>(team: T[]): T[] =>
  [...team].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
