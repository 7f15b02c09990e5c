import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { countries, countryCharges, servicePrices, services } from '../../db/schema';

export type CountryRow = typeof countries.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ChargeRow = typeof countryCharges.$inferSelect;

export function createCatalogRepo(db: Database) {
  return {
    listCountries(): Promise<CountryRow[]> {
      return db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id));
    },

    findCountryById(id: number): Promise<CountryRow | undefined> {
      return db
        .select()
        .from(countries)
        .where(eq(countries.id, id))
        .then((rows) => rows[0]);
    },

    /** By code (IN) or English name (india), case-insensitively. */
    findCountryByCodeOrName(codeOrName: string): Promise<CountryRow | undefined> {
      const wanted = codeOrName.toLowerCase();
      return db
        .select()
        .from(countries)
        .where(sql`lower(${countries.code}) = ${wanted} or lower(${countries.name}) = ${wanted}`)
        .then((rows) => rows[0]);
    },

    listActiveServices(keys?: readonly string[]): Promise<ServiceRow[]> {
      const active = eq(services.active, true);
      return db
        .select()
        .from(services)
        .where(keys ? and(active, inArray(services.key, [...keys])) : active)
        .orderBy(asc(services.sortOrder), asc(services.id));
    },

    /** serviceId -> base price in paise, for one country. */
    async basePricesForCountry(countryId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({
          serviceId: servicePrices.serviceId,
          basePricePaise: servicePrices.basePricePaise,
        })
        .from(servicePrices)
        .where(eq(servicePrices.countryId, countryId));
      return new Map(rows.map((row) => [row.serviceId, row.basePricePaise]));
    },

    chargesForCountry(countryId: number): Promise<ChargeRow[]> {
      return db
        .select()
        .from(countryCharges)
        .where(eq(countryCharges.countryId, countryId))
        .orderBy(asc(countryCharges.sortOrder), asc(countryCharges.id));
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
