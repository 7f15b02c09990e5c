import { TZDate } from '@date-fns/tz';
import { addDays } from '@portal/contracts';

/*
 * When a message may reach its recipient (decision 0056): messages that can wait go between
 * 08:00 and 21:00 on the recipient's own clock; a reminder that would fall outside those hours
 * goes the evening before; several changes of one appointment within a few minutes send one
 * message. The rules are here as plain functions of moments; message-events.ts applies them as
 * it queues, the worker once more as it sends.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The hours messages that can wait are sent in: from `opensMinute` to before `closesMinute` of the recipient's day. */
export interface MessageHours {
  opensMinute: number;
  closesMinute: number;
}

/** 08:00 to 21:00; MESSAGE_HOURS in the configuration ("any": no message waits). */
export const DEFAULT_MESSAGE_HOURS: MessageHours = { opensMinute: 8 * 60, closesMinute: 21 * 60 };

/** A change message waits this long, and a newer change of the same appointment within it replaces it. */
export const CHANGE_SETTLE_MS = 3 * MINUTE_MS;

/**
 * A change is never held for the night when the consultation (at its new time or the time the
 * recipient last heard of) is on the recipient's today, or earlier than this long after the
 * morning the message would otherwise wait for (before 12:00 with the default hours).
 */
export const SAME_DAY_MARGIN_MS = 4 * HOUR_MS;

/** A reminder brought forward out of the night goes this long before the hours close (20:00). */
export const EVENING_REMINDER_LEAD_MS = HOUR_MS;

let current: MessageHours | null = DEFAULT_MESSAGE_HOURS;

/**
 * The hours this process keeps (the configuration's MESSAGE_HOURS; null: any hour). Set once as
 * the app is built: the events that queue messages are called inside other domains'
 * transactions, which carry no configuration.
 */
export function useMessageHours(hours: MessageHours | null): void {
  current = hours;
}

export function messageHours(): MessageHours | null {
  return current;
}

/** A moment as a calendar date and minute of the day on a zone's clock. */
export function clockAt(moment: Date, timeZone: string): { date: string; minute: number } {
  const local = new TZDate(moment.getTime(), timeZone);
  const year = String(local.getFullYear()).padStart(4, '0');
  const month = String(local.getMonth() + 1).padStart(2, '0');
  const day = String(local.getDate()).padStart(2, '0');
  const date = `${year}-${month}-${day}`;
  return { date, minute: local.getHours() * 60 + local.getMinutes() };
}

/** The moment a zone's clock shows a minute of a date. */
export function momentAt(date: string, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(
    new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, timeZone).getTime(),
  );
}

export function isWithinHours(
  moment: Date,
  timeZone: string,
  hours: MessageHours | null = current,
): boolean {
  if (!hours) return true;
  const { minute } = clockAt(moment, timeZone);
  return minute >= hours.opensMinute && minute < hours.closesMinute;
}

/** The moment itself when it is within the hours, else the next opening (the same morning, or the next). */
export function nextWithinHours(
  moment: Date,
  timeZone: string,
  hours: MessageHours | null = current,
): Date {
  if (!hours || isWithinHours(moment, timeZone, hours)) return moment;
  const { date, minute } = clockAt(moment, timeZone);
  return momentAt(
    minute < hours.opensMinute ? date : addDays(date, 1),
    hours.opensMinute,
    timeZone,
  );
}

/**
 * Where a reminder due at `moment` goes: the moment itself when it is within the hours, else
 * the evening before it (an hour before the hours close), never later than it would have been.
 */
export function reminderMoment(
  moment: Date,
  timeZone: string,
  hours: MessageHours | null = current,
): Date {
  if (!hours || isWithinHours(moment, timeZone, hours)) return moment;
  const { date, minute } = clockAt(moment, timeZone);
  const evening = Math.max(
    hours.opensMinute,
    hours.closesMinute - EVENING_REMINDER_LEAD_MS / MINUTE_MS,
  );
  return momentAt(minute >= hours.closesMinute ? date : addDays(date, -1), evening, timeZone);
}

/**
 * Whether a change may not wait for the morning: a consultation it concerns (its new time, the
 * time the recipient last heard of, the time cancelled) is on the recipient's today (or past),
 * or begins less than SAME_DAY_MARGIN_MS after the morning the message would wait for.
 */
export function isSameDayChange(
  consultations: Date[],
  now: Date,
  planned: Date,
  timeZone: string,
  hours: MessageHours | null = current,
): boolean {
  const today = clockAt(now, timeZone).date;
  const morning = nextWithinHours(planned, timeZone, hours).getTime();
  return consultations.some(
    (startsAt) =>
      clockAt(startsAt, timeZone).date <= today ||
      startsAt.getTime() < morning + SAME_DAY_MARGIN_MS,
  );
}

/** When a message planned for `moment` goes: at once when urgent, else within the recipient's hours. */
export function sendMoment(
  moment: Date,
  timeZone: string,
  urgent: boolean,
  hours: MessageHours | null = current,
): Date {
  return urgent ? moment : nextWithinHours(moment, timeZone, hours);
}

/** MESSAGE_HOURS: "08:00-21:00" (the recipient's clock), or "any"; null for any hour. */
export function parseMessageHours(text: string): MessageHours | null | undefined {
  const value = text.trim().toLowerCase();
  if (value === 'any') return null;
  const match = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [opensHour, opensMinutes, closesHour, closesMinutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (opensHour > 23 || closesHour > 24 || opensMinutes > 59 || closesMinutes > 59)
    return undefined;
  const hours = {
    opensMinute: opensHour * 60 + opensMinutes,
    closesMinute: closesHour * 60 + closesMinutes,
  };
  // At least two hours, within one day: a reminder needs an evening to go to.
  return hours.closesMinute <= 24 * 60 && hours.closesMinute - hours.opensMinute >= 120
    ? hours
    : undefined;
}
