import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import {
  DEFAULT_MESSAGE_HOURS,
  isSameDayChange,
  nextWithinHours,
  parseMessageHours,
  reminderMoment,
  sendMoment,
} from './message-hours';

const india = 'Asia/Kolkata';
const newYork = 'America/New_York';
const hours = DEFAULT_MESSAGE_HOURS;
/** An instant written with its offset, as a person reads a clock. */
const at = (text: string) => new Date(text);

describe('messages that can wait go between 08:00 and 21:00 on the recipient’s clock', () => {
  it('waits from 23:00 to 08:00 the next morning, and from 05:00 to 08:00 the same morning', () => {
    expect(nextWithinHours(at('2026-12-01T23:00:00+05:30'), india, hours)).toEqual(
      at('2026-12-02T08:00:00+05:30'),
    );
    expect(nextWithinHours(at('2026-12-02T05:00:00+05:30'), india, hours)).toEqual(
      at('2026-12-02T08:00:00+05:30'),
    );
    expect(nextWithinHours(at('2026-12-02T20:59:00+05:30'), india, hours)).toEqual(
      at('2026-12-02T20:59:00+05:30'),
    );
    expect(nextWithinHours(at('2026-12-02T21:00:00+05:30'), india, hours)).toEqual(
      at('2026-12-03T08:00:00+05:30'),
    );
  });

  it('keeps another zone’s clock, its summer time included', () => {
    // 23:00 in New York in winter (UTC-5) is 09:30 the next day in India: India's hours would send it.
    expect(nextWithinHours(at('2026-12-01T23:00:00-05:00'), newYork, hours)).toEqual(
      at('2026-12-02T08:00:00-05:00'),
    );
    expect(nextWithinHours(at('2026-07-01T23:00:00-04:00'), newYork, hours)).toEqual(
      at('2026-07-02T08:00:00-04:00'),
    );
  });

  it('an urgent message goes at once; any hour (MESSAGE_HOURS=any) holds nothing', () => {
    expect(sendMoment(at('2026-12-02T01:00:00+05:30'), india, true, hours)).toEqual(
      at('2026-12-02T01:00:00+05:30'),
    );
    expect(sendMoment(at('2026-12-02T01:00:00+05:30'), india, false, null)).toEqual(
      at('2026-12-02T01:00:00+05:30'),
    );
  });
});

describe('a reminder that would fall at night goes the evening before', () => {
  it('moves a reminder due at 02:00 or 22:00 to 20:00, and leaves one within the hours', () => {
    expect(reminderMoment(at('2026-12-02T02:00:00+05:30'), india, hours)).toEqual(
      at('2026-12-01T20:00:00+05:30'),
    );
    expect(reminderMoment(at('2026-12-02T22:00:00+05:30'), india, hours)).toEqual(
      at('2026-12-02T20:00:00+05:30'),
    );
    expect(reminderMoment(at('2026-12-02T07:59:00+05:30'), india, hours)).toEqual(
      at('2026-12-01T20:00:00+05:30'),
    );
    expect(reminderMoment(at('2026-12-02T10:00:00+05:30'), india, hours)).toEqual(
      at('2026-12-02T10:00:00+05:30'),
    );
  });

  it('on the customer’s own clock', () => {
    // 10:00 in India is 23:30 the evening before in New York (winter).
    expect(reminderMoment(at('2026-12-02T10:00:00+05:30'), newYork, hours)).toEqual(
      at('2026-12-01T20:00:00-05:00'),
    );
  });
});

describe('a change is never held when its consultation is that day or early the next morning', () => {
  const night = at('2026-12-02T01:34:00+05:30');
  const settled = at('2026-12-02T01:37:00+05:30');
  it('today, at any hour of it, and before noon after a night', () => {
    expect(isSameDayChange([at('2026-12-02T18:00:00+05:30')], night, settled, india, hours)).toBe(
      true,
    );
    expect(
      isSameDayChange(
        [at('2026-12-05T10:00:00+05:30'), at('2026-12-02T10:00:00+05:30')],
        night,
        settled,
        india,
        hours,
      ),
    ).toBe(true);
    // At 23:00, a consultation at 11:00 the next day: the morning's message would come three hours before it.
    expect(
      isSameDayChange(
        [at('2026-12-03T11:00:00+05:30')],
        at('2026-12-02T23:00:00+05:30'),
        at('2026-12-02T23:03:00+05:30'),
        india,
        hours,
      ),
    ).toBe(true);
    expect(
      isSameDayChange(
        [at('2026-12-03T12:00:00+05:30')],
        at('2026-12-02T23:00:00+05:30'),
        at('2026-12-02T23:03:00+05:30'),
        india,
        hours,
      ),
    ).toBe(false);
    expect(isSameDayChange([at('2026-12-05T10:00:00+05:30')], night, settled, india, hours)).toBe(
      false,
    );
  });
});

it('MESSAGE_HOURS reads HH:MM-HH:MM or any, and refuses what leaves no evening', () => {
  expect(parseMessageHours('08:00-21:00')).toEqual(DEFAULT_MESSAGE_HOURS);
  expect(parseMessageHours(' 7:30 - 22:00 ')).toEqual({ opensMinute: 450, closesMinute: 1320 });
  expect(parseMessageHours('ANY')).toBeNull();
  for (const bad of ['21:00-08:00', '08:00-09:00', '8-21', '08:00-25:00', '08:61-21:00'])
    expect(parseMessageHours(bad), bad).toBeUndefined();
});

it('reads MESSAGE_HOURS, 08:00-21:00 when unset, and names a wrong one', () => {
  expect(loadConfig({}).messageHours).toEqual(DEFAULT_MESSAGE_HOURS);
  expect(loadConfig({ MESSAGE_HOURS: 'any' }).messageHours).toBeNull();
  expect(loadConfig({ MESSAGE_HOURS: '07:00-22:30' }).messageHours).toEqual({
    opensMinute: 420,
    closesMinute: 1350,
  });
  expect(() => loadConfig({ MESSAGE_HOURS: '21:00-08:00' })).toThrow(
    /MESSAGE_HOURS: must be HH:MM-HH:MM/,
  );
});
