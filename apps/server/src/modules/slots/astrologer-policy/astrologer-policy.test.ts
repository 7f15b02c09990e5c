import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors/app-error';
import { indiaMoment } from '../../../lib/india-time';
import {
  ANY_ASTROLOGER,
  availability,
  chooseAmong,
  chooseAtMinute,
  chooseAtSlot,
  notMovableReason,
  takersFor,
  teamSlots,
  type Asked,
  type BookingNeed,
} from './astrologer-policy';
import type { AstrologerDay } from './team-day';

/*
 * The astrologer policy on days written out here (no database): each branch of who is free for a
 * booking and whom it gets. Jathagam is service 1, Prasanam service 3; the grid is half an hour.
 */

const DAY = '2030-03-04';
const GRID = 30;
const JATHAGAM = 1;
const PRASANAM = 3;

/** An astrologer working 09:00-18:00, giving Jathagam and Prasanam in every mode, free all day. */
function astrologer(id: number, changes: Partial<AstrologerDay> = {}): AstrologerDay {
  return {
    id,
    nameEnglish: `Astrologer ${id}`,
    nameTamil: `சோதிடர் ${id}`,
    languages: ['tamil'],
    consultationModes: ['in_person', 'phone', 'video'],
    serviceIds: [JATHAGAM, PRASANAM],
    sortOrder: id,
    windows: [{ weekday: 1, opensAtMinute: 540, closesAtMinute: 1080 }],
    closed: false,
    blockedStarts: new Set(),
    held: [],
    ...changes,
  };
}

/** A consultation held from `from` to `to` (minutes of the day, the pause included). */
const heldFrom = (from: number, to: number) => ({
  start: indiaMoment(DAY, from),
  end: indiaMoment(DAY, to),
});

/** A half-hour Jathagam reading at the office (in person), no pause. */
const jathagam = (changes: Partial<BookingNeed> = {}): BookingNeed => ({
  minutes: 30,
  bufferMinutes: 0,
  serviceIds: [JATHAGAM],
  mode: 'in_person',
  ...changes,
});

const named = (astrologerId: number): Asked => ({ astrologerId });

/** The error code a choice throws. */
function refusal(choose: () => unknown): string {
  try {
    choose();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('the choice was not refused');
}

describe('a named astrologer', () => {
  it('gets the booking even with more consultations that day', () => {
    const team = [astrologer(1), astrologer(2, { held: [heldFrom(540, 570)] })];
    expect(
      chooseAtSlot(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: named(2), slotId: 600 },
      ).id,
    ).toBe(2);
  });

  it('is taken when they are booked, though another is free', () => {
    const team = [astrologer(1), astrologer(2, { held: [heldFrom(600, 630)] })];
    expect(
      refusal(() =>
        chooseAtSlot(
          { date: DAY, team, gridMinutes: GRID },
          { need: jathagam(), asked: named(2), slotId: 600 },
        ),
      ),
    ).toBe('SLOT_TAKEN');
  });

  it('narrows the day to their slots', () => {
    const team = [
      astrologer(1),
      astrologer(2, { windows: [{ weekday: 1, opensAtMinute: 840, closesAtMinute: 900 }] }),
    ];
    expect(
      teamSlots({ date: DAY, team, gridMinutes: GRID }, jathagam(), named(2)).map(
        (slot) => slot.id,
      ),
    ).toEqual([840, 870]);
  });
});

describe('any astrologer', () => {
  it('gets the free one with the fewest consultations that day', () => {
    const team = [astrologer(1, { held: [heldFrom(540, 570)] }), astrologer(2)];
    expect(
      chooseAtSlot(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: ANY_ASTROLOGER, slotId: 600 },
      ).id,
    ).toBe(2);
  });

  it('breaks a tie by the team order, then by id', () => {
    const team = [
      astrologer(3, { sortOrder: 2 }),
      astrologer(2, { sortOrder: 1 }),
      astrologer(1, { sortOrder: 2 }),
    ];
    expect(chooseAmong(team, ANY_ASTROLOGER)?.id).toBe(2);
    expect(chooseAmong([team[0]!, team[2]!], ANY_ASTROLOGER)?.id).toBe(1);
  });

  it('lists every free astrologer at a slot in the team order', () => {
    const team = [astrologer(2, { sortOrder: 5 }), astrologer(1)];
    const [slot] = teamSlots({ date: DAY, team, gridMinutes: GRID }, jathagam());
    expect(slot?.free.map((free) => free.id)).toEqual([1, 2]);
  });
});

