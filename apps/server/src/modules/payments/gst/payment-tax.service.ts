import type { TaxSettings } from '@portal/contracts';
import type { Database } from '../../../db/database';
import type { ReceiptCharge } from '../../receipts/gst-in-receipt';
import type { PaidService } from '../../receipts/receipt-lines';
import { paymentTax, type AppointmentTaxFacts, type PaymentTax } from './payment-tax';
import { createPaymentTaxRepo } from './payment-tax.repo';
import { createTaxSettingsService } from './tax-settings.service';

/**
 * Reads what paymentTax needs: for one payment, or, for the accountant's files, once per batch
 * of payments (the settings and charges once, the services of the whole batch in one query).
 */
export function createPaymentTaxService(db: Database) {
  const repo = createPaymentTaxRepo(db);
  const settings = createTaxSettingsService(db);

  /** The settings and every country's charges, read once for many payments. */
  async function context() {
    const [taxSettings, chargeRows] = await Promise.all([settings.get(), repo.charges()]);
    const charges = new Map<number, ReceiptCharge[]>();
    for (const row of chargeRows) charges.set(row.countryId, [...(charges.get(row.countryId) ?? []), row]);
    return { settings: taxSettings, charges };
  }

  /** The services of a batch of appointments, by appointment id. */
  async function servicesOf(appointmentIds: readonly number[]): Promise<Map<number, PaidService[]>> {
    const byAppointment = new Map<number, PaidService[]>();
    for (const row of await repo.servicesOf([...new Set(appointmentIds)])) {
      byAppointment.set(row.appointmentId, [...(byAppointment.get(row.appointmentId) ?? []), row]);
    }
    return byAppointment;
  }

  return {
    context,
    servicesOf,

    /** A payment's GST split by place of supply, in paise; null for no such payment. */
    async ofPayment(paymentId: number): Promise<PaymentTax | null> {
      const facts = await repo.paymentFacts(paymentId);
      if (!facts) return null;
      const [{ settings: taxSettings, charges }, services] = await Promise.all([context(), servicesOf([facts.appointmentId])]);
      return paymentTax(taxSettings, facts, services.get(facts.appointmentId) ?? [], charges.get(facts.countryId) ?? [], facts.amountPaise);
    },

    /** The GST of a payment in paise (CGST + SGST + IGST); 0 for no such payment. */
    async gstOfPaymentPaise(paymentId: number): Promise<number> {
      const tax = await this.ofPayment(paymentId);
      return tax ? tax.split.cgstPaise + tax.split.sgstPaise + tax.split.igstPaise : 0;
    },

    /** The GST of one payment of a batch, with the batch's context and services. */
    taxOf(
      shared: { settings: TaxSettings; charges: Map<number, ReceiptCharge[]> },
      services: Map<number, PaidService[]>,
      payment: AppointmentTaxFacts & { appointmentId: number; countryId: number; amountPaise: number },
    ): PaymentTax {
      return paymentTax(shared.settings, payment, services.get(payment.appointmentId) ?? [], shared.charges.get(payment.countryId) ?? [], payment.amountPaise);
    },
  };
}

export type PaymentTaxService = ReturnType<typeof createPaymentTaxService>;
