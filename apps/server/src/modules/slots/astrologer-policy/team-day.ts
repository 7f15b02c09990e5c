import type { Language } from '@portal/contracts';
import type { OpeningWindow, TimeRange } from '../slots.repo';

/**
 * An astrologer's day as the calendar sees it: who they are, what they offer, their hours, closures
 * and consultations.
 */
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

/** An astrologer's name in a language. */
export const astrologerName = (
  astrologer: { nameEnglish: string; nameTamil: string },
  language: Language,
) => (language === 'tamil' ? astrologer.nameTamil : astrologer.nameEnglish);

/** The team in its order: by the office's order, then by id. */
export const inTeamOrder = <T extends { sortOrder: number; id: number }>(team: T[]): T[] =>
  [...team].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
