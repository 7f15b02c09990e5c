import zoneHistory from './zone-history.json' with { type: 'json' };

/**
 * A place's UTC offset at an instant, from the IANA tz database. From 1970 on, from the data Node's
 * Intl carries (full ICU); before 1970 from a tz database compiled with backzone
 * (zone-history.json, tools/zone-history; docs/decisions/0077), because ICU merges zones that agree
 * since 1970 and so loses their own history: Oslo's summer time of 1959-65, Kuwait's local mean
 * time until 1950, Kuala Lumpur's until 1901. Historic offsets come to the second: Asia/Kolkata was
 * Madras time +5:21:10 until 1906, +6:30 war time in 1941–42 and 1942–45; Asia/Singapore moved from
 * +6:55:25 to +8 in six steps.
 */
const historyBefore1970 = zoneHistory.zones as unknown as Record<
  string,
  Array<[number | null, number]>
>;

/**
 * The offset in force at `seconds` (before 1970) by a zone's list of changes; the first entry has
 * no start.
 */
function offsetInHistory(changes: Array<[number | null, number]>, seconds: number): number {
  for (let index = changes.length - 1; index >= 0; index -= 1) {
    const [from, offset] = changes[index]!;
    if (from === null || from <= seconds) return offset;
  }
  return changes[0]![1];
}
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // Throws RangeError for a zone name the tz database does not know.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
      year: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** True when the IANA zone name is known to this runtime. */
export function isKnownZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** Seconds east of UTC in force in `zone` at `instant` (e.g. 19270 for +5:21:10). */
export function zoneOffsetSeconds(zone: string, instant: Date): number {
  const unixSeconds = Math.floor(instant.getTime() / 1000);
  const history = unixSeconds < 0 ? historyBefore1970[zone] : undefined;
  if (history) {
    formatterFor(zone); // an unknown zone still throws RangeError, as below
    return offsetInHistory(history, unixSeconds);
  }
  const name =
    formatterFor(zone)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  if (name === 'GMT') return 0;
  const match = /^GMT([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (!match) throw new Error(`Unexpected offset "${name}" for zone ${zone}`);
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
  return match[1] === '-' ? -seconds : seconds;
}

/** "+05:21:10" style text for an offset in seconds (seconds shown only when not zero). */
export function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const text = `${sign}${pad(Math.floor(abs / 3600))}:${pad(Math.floor((abs % 3600) / 60))}`;
  return abs % 60 ? `${text}:${pad(abs % 60)}` : text;
}
