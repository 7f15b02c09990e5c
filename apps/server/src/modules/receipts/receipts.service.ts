import {
  creditNoteNumberOf,
  erasedCustomerLabel,
  isErasedMobileNumber,
  receiptNumberOf,
  type CreditNote,
  type Language,
  type Receipt,
  type ReceiptBusiness,
  type ReceiptCustomer,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { paiseToRupeeText } from '../../lib/money';
import { refundTax } from '../payments/gst/payment-tax';
import { createPaymentTaxService } from '../payments/gst/payment-tax.service';
import { taxBasisOf, type TaxBasis } from '../payments/gst/tax-basis';
import { receiptLines } from './receipt-lines';
import { taxView } from './receipt-tax';
import { renderCreditNotePdf, renderReceiptPdf } from './receipt-pdf';
import { createReceiptsRepo, type PaymentRecord } from './receipts.repo';

/** Who reads: a customer (their own payments and refunds only; others are "not found"), or the office. */
export type Reader = { userId: number } | 'office';

const userIdOf = (reader: Reader) => (reader === 'office' ? null : reader.userId);

/** A payment that was received has a receipt: paid, or paid and given back as a second payment. */
const RECEIVED = new Set(['paid', 'refunded']);

export const receiptPdfUrl = (paymentId: number) => `/api/payments/${paymentId}/receipt.pdf`;
export const creditNotePdfUrl = (refundId: number) => `/api/refunds/${refundId}/credit-note.pdf`;

const pick = (language: Language, english: string, tamil: string) =>
  language === 'tamil' ? tamil : english;

/** The receipt number, the file name and the PDF bytes. */
export interface PdfFile {
  number: string;
  pdf: Buffer;
}

export function createReceiptsService(db: Database) {
  const repo = createReceiptsRepo(db);
  const paymentTaxes = createPaymentTaxService(db);

  /**
   * The payment's GST split by place of supply (payments/gst, docs/decisions/0067), by the tax
   * basis kept with it when it was received (decision 0074), and its appointment's services.
   */
  async function taxOfPayment(
    payment: PaymentRecord['payment'],
    appointment: PaymentRecord['appointment'],
  ) {
    const basis = taxBasisOf(payment.taxBasis, payment.id);
    const services = await paymentTaxes.servicesOf([appointment.id]);
    const tax = paymentTaxes.taxOf(services, {
      ...appointment,
      appointmentId: appointment.id,
      amountPaise: payment.amountPaise,
      basis,
    });
    return { tax, basis, services: services.get(appointment.id) ?? [] };
  }
  const countryOf = (appointment: PaymentRecord['appointment']) => ({
    english: appointment.countryEnglish,
    tamil: appointment.countryTamil,
  });

  /**
   * The business's name and address from the UI settings (Tamil falls back to English), and its
   * GSTIN when the payment was received.
   */
  async function business(language: Language, basis: TaxBasis): Promise<ReceiptBusiness> {
    const settings = new Map(
      (await repo.businessSettings()).map((row) => [
        row.key,
        (language === 'tamil' ? row.valueTamil : null) || row.valueEnglish,
      ]),
    );
    return {
      name: settings.get('footer_title') || settings.get('app_name') || '',
      address: settings.get('office_address') ?? '',
      gstin: basis.gstin,
    };
  }

  /**
   * Who was billed; an erased customer (decision 0101) by their label in the receipt's language
   * and no number: the receipt stays, as the law asks, naming no one.
   */
  const customerOf = (
    record: Pick<PaymentRecord, 'customer' | 'appointment'>,
    language: Language,
  ): ReceiptCustomer =>
    isErasedMobileNumber(record.customer.mobileNumber)
      ? { name: erasedCustomerLabel(record.customer.id, language), mobile_number: '' }
      : {
          name: record.customer.name?.trim() || record.appointment.name,
          mobile_number: record.customer.mobileNumber,
        };

  async function receipt(reader: Reader, paymentId: number, language: Language): Promise<Receipt> {
    const record = await repo.paymentFor(userIdOf(reader), paymentId);
    if (!record) throw new AppError('NOT_FOUND');
    const { payment, appointment } = record;
    if (!RECEIVED.has(payment.status) || !payment.paidAt)
      throw new AppError('RECEIPT_NOT_AVAILABLE');
    const [refund, { tax, basis, services }] = await Promise.all([
      repo.refundOfPayment(payment.id),
      taxOfPayment(payment, appointment),
    ]);
    const issuer = await business(language, basis);
    const lines = receiptLines(
      services.map((service) => ({
        name: pick(language, service.nameEnglish, service.nameTamil),
        pricePaise: service.pricePaise,
        currentBasePaise: service.currentBasePaise,
      })),
      basis.charges.map((charge) => ({
        name: pick(language, charge.nameEnglish, charge.nameTamil),
        rateBasisPoints: charge.rateBasisPoints,
        isIncluded: charge.isIncluded,
      })),
      payment.amountPaise,
    );
    return {
      receipt_number: receiptNumberOf(appointment.appointmentNumber, payment.id),
      payment_id: payment.id,
      language,
      business: issuer,
      customer: customerOf(record, language),
      appointment_id: appointment.id,
      appointment_number: appointment.appointmentNumber,
      astrologer: appointment.astrologerEnglish
        ? pick(
            language,
            appointment.astrologerEnglish,
            appointment.astrologerTamil ?? appointment.astrologerEnglish,
          )
        : null,
      issued_at: payment.paidAt.toISOString(),
      lines: lines.map((line) => ({
        kind: line.kind,
        label: line.label,
        amount: paiseToRupeeText(line.amountPaise),
        included: line.included,
      })),
      total: paiseToRupeeText(payment.amountPaise),
      method: payment.method === 'cash' ? 'cash' : 'online',
      tax: taxView(tax, basis.settings, issuer.gstin, countryOf(appointment), language),
      gateway_payment_id: payment.method === 'online' ? payment.gatewayPaymentId : null,
      credit_note: refund
        ? {
            refund_id: refund.id,
            credit_note_number: creditNoteNumberOf(appointment.appointmentNumber, refund.id),
            status: refund.status as CreditNote['status'],
          }
        : null,
      pdf_url: receiptPdfUrl(payment.id),
    };
  }

  async function creditNote(
    reader: Reader,
    refundId: number,
    language: Language,
  ): Promise<CreditNote> {
    const record = await repo.refundFor(userIdOf(reader), refundId);
    if (!record) throw new AppError('NOT_FOUND');
    const { refund, payment, appointment } = record;
    const processed = refund.status === 'processed';
    const { tax, basis } = await taxOfPayment(payment, appointment);
    const issuer = await business(language, basis);
    return {
      credit_note_number: creditNoteNumberOf(appointment.appointmentNumber, refund.id),
      refund_id: refund.id,
      payment_id: payment.id,
      receipt_number: receiptNumberOf(appointment.appointmentNumber, payment.id),
      language,
      business: issuer,
      customer: customerOf(record, language),
      appointment_id: appointment.id,
      appointment_number: appointment.appointmentNumber,
      status: refund.status as CreditNote['status'],
      issued_at: processed ? (refund.processedAt ?? refund.updatedAt).toISOString() : null,
      kind: refund.kind as CreditNote['kind'],
      method: refund.method === 'cash' ? 'cash' : 'online',
      paid_amount: paiseToRupeeText(payment.amountPaise),
      fee: paiseToRupeeText(refund.feePaise),
      amount: paiseToRupeeText(refund.amountPaise),
      tax: taxView(
        refundTax(tax, refund.amountPaise),
        basis.settings,
        issuer.gstin,
        countryOf(appointment),
        language,
      ),
      gateway_payment_id: payment.method === 'online' ? payment.gatewayPaymentId : null,
      gateway_refund_id: refund.method === 'online' ? refund.gatewayRefundId : null,
      pdf_url: processed ? creditNotePdfUrl(refund.id) : null,
    };
  }

  return {
    receipt,
    creditNote,

    /** The receipt as an A4 PDF in the language asked for. */
    async receiptPdf(reader: Reader, paymentId: number, language: Language): Promise<PdfFile> {
      const view = await receipt(reader, paymentId, language);
      return { number: view.receipt_number, pdf: await renderReceiptPdf(view) };
    },

    /** The credit note as an A4 PDF, once the refund has been given back. */
    async creditNotePdf(reader: Reader, refundId: number, language: Language): Promise<PdfFile> {
      const view = await creditNote(reader, refundId, language);
      if (view.status !== 'processed') throw new AppError('CREDIT_NOTE_NOT_READY');
      return { number: view.credit_note_number, pdf: await renderCreditNotePdf(view) };
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
