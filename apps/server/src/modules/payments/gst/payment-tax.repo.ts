import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appointments, appointmentServices, servicePrices, services } from '../../../db/schema';

/** What the GST of payments needs from the database beside the payment itself, for a batch of appointments at once. */
export function createPaymentTaxRepo(db: Database) {
  return {
    /**
     * The services of several appointments, in the catalogue's order: names, what each cost, and
     * its base price in the appointment's country now.
     */
    servicesOf(appointmentIds: readonly number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          appointmentId: appointmentServices.appointmentId,
          nameEnglish: services.nameEnglish,
          nameTamil: services.nameTamil,
          pricePaise: appointmentServices.pricePaise,
          currentBasePaise:
            sql<number>`coalesce(${servicePrices.basePricePaise}, ${services.basePricePaise})`.mapWith(
              Number,
            ),
        })
        .from(appointmentServices)
        .innerJoin(appointments, eq(appointments.id, appointmentServices.appointmentId))
        .innerJoin(services, eq(services.id, appointmentServices.serviceId))
        .leftJoin(
          servicePrices,
          and(
            eq(servicePrices.serviceId, services.id),
            eq(servicePrices.countryId, appointments.countryId),
          ),
        )
        .where(inArray(appointmentServices.appointmentId, [...appointmentIds]))
        .orderBy(appointmentServices.appointmentId, services.sortOrder, services.id);
    },
  };
}
