import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appointments, appointmentServices, countries, countryCharges, payments, servicePrices, services } from '../../../db/schema';

/** What the GST of payments needs from the database, for one payment or a batch of them. */
export function createPaymentTaxRepo(db: Database) {
  return {
    /** A payment's amount with its appointment's tax facts. */
    paymentFacts(paymentId: number) {
      return db
        .select({
          appointmentId: appointments.id,
          amountPaise: payments.amountPaise,
          countryId: appointments.countryId,
          countryCode: countries.code,
          customerState: appointments.customerState,
          consultationMode: appointments.consultationMode,
        })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .innerJoin(countries, eq(countries.id, appointments.countryId))
        .where(eq(payments.id, paymentId))
        .then((rows) => rows[0]);
    },

    /** The services of several appointments, each with what it cost and its base price in the appointment's country now. */
    servicesOf(appointmentIds: readonly number[]) {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          appointmentId: appointmentServices.appointmentId,
          name: services.nameEnglish,
          pricePaise: appointmentServices.pricePaise,
          currentBasePaise: sql<number>`coalesce(${servicePrices.basePricePaise}, ${services.basePricePaise})`.mapWith(Number),
        })
        .from(appointmentServices)
        .innerJoin(appointments, eq(appointments.id, appointmentServices.appointmentId))
        .innerJoin(services, eq(services.id, appointmentServices.serviceId))
        .leftJoin(servicePrices, and(eq(servicePrices.serviceId, services.id), eq(servicePrices.countryId, appointments.countryId)))
        .where(inArray(appointmentServices.appointmentId, [...appointmentIds]))
        .orderBy(appointmentServices.appointmentId, services.sortOrder, services.id);
    },

    /** Every country's charges (a handful of rows), in their order. */
    charges() {
      return db
        .select({ countryId: countryCharges.countryId, code: countryCharges.code, rateBasisPoints: countryCharges.rateBasisPoints, isIncluded: countryCharges.isIncluded })
        .from(countryCharges)
        .orderBy(countryCharges.countryId, countryCharges.sortOrder, countryCharges.id);
    },
  };
}