describe('what the booking needs', () => {
  it('leaves out an astrologer who does not give its services', () => {
    const team = [astrologer(1, { serviceIds: [PRASANAM] }), astrologer(2, { sortOrder: 9 })];
    expect(
      availability(team[0]!, { date: DAY, start: 600, need: jathagam(), gridMinutes: GRID }),
    ).toBe('not_offered');
    expect(
      chooseAtSlot(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: ANY_ASTROLOGER, slotId: 600 },
      ).id,
    ).toBe(2);
  });

  it('leaves out an astrologer who does not consult in its mode', () => {
    const team = [astrologer(1, { consultationModes: ['in_person'] }), astrologer(2)];
    expect(
      availability(team[0]!, {
        date: DAY,
        start: 600,
        need: jathagam({ mode: 'video' }),
        gridMinutes: GRID,
      }),
    ).toBe('not_offered');
    expect(
      chooseAtSlot(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam({ mode: 'video' }), asked: ANY_ASTROLOGER, slotId: 600 },
      ).id,
    ).toBe(2);
  });

  it('refuses a named astrologer who does not give it', () => {
    const team = [astrologer(1, { serviceIds: [PRASANAM] }), astrologer(2)];
    expect(
      refusal(() =>
        chooseAtSlot(
          { date: DAY, team, gridMinutes: GRID },
          { need: jathagam(), asked: named(1), slotId: 600 },
        ),
      ),
    ).toBe('SLOT_UNAVAILABLE');
  });

  it('sizes slots by its length, each ending by the window close', () => {
    const team = [
      astrologer(1, { windows: [{ weekday: 1, opensAtMinute: 600, closesAtMinute: 720 }] }),
    ];
    const slots = teamSlots({ date: DAY, team, gridMinutes: GRID }, jathagam({ minutes: 60 }));
    expect(slots.map(({ id, end_time }) => [id, end_time])).toEqual([
      [600, '11:00'],
      [630, '11:30'],
      [660, '12:00'],
    ]);
    expect(
      refusal(() =>
        chooseAtSlot(
          { date: DAY, team, gridMinutes: GRID },
          { need: jathagam({ minutes: 60 }), asked: ANY_ASTROLOGER, slotId: 690 },
        ),
      ),
    ).toBe('SLOT_UNAVAILABLE');
  });

  it('keeps the pause after it clear of the next consultation', () => {
    const one = astrologer(1, { held: [heldFrom(660, 690)] });
    // 45 minutes from 10:00 end at 10:45; with a 15-minute pause they hold until 11:00.
    expect(
      availability(one, {
        date: DAY,
        start: 600,
        need: jathagam({ minutes: 45, bufferMinutes: 15 }),
        gridMinutes: GRID,
      }),
    ).toBe('free');
    expect(
      availability(one, {
        date: DAY,
        start: 600,
        need: jathagam({ minutes: 45, bufferMinutes: 20 }),
        gridMinutes: GRID,
      }),
    ).toBe('booked');
  });

  it('keeps the pause of an earlier consultation', () => {
    // 09:00 for 30 minutes, held with its pause until 09:45.
    const one = astrologer(1, { held: [heldFrom(540, 585)] });
    expect(availability(one, { date: DAY, start: 570, need: jathagam(), gridMinutes: GRID })).toBe(
      'booked',
    );
    expect(availability(one, { date: DAY, start: 600, need: jathagam(), gridMinutes: GRID })).toBe(
      'free',
    );
  });
});

