import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { uiSettingKeys } from '@portal/contracts';
import type { OpenDatabase } from '../database';
import * as schema from '../schema';
import { createTestDatabase } from '../../test/test-app';
import { demoDataFingerprint, seedDemoData } from './seed';

let database: OpenDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rowCounts() {
  const tables = [
    schema.countries,
    schema.services,
    schema.servicePrices,
    schema.countryCharges,
    schema.translations,
    schema.uiSettings,
    schema.testimonials,
    schema.contentPages,
  ];
  return Promise.all(
    tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]?.n),
  );
}

it('seeds again without duplicating rows or undoing an edit', async () => {
  const before = await rowCounts();
  expect(before).toEqual([4, 3, 12, 4, 2, uiSettingKeys.length, 5, 6]);
  await database.db.update(schema.uiSettings).set({ valueEnglish: 'Edited by the office' });
  await seedDemoData(database.db);
  expect(await rowCounts()).toEqual(before);
  const settings = await database.db.select().from(schema.uiSettings);
  expect(settings.every((row) => row.valueEnglish === 'Edited by the office')).toBe(true);
});

it('seeds a database again only once the built-in data changed', async () => {
  const [first] = await database.db.select().from(schema.testimonials).limit(1);
  await database.db.delete(schema.testimonials).where(eq(schema.testimonials.id, first!.id));
  await seedDemoData(database.db);
  expect((await rowCounts())[6]).toBe(4);
  await database.db.update(schema.demoSeed).set({ fingerprint: 'an earlier version' });
  await seedDemoData(database.db);
  expect((await rowCounts())[6]).toBe(5);
  expect(
    await database.db.select({ fingerprint: schema.demoSeed.fingerprint }).from(schema.demoSeed),
  ).toEqual([{ fingerprint: demoDataFingerprint() }]);
});
