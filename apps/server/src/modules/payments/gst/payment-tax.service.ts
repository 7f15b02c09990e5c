import type { Database } from '../../../db/database';
import type { PaidService } from '../../receipts/receipt-lines';
import { paymentTax, type AppointmentTaxFacts, type PaymentTax } from './payment-tax';
import { createPaymentTaxRepo } from './payment-tax.repo';
import type { TaxBasis } from './tax-basis';

/** A service of a paid appointment, named in both languages. */
export interface NamedPaidService extends Omit<PaidService, 'name'> {
  nameEnglish: string;
  nameTamil: string;
}

/**
 * What paymentTax needs beside the payment's own tax basis (tax-basis.ts): the services of its
 * appointment, read for a whole batch of payments in one query (the accountant's files) or for one
 * (a receipt).
 */
export function createPaymentTaxService(db: Database) {
  const repo = createPaymentTaxRepo(db);

  return {
    /** The services of a batch of appointments, by appointment id. */
    async servicesOf(appointmentIds: readonly number[]): Promise<Map<number, NamedPaidService[]>> {
      const byAppointment = new Map<number, NamedPaidService[]>();
      for (const row of await repo.servicesOf([...new Set(appointmentIds)])) {
        byAppointment.set(row.appointmentId, [
          ...(byAppointment.get(row.appointmentId) ?? []),
          row,
        ]);
      }
      return byAppointment;
    },

    /** The GST of one payment of a batch, by its own basis, with the batch's services. */
    taxOf(
      services: Map<number, NamedPaidService[]>,
      payment: AppointmentTaxFacts & {
        appointmentId: number;
        amountPaise: number;
        basis: TaxBasis;
      },
    ): PaymentTax {
      const paid = (services.get(payment.appointmentId) ?? []).map((service) => ({
        name: service.nameEnglish,
        pricePaise: service.pricePaise,
        currentBasePaise: service.currentBasePaise,
      }));
      return paymentTax(
        payment.basis.settings,
        payment,
        paid,
        payment.basis.charges,
        payment.amountPaise,
      );
    },
  };
}

export type PaymentTaxService = ReturnType<typeof createPaymentTaxService>;