describe('closed days and blocked slots', () => {
  it('gives nobody closed that day any slot', () => {
    const team = [astrologer(1, { closed: true })];
    expect(
      availability(team[0]!, { date: DAY, start: 600, need: jathagam(), gridMinutes: GRID }),
    ).toBe('closed');
    expect(teamSlots({ date: DAY, team, gridMinutes: GRID }, jathagam())).toEqual([]);
    expect(
      refusal(() =>
        chooseAtSlot(
          { date: DAY, team, gridMinutes: GRID },
          { need: jathagam(), asked: ANY_ASTROLOGER, slotId: 600 },
        ),
      ),
    ).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses a slot blocked for everyone who works then', () => {
    const team = [astrologer(1, { blockedStarts: new Set([600]) })];
    expect(
      availability(team[0]!, { date: DAY, start: 600, need: jathagam(), gridMinutes: GRID }),
    ).toBe('blocked');
    expect(
      teamSlots({ date: DAY, team, gridMinutes: GRID }, jathagam()).find((slot) => slot.id === 600)
        ?.status,
    ).toBe('blocked');
    expect(
      refusal(() =>
        chooseAtSlot(
          { date: DAY, team, gridMinutes: GRID },
          { need: jathagam(), asked: ANY_ASTROLOGER, slotId: 600 },
        ),
      ),
    ).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses a longer consultation that runs into a blocked slot', () => {
    const one = astrologer(1, { blockedStarts: new Set([630]) });
    expect(
      availability(one, {
        date: DAY,
        start: 600,
        need: jathagam({ minutes: 60 }),
        gridMinutes: GRID,
      }),
    ).toBe('blocked');
  });

  it('gives a slot blocked for one astrologer to another free then', () => {
    const team = [
      astrologer(1, { blockedStarts: new Set([600]) }),
      astrologer(2, { sortOrder: 9 }),
    ];
    expect(
      chooseAtSlot(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: ANY_ASTROLOGER, slotId: 600 },
      ).id,
    ).toBe(2);
  });

  it('answers taken when those who work then are booked', () => {
    const team = [astrologer(1, { held: [heldFrom(600, 630)] })];
    expect(
      refusal(() =>
        chooseAtSlot(
          { date: DAY, team, gridMinutes: GRID },
          { need: jathagam(), asked: ANY_ASTROLOGER, slotId: 600 },
        ),
      ),
    ).toBe('SLOT_TAKEN');
  });

  it('says not working outside their windows', () => {
    expect(
      availability(astrologer(1), { date: DAY, start: 1080, need: jathagam(), gridMinutes: GRID }),
    ).toBe('not_working');
  });
});

describe('a reschedule', () => {
  it('keeps its astrologer for any when they are free then', () => {
    const team = [astrologer(1), astrologer(2, { held: [heldFrom(540, 570)] })];
    const asked = { astrologerId: null, keep: 2 };
    expect(
      chooseAtSlot({ date: DAY, team, gridMinutes: GRID }, { need: jathagam(), asked, slotId: 600 })
        .id,
    ).toBe(2);
  });

  it('changes to the fewest when its astrologer is busy then', () => {
    const team = [
      astrologer(1, { held: [heldFrom(540, 570)] }),
      astrologer(2, { held: [heldFrom(600, 630)] }),
      astrologer(3),
    ];
    const asked = { astrologerId: null, keep: 2 };
    expect(
      chooseAtSlot({ date: DAY, team, gridMinutes: GRID }, { need: jathagam(), asked, slotId: 600 })
        .id,
    ).toBe(3);
  });

  it('changes to the astrologer the customer names', () => {
    const team = [astrologer(1), astrologer(2)];
    expect(
      chooseAtSlot(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: named(2), slotId: 600 },
      ).id,
    ).toBe(2);
  });
});

describe("the office's scheduling", () => {
  it('does not give a Jathagam reading to a Prasanam-only astrologer first in the team order', () => {
    const team = [astrologer(5, { sortOrder: 0, serviceIds: [PRASANAM] }), astrologer(1)];
    expect(
      chooseAtMinute(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: ANY_ASTROLOGER, minute: 600 },
      ).id,
    ).toBe(1);
  });

  it('places at any minute, off the grid and outside the hours', () => {
    const team = [astrologer(1)];
    expect(
      chooseAtMinute(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: ANY_ASTROLOGER, minute: 1205 },
      ).id,
    ).toBe(1);
  });

  it('takes the fewest consultations that day for any, then the team order', () => {
    const team = [astrologer(1, { held: [heldFrom(540, 570)] }), astrologer(2), astrologer(3)];
    expect(
      chooseAtMinute(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: ANY_ASTROLOGER, minute: 600 },
      ).id,
    ).toBe(2);
  });

  it('keeps to the astrologer named, and refuses one who does not give it', () => {
    const team = [astrologer(1), astrologer(2, { serviceIds: [PRASANAM] })];
    expect(
      chooseAtMinute(
        { date: DAY, team, gridMinutes: GRID },
        { need: jathagam(), asked: named(1), minute: 600 },
      ).id,
    ).toBe(1);
    expect(
      refusal(() =>
        chooseAtMinute(
          { date: DAY, team, gridMinutes: GRID },
          { need: jathagam(), asked: named(2), minute: 600 },
        ),
      ),
    ).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses a time that would cross midnight', () => {
    expect(
      refusal(() =>
        chooseAtMinute(
          { date: DAY, team: [astrologer(1)], gridMinutes: GRID },
          { need: jathagam(), asked: ANY_ASTROLOGER, minute: 1430 },
        ),
      ),
    ).toBe('SLOT_UNAVAILABLE');
  });

  it('refuses as unavailable when each is closed or blocked, as taken when one is booked', () => {
    const closedAndBlocked = [
      astrologer(1, { closed: true }),
      astrologer(2, { blockedStarts: new Set([600]) }),
    ];
    expect(
      refusal(() =>
        chooseAtMinute(
          { date: DAY, team: closedAndBlocked, gridMinutes: GRID },
          { need: jathagam(), asked: ANY_ASTROLOGER, minute: 615 },
        ),
      ),
    ).toBe('SLOT_UNAVAILABLE');
    const oneBooked = [
      astrologer(1, { closed: true }),
      astrologer(2, { held: [heldFrom(600, 630)] }),
    ];
    expect(
      refusal(() =>
        chooseAtMinute(
          { date: DAY, team: oneBooked, gridMinutes: GRID },
          { need: jathagam(), asked: ANY_ASTROLOGER, minute: 615 },
        ),
      ),
    ).toBe('SLOT_TAKEN');
  });
});

