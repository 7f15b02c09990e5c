import { describe, expect, it } from 'vitest';
import { zoneOffsetSeconds } from '../astronomy/zone-offset';
import { karanamName, panchangamAt } from './panchangam';
import { referencePanchangams } from './reference-panchangams.fixture';

const TWO_MINUTES_MS = 120_000;

describe('the panchangam against the Swiss Ephemeris (25 births)', () => {
  it.each(referencePanchangams)('$id', (reference) => {
    const panchangam = panchangamAt({
      utc: new Date(reference.utc),
      latitude: reference.latitude,
      longitude: reference.longitude,
      offsetAt: (instant) => zoneOffsetSeconds(reference.zone, instant),
      timeKnown: true,
    });
    // Every reference birth is at least 2.7′ from a limb's edge (its margins): our Sun and Moon are
    // within 1′ of the reference.
    expect({
      thithi: panchangam.thithi.number,
      nakshatra: panchangam.nakshatra.number,
      yogam: panchangam.yogam.number,
      karanam: panchangam.karanam.number,
      weekday: panchangam.weekday.number,
      tamil_month: panchangam.tamil_month.number,
      tamil_date: panchangam.tamil_date,
      tamil_year: panchangam.tamil_year.number,
    }).toEqual({
      thithi: reference.thithi,
      nakshatra: reference.nakshatra,
      yogam: reference.yogam,
      karanam: reference.karanam,
      weekday: reference.weekday,
      tamil_month: reference.tamil_month,
      tamil_date: reference.tamil_date,
      tamil_year: reference.tamil_year,
    });
    expect(Math.abs(Date.parse(panchangam.sunrise!) - Date.parse(reference.sunrise))).toBeLessThan(
      TWO_MINUTES_MS,
    );
    expect(Math.abs(Date.parse(panchangam.sunset!) - Date.parse(reference.sunset))).toBeLessThan(
      TWO_MINUTES_MS,
    );
  });

  it('covers births before and after sunrise, and amavasai and pournami days', () => {
    const hours = referencePanchangams.map((reference) => reference.margins.sunHoursFromSunrise!);
    expect(hours.filter((hour) => hour > 20).length).toBeGreaterThanOrEqual(5);
    expect(
      referencePanchangams.filter((reference) => reference.thithi === 30).length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      referencePanchangams.filter((reference) => reference.thithi === 15).length,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('what the panchangam says of a birth', () => {
  const chennai = { latitude: 13.0827, longitude: 80.2707, offsetAt: () => 19_800 };

  it('counts a birth before sunrise in the day before, for its nazhigai too', () => {
    // 1999-09-02 04:40 IST, a Thursday by the calendar: still Wednesday's day, 22 h 43 m after
    // Wednesday's sunrise (05:57:47).
    const panchangam = panchangamAt({
      ...chennai,
      utc: new Date('1999-09-01T23:10:00Z'),
      timeKnown: true,
    });
    expect(panchangam.weekday).toMatchObject({
      number: 3,
      english: 'Wednesday (Budhan)',
      tamil: 'புதன்',
    });
    // 22 h 42 m 13 s = 81,733 s: 56 nazhigai (56 × 1,440 s = 80,640 s) and 45 vinazhigai (1,093 s /
    // 24).
    expect(panchangam.nazhigai).toEqual({ nazhigai: 56, vinazhigai: 45 });
  });

  it('names amavasai, pournami and the paksham', () => {
    const amavasai = panchangamAt({
      ...chennai,
      utc: new Date('2024-04-08T09:00:00Z'),
      timeKnown: false,
    });
    expect(amavasai.thithi).toMatchObject({
      number: 30,
      english: 'Amavasai',
      tamil: 'அமாவாசை',
      paksham: 'krishna',
      paksham_tamil: 'தேய்பிறை',
    });
    expect(amavasai.nazhigai).toBeNull();
    const pournami = panchangamAt({
      ...chennai,
      utc: new Date('2024-04-23T02:00:00Z'),
      timeKnown: true,
    });
    expect(pournami.thithi).toMatchObject({
      number: 15,
      english: 'Pournami',
      paksham: 'shukla',
      paksham_tamil: 'வளர்பிறை',
    });
    expect(pournami.tamil_month).toMatchObject({
      number: 1,
      english: 'Chithirai',
      tamil: 'சித்திரை',
    });
    expect(pournami.tamil_year).toMatchObject({ number: 38, english: 'Krodhi', tamil: 'குரோதி' });
  });

  it('puts Chithirai 1 on the first sunset after the Sun enters Mesham', () => {
    // In 2024 the Sun entered Mesham on 13 April at about 21:15 IST, after sunset: Chithirai 1 was
    // Sunday 14 April.
    const morningOf14 = panchangamAt({
      ...chennai,
      utc: new Date('2024-04-14T04:00:00Z'),
      timeKnown: true,
    });
    expect([morningOf14.tamil_month.number, morningOf14.tamil_date]).toEqual([1, 1]);
    const eveningOf13 = panchangamAt({
      ...chennai,
      utc: new Date('2024-04-13T14:00:00Z'),
      timeKnown: true,
    });
    expect([eveningOf13.tamil_month.number, eveningOf13.tamil_date]).toEqual([12, 31]);
  });

  it('names the sixty karanams from Kimstughnam to Nagavam', () => {
    expect([1, 2, 8, 9, 57, 58, 59, 60].map((number) => karanamName(number).english)).toEqual([
      'Kimstughnam',
      'Bavam',
      'Bhadrai (Vishti)',
      'Bavam',
      'Bhadrai (Vishti)',
      'Sakuni',
      'Chathushpadam',
      'Nagavam',
    ]);
  });

  it('gives no sunrise above the Arctic Circle in midsummer, and still a day and a Tamil date', () => {
    const tromso = panchangamAt({
      latitude: 69.65,
      longitude: 18.96,
      offsetAt: () => 7_200,
      utc: new Date('2020-06-21T10:00:00Z'),
      timeKnown: true,
    });
    expect([tromso.sunrise, tromso.sunset, tromso.nazhigai]).toEqual([null, null, null]);
    expect(tromso.weekday.number).toBe(0);
    expect(tromso.tamil_month.number).toBe(3);
  });
});
