import { afterAll, beforeAll, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { OpenDatabase } from '../database';
import * as schema from '../schema';
import { createTestDatabase } from '../../test/test-app';
import { seedDemoData } from './seed';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const team = () =>
  database.db.select().from(schema.astrologers).orderBy(asc(schema.astrologers.id));

it('seeds a team of two with their own hours, and never adds the second again', async () => {
  const [first, second] = await team();
  expect(first).toMatchObject({ nameEnglish: 'Chief Astrologer', languages: ['tamil', 'english'] });
  expect(first!.profileEnglish).toContain('Leads our team');
  expect(second).toMatchObject({
    nameEnglish: 'Meenakshi Sundaram',
    nameTamil: 'மீனாட்சி சுந்தரம்',
    languages: ['tamil'],
    consultationModes: ['in_person', 'phone'],
    mobileNumber: '+919842054321',
    sortOrder: 1,
  });
  const offered = await database.db
    .select()
    .from(schema.astrologerServices)
    .orderBy(asc(schema.astrologerServices.astrologerId), asc(schema.astrologerServices.serviceId));
  expect(offered.map((row) => [row.astrologerId, row.serviceId])).toEqual([
    [1, 1],
    [1, 2],
    [1, 3],
    [2, 2],
    [2, 3],
  ]);
  const hours = await database.db
    .select()
    .from(schema.weeklyHours)
    .where(eq(schema.weeklyHours.astrologerId, 2));
  expect(new Set(hours.map((row) => row.weekday))).toEqual(new Set([1, 2, 3, 4, 5]));

  // Renamed and given another number by the office, then seeded anew (a later version's demo data):
  // no third astrologer, no edit undone.
  await database.db
    .update(schema.astrologers)
    .set({ nameEnglish: 'Meenakshi', mobileNumber: null })
    .where(eq(schema.astrologers.id, second!.id));
  await database.db
    .update(schema.astrologers)
    .set({ profileEnglish: '', profileTamil: 'அலுவலகம் எழுதியது' })
    .where(eq(schema.astrologers.id, 1));
  await database.db.update(schema.demoSeed).set({ fingerprint: 'an earlier version' });
  await seedDemoData(database.db);
  expect((await database.db.select({ n: count() }).from(schema.astrologers))[0]?.n).toBe(2);
  expect((await team()).map((row) => [row.nameEnglish, row.profileEnglish])).toEqual([
    ['Chief Astrologer', ''],
    ['Meenakshi', second!.profileEnglish],
  ]);
});

it('gives the services realistic lengths', async () => {
  const services = await database.db
    .select()
    .from(schema.services)
    .orderBy(asc(schema.services.id));
  expect(services.map((row) => [row.key, row.durationMinutes, row.bufferMinutes])).toEqual([
    ['jathagam', 30, 0],
    ['marriage_porutham', 45, 15],
    ['prasanam', 20, 0],
  ]);
});
