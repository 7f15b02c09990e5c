import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer.js';
import { tamilNaduHeadquarters } from './tamil-names.js';
import { textKey } from './text-key.js';
import { findPlace, placeAt, searchPlaces, timeZoneAt } from './place-search.js';

const first = (query: string) => searchPlaces(query, { limit: 5 })[0];

describe('searchPlaces', () => {
  it('suggests Tamil Nadu towns by English prefix, best first, with the Tamil form and the zone', () => {
    const results = searchPlaces('madu', { limit: 5 });
    expect(results).toHaveLength(5);
    expect(results[0]).toMatchObject({
      name: 'Madurai',
      displayName: 'Madurai, Tamil Nadu, India',
      displayNameTa: 'மதுரை, தமிழ்நாடு, இந்தியா',
      timeZone: 'Asia/Kolkata',
    });
    // Madurai is at 9.93° N, 78.12° E.
    expect(results[0]!.latitude).toBeCloseTo(9.92, 1);
    expect(results[0]!.longitude).toBeCloseTo(78.12, 1);
    expect(results.every((result) => result.name.toLowerCase().startsWith('madu'))).toBe(true);
  });

  it('ignores case and accents and keeps the limit', () => {
    expect(first('KODAIKANAL')?.displayName).toBe('Kodaikanal, Tamil Nadu, India');
    expect(first('Kodaikānāl')?.name).toBe('Kodaikanal');
    expect(searchPlaces('t', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('   ')).toEqual([]);
  });

  it.each([
    ['Trichy', 'Tiruchirappalli'],
    ['Tiruchi', 'Tiruchirappalli'],
    ['Tanjore', 'Thanjavur'],
    ['Kovai', 'Coimbatore'],
    ['Tuticorin', 'Thoothukudi'],
    ['Madras', 'Chennai'],
    ['Tinnevelly', 'Tirunelveli'],
    ['Pondicherry', 'Puducherry'],
    ['Conjeevaram', 'Kanchipuram'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['Bombay', 'Mumbai'],
    ['Calcutta', 'Kolkata'],
    ['Bangalore', 'Bengaluru'],
  ])('finds %s under its alias as %s', (alias, name) => {
    expect(first(alias)?.name).toBe(name);
  });

  it('matches Tamil names and Tamil aliases as typed, by prefix too', () => {
    expect(first('மதுரை')?.name).toBe('Madurai');
    expect(first('திருச்சி')?.name).toBe('Tiruchirappalli');
    expect(first('தஞ்சை')?.name).toBe('Thanjavur');
    expect(first('சென்')?.name).toBe('Chennai');
    // Composed and decomposed input meet: "கோவை" typed with ோ (U+0BCB) or with ே + ா (U+0BC7
    // U+0BBE).
    expect(first('\u0B95\u0BC7\u0BBE\u0BB5\u0BC8')?.name).toBe('Coimbatore');
  });

  it('covers Sri Lanka, Singapore and Malaysia with their zones', () => {
    expect(first('Jaffna')).toMatchObject({
      displayName: 'Jaffna, Northern Province, Sri Lanka',
      timeZone: 'Asia/Colombo',
      nameTa: 'யாழ்ப்பாணம்',
    });
    expect(first('Colombo')).toMatchObject({
      country: 'LK',
      timeZone: 'Asia/Colombo',
      nameTa: 'கொழும்பு',
    });
    expect(first('Singapore')).toMatchObject({
      displayName: 'Singapore',
      timeZone: 'Asia/Singapore',
      nameTa: 'சிங்கப்பூர்',
    });
    expect(first('Kuala Lumpur')).toMatchObject({
      country: 'MY',
      timeZone: 'Asia/Kuala_Lumpur',
      nameTa: 'கோலாலம்பூர்',
    });
    expect(first('யாழ்')?.name).toBe('Jaffna');
  });

  it('narrows suggestions by a region or country typed after a comma, even half typed', () => {
    const wellington = searchPlaces('Wellington, New Z');
    expect(wellington[0]?.displayName).toBe('Wellington, Wellington Region, New Zealand');
    expect(wellington.every((result) => result.country === 'NZ')).toBe(true);
    expect(first('London, Ont')?.displayName).toBe('London, Ontario, Canada');
    expect(first('Madurai, ')?.name).toBe('Madurai');
    expect(searchPlaces('Madurai, Kerala')).toEqual([]);
  });

  it('puts the large city first among places of one name', () => {
    const london = searchPlaces('London');
    expect(london[0]).toMatchObject({
      displayName: 'London, England, United Kingdom',
      timeZone: 'Europe/London',
    });
    expect(london[0]!.latitude).toBeCloseTo(51.51, 1);
    expect(london.some((result) => result.displayName === 'London, Ontario, Canada')).toBe(true);
    expect(first('New York')).toMatchObject({
      name: 'New York City',
      timeZone: 'America/New_York',
    });
  });

  it('puts major places first, then Tamil Nadu, then the rest of India, then the world', () => {
    const salem = searchPlaces('Salem');
    expect(salem[0]).toMatchObject({ displayName: 'Salem, Tamil Nadu, India' });
    expect(salem.some((result) => result.country === 'US')).toBe(false); // US towns are not kept whole
    // Among small towns of one name: Tamil Nadu, then India, then abroad.
    const gandhinagar = searchPlaces('Gandhinagar').map((result) => result.displayName);
    expect(gandhinagar.slice(0, 2)).toEqual([
      'Gandhinagar, Tamil Nadu, India',
      'Gandhinagar, Gujarat, India',
    ]);
    // A capital or a large city before villages of its name, even Indian ones.
    expect(first('Dubai')?.displayName).toBe('Dubai, United Arab Emirates');
    const wellington = searchPlaces('Wellington').map((result) => result.displayName);
    expect(wellington.slice(0, 2)).toEqual([
      'Wellington, Wellington Region, New Zealand',
      'Wellington, Tamil Nadu, India',
    ]);
    expect(first('Scarborough')?.displayName).toBe('Scarborough Village, Ontario, Canada');
  });
});

describe('findPlace', () => {
  it.each([
    ['Madurai', 'Madurai, Tamil Nadu, India'],
    ['மதுரை', 'Madurai, Tamil Nadu, India'],
    ['Trichy', 'Tiruchirappalli, Tamil Nadu, India'],
    ['  madurai ,  tamil nadu ', 'Madurai, Tamil Nadu, India'],
    ['Chennai, India', 'Chennai, Tamil Nadu, India'],
    ['சென்னை, இந்தியா', 'Chennai, Tamil Nadu, India'],
    ['London, Canada', 'London, Ontario, Canada'],
    ['London, UK', 'London, England, United Kingdom'],
    ['Perth', 'Perth, Western Australia, Australia'],
    ['Madurai, TN', 'Madurai, Tamil Nadu, India'],
    ['Madurai, Tamilnadu, India', 'Madurai, Tamil Nadu, India'],
    ['Wellington, New Zealand', 'Wellington, Wellington Region, New Zealand'],
  ])('reads %j as %s', (text, displayName) => {
    expect(findPlace(text)?.displayName).toBe(displayName);
  });

  it('returns null for an unknown place, a mere prefix or a place outside the given region', () => {
    expect(findPlace('Xyzzyville')).toBeNull();
    expect(findPlace('Madu')).toBeNull();
    expect(findPlace('Madurai, Kerala')).toBeNull();
    expect(findPlace('')).toBeNull();
  });

  it('reads coordinates typed as text', () => {
    expect(findPlace('13.0827, 80.2707')).toMatchObject({
      latitude: 13.0827,
      longitude: 80.2707,
      timeZone: 'Asia/Kolkata',
    });
    expect(findPlace('51.5 N, 0.12 W')).toMatchObject({
      latitude: 51.5,
      longitude: -0.12,
      timeZone: 'Europe/London',
    });
  });
});

describe('zones from coordinates', () => {
  it.each([
    [9.925, 78.12, 'Asia/Kolkata'], // Madurai
    [9.66, 80.01, 'Asia/Colombo'], // Jaffna
    [1.29, 103.85, 'Asia/Singapore'],
    [3.14, 101.69, 'Asia/Kuala_Lumpur'],
    [51.5, -0.13, 'Europe/London'],
    [40.71, -74.0, 'America/New_York'],
    [-33.87, 151.21, 'Australia/Sydney'],
    [43.65, -79.38, 'America/Toronto'],
  ])('%f, %f is in %s', (latitude, longitude, zone) => {
    expect(timeZoneAt(latitude, longitude)).toBe(zone);
    expect(placeAt(latitude, longitude)?.timeZone).toBe(zone);
  });

  it('names a bare point by its coordinates and refuses points off the globe', () => {
    expect(placeAt(10.5, 78.25)).toMatchObject({
      displayName: '10.5000° N, 78.2500° E',
      nameTa: null,
    });
    expect(placeAt(91, 0)).toBeNull();
    expect(placeAt(0, 181)).toBeNull();
    expect(placeAt(Number.NaN, 0)).toBeNull();
  });
});

describe('the gazetteer', () => {
  it('joins every row of the Tamil table to a place', () => {
    expect(gazetteer().unmatched).toEqual([]);
    expect(tamilNaduHeadquarters).toHaveLength(38);
    for (const [name] of tamilNaduHeadquarters) {
      expect(findPlace(`${name}, Tamil Nadu`)?.nameTa, name).toBeTruthy();
    }
  });

  it('carries search keys that agree with textKey (else rerun build-gazetteer.ts)', () => {
    const { places } = gazetteer();
    expect(places.length).toBeGreaterThan(20_000);
    expect(
      places.filter((place) => place.key !== textKey(place.name)).map((place) => place.name),
    ).toEqual([]);
  });

  it('adds the towns GeoNames lacks at their own coordinates', () => {
    // Theni: 10.01° N, 77.48° E.
    expect(findPlace('தேனி')).toMatchObject({ name: 'Theni', timeZone: 'Asia/Kolkata' });
    expect(findPlace('Theni')!.latitude).toBeCloseTo(10.01, 1);
  });
});
