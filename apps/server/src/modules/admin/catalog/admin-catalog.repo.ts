import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { countries, countryCharges, servicePrices, services } from '../../../db/schema';

export type ServiceRow = typeof services.$inferSelect;
export type ChargeRow = typeof countryCharges.$inferSelect;

/**
 * The catalogue as the office edits it: every service (inactive too), every country's prices and
 * charges (countries: catalog.repo).
 */
export function createAdminCatalogRepo(db: Database) {
  return {
    services(): Promise<ServiceRow[]> {
      return db.select().from(services).orderBy(asc(services.sortOrder), asc(services.id));
    },

    service(id: number): Promise<ServiceRow | undefined> {
      return db
        .select()
        .from(services)
        .where(eq(services.id, id))
        .then((rows) => rows[0]);
    },

    prices() {
      return db.select().from(servicePrices);
    },

    charges(): Promise<ChargeRow[]> {
      return db
        .select()
        .from(countryCharges)
        .orderBy(asc(countryCharges.sortOrder), asc(countryCharges.id));
    },

    async updateService(
      id: number,
      values: Partial<Omit<ServiceRow, 'id' | 'key' | 'sortOrder'>>,
    ): Promise<void> {
      await db.update(services).set(values).where(eq(services.id, id));
    },

    async setPrice(countryId: number, serviceId: number, basePricePaise: number): Promise<void> {
      await db
        .insert(servicePrices)
        .values({ countryId, serviceId, basePricePaise })
        .onConflictDoUpdate({
          target: [servicePrices.countryId, servicePrices.serviceId],
          set: { basePricePaise },
        });
    },

    async setBasePrices(prices: { serviceId: number; basePricePaise: number }[]): Promise<void> {
      for (const price of prices)
        await db
          .update(services)
          .set({ basePricePaise: price.basePricePaise })
          .where(eq(services.id, price.serviceId));
    },

    async replaceCharges(
      countryId: number,
      charges: Omit<typeof countryCharges.$inferInsert, 'id' | 'countryId'>[],
    ): Promise<void> {
      await db.delete(countryCharges).where(eq(countryCharges.countryId, countryId));
      if (charges.length > 0)
        await db.insert(countryCharges).values(charges.map((charge) => ({ ...charge, countryId })));
    },

    /**
     * A country's rate for approximate figures, or none (null); either way stamped with when it was
     * set.
     */
    async setExchangeRate(
      countryId: number,
      rate: { currencyCode: string; rupeesPerUnit: string } | null,
      setAt: Date,
    ): Promise<void> {
      await db
        .update(countries)
        .set({
          currencyCode: rate?.currencyCode ?? null,
          rupeesPerUnit: rate?.rupeesPerUnit ?? null,
          exchangeRateSetAt: setAt,
        })
        .where(eq(countries.id, countryId));
    },

    existingServiceIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: services.id })
        .from(services)
        .where(inArray(services.id, ids))
        .then((rows) => rows.map((row) => row.id));
    },
  };
}
