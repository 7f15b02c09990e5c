import { zoneOffsetSeconds } from './zone-offset';

export interface LocalBirthTime {
  /** Calendar date at the birth place, YYYY-MM-DD (proleptic Gregorian). */
  date: string;
  /** Clock time at the birth place, HH:MM (24-hour). */
  time: string;
  /** IANA zone of the birth place, e.g. Asia/Kolkata, Asia/Singapore, Europe/London. */
  zone: string;
  /**
   * The birth's own offset from UTC in seconds (local mean time, Calcutta time +5:53:20, Bombay
   * time +4:51), when the office gives one: it replaces the zone's history.
   */
  fixedOffsetSeconds?: number;
}

/**
 * How the clock time maps onto the zone's history: `exact` — one instant; `repeated` — the clocks
 * were turned back and the time happened twice (we take the first); `skipped` — the clocks jumped
 * over it (we read it with the offset in force just before the jump, so 02:30 in a 02:00→03:00 gap
 * is 03:30). This is Temporal's "compatible" disambiguation.
 */
export type ClockReading = 'exact' | 'repeated' | 'skipped';

export interface BirthInstant {
  utc: Date;
  /**
   * Seconds east of UTC the clock time was read with: the offset in force at the birth, or, for a
   * skipped time, the one from before the jump (so that `utc` = clock time − offset always).
   */
  offsetSeconds: number;
  clock: ClockReading;
  /**
   * For a repeated or skipped clock time, both ways of reading it (the one `utc` is first): the
   * instant and the offset the clock was read with.
   */
  readings?: [ClockReadingAt, ClockReadingAt];
}

export interface ClockReadingAt {
  utc: Date;
  offsetSeconds: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The local wall-clock reading as if it were UTC, in ms; throws on a malformed or impossible
 * date/time.
 */
export function wallClockMs(date: string, time: string): number {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Expected YYYY-MM-DD and HH:MM, got "${date}" "${time}"`);
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute, 0, 0);
  if (at.getUTCDate() !== day || at.getUTCMonth() !== month - 1 || hour > 23 || minute > 59) {
    throw new RangeError(`No such date or time: ${date} ${time}`);
  }
  return at.getTime();
}

/** The UTC instant of a clock time at a place, with that place's historic offset. */
export function birthInstant({
  date,
  time,
  zone,
  fixedOffsetSeconds,
}: LocalBirthTime): BirthInstant {
  const wall = wallClockMs(date, time);
  if (fixedOffsetSeconds !== undefined)
    return {
      utc: new Date(wall - fixedOffsetSeconds * 1000),
      offsetSeconds: fixedOffsetSeconds,
      clock: 'exact',
    };
  // Every offset in force within a day of the wall time (offsets never move by more than a day).
  const before = zoneOffsetSeconds(zone, new Date(wall - 86_400_000));
  const after = zoneOffsetSeconds(zone, new Date(wall + 86_400_000));
  const candidates = [...new Set([before, after, zoneOffsetSeconds(zone, new Date(wall))])]
    .map((offset) => wall - offset * 1000)
    .filter((ms) => wall - zoneOffsetSeconds(zone, new Date(ms)) * 1000 === ms)
    .sort((a, b) => a - b);
  const reading = (offset: number): ClockReadingAt => ({
    utc: new Date(wall - offset * 1000),
    offsetSeconds: offset,
  });
  const [first, second] = candidates;
  if (first !== undefined) {
    const utc = new Date(first);
    const offsetSeconds = zoneOffsetSeconds(zone, utc);
    if (second === undefined) return { utc, offsetSeconds, clock: 'exact' };
    return {
      utc,
      offsetSeconds,
      clock: 'repeated',
      readings: [reading((wall - first) / 1000), reading((wall - second) / 1000)],
    };
  }
  // In a gap: read the clock with the offset from before the jump; the offset after it is the other
  // reading. The offset is the one the clock was read with, not the zone's at the instant (which is
  // already past the jump): what a chart shows is what it was cast with (decision 0111).
  return {
    utc: new Date(wall - before * 1000),
    offsetSeconds: before,
    clock: 'skipped',
    readings: [reading(before), reading(after)],
  };
}