describe("the day's closing", () => {
  const closing = (astrologerId: number, start: number, need = jathagam()) => ({
    astrologerId,
    start,
    need,
  });

  it('moves each consultation to the fewest free then, never to its own astrologer', () => {
    const team = [astrologer(1), astrologer(2, { held: [heldFrom(540, 570)] }), astrologer(3)];
    expect(takersFor({ date: DAY, team, gridMinutes: GRID }, [closing(1, 600)])).toEqual([3]);
  });

  it('gives two consultations at one time to two astrologers', () => {
    const team = [astrologer(1), astrologer(2), astrologer(3)];
    expect(
      takersFor({ date: DAY, team, gridMinutes: GRID }, [closing(1, 600), closing(1, 600)]),
    ).toEqual([2, 3]);
  });

  it('counts each move toward the fewest', () => {
    const team = [astrologer(1), astrologer(2), astrologer(3)];
    expect(
      takersFor({ date: DAY, team, gridMinutes: GRID }, [closing(1, 600), closing(1, 660)]),
    ).toEqual([2, 3]);
  });

  it('moves nothing to one who does not give it, works then, or is free then', () => {
    const team = [
      astrologer(1),
      astrologer(2, { serviceIds: [PRASANAM] }),
      astrologer(3, { windows: [{ weekday: 1, opensAtMinute: 840, closesAtMinute: 1080 }] }),
      astrologer(4, { held: [heldFrom(600, 630)] }),
      astrologer(5, { closed: true }),
    ];
    expect(takersFor({ date: DAY, team, gridMinutes: GRID }, [closing(1, 600)])).toEqual([null]);
  });

  it('keeps the length and pause each was booked with', () => {
    const team = [astrologer(1), astrologer(2, { held: [heldFrom(660, 690)] })];
    const long = jathagam({ minutes: 45, bufferMinutes: 20 });
    expect(takersFor({ date: DAY, team, gridMinutes: GRID }, [closing(1, 600, long)])).toEqual([
      null,
    ]);
  });
});

describe("why a closing day's consultation cannot move", () => {
  const onDay = (team: AstrologerDay[]) => ({ date: DAY, team, gridMinutes: GRID });
  const closing = (astrologerId: number, start: number) => ({
    astrologerId,
    start,
    need: jathagam(),
  });

  it('is its time taken when another who gives it works then but is booked', () => {
    const team = [astrologer(1), astrologer(2, { held: [heldFrom(600, 630)] })];
    expect(notMovableReason(onDay(team), closing(1, 600))).toBe('busy');
  });

  it('is their hours when those who give it are off then or closed that day', () => {
    const team = [
      astrologer(1),
      astrologer(2, { windows: [{ weekday: 1, opensAtMinute: 840, closesAtMinute: 1080 }] }),
      astrologer(3, { closed: true }),
    ];
    expect(notMovableReason(onDay(team), closing(1, 600))).toBe('not_working');
  });

  it('is the service when no other astrologer gives it, or there is no other', () => {
    const team = [astrologer(1), astrologer(2, { serviceIds: [PRASANAM] })];
    expect(notMovableReason(onDay(team), closing(1, 600))).toBe('not_offered');
    expect(notMovableReason(onDay([astrologer(1)]), closing(1, 600))).toBe('not_offered');
  });
});
