import {
  erasedCustomerLabel,
  isErasedMobileNumber,
  type AdminAppointment,
  type AdminAppointmentRow,
  type AdminPayment,
  type AdminRefund,
  type Language,
} from '@portal/contracts';
import { paiseToRupeeText } from '../../../lib/money';
import type { AppointmentDetailRows, AppointmentRow } from '../../appointments/appointments.repo';
import {
  canUndoOutcome,
  officeCanCancel,
  outcomeRefusal,
} from '../../appointments/appointment-policy';
import {
  refundQuote,
  toAppointment,
  toRefund,
  type ViewContext,
} from '../../appointments/appointment-view';
import type { PaymentRow } from '../../payments/payments.repo';
import { cashUndoRefusal } from '../../payments/cash/cash-undo-policy';

export function adminFileUrl(appointmentId: number, fileId: number): string {
  return `/api/admin/appointments/${appointmentId}/files/${fileId}`;
}

export function adminReportUrl(requestId: number): string {
  return `/api/admin/pdf-requests/${requestId}/report`;
}

type Customer = { id: number; name: string | null; mobileNumber: string; email: string | null };

export function toAdminPayment(row: PaymentRow): AdminPayment {
  return {
    id: row.id,
    method: row.method as AdminPayment['method'],
    status: row.status as AdminPayment['status'],
    amount: paiseToRupeeText(row.amountPaise),
    gateway_order_id: row.gatewayOrderId,
    gateway_payment_id: row.gatewayPaymentId,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * One appointment as the office sees it: the customer's view plus who, every payment and refund,
 * and what the office may do now.
 */
export function toAdminAppointment(
  row: AppointmentRow,
  details: AppointmentDetailRows,
  extra: { customer: Customer; payments: PaymentRow[] },
  language: Language,
  context: ViewContext,
): AdminAppointment {
  const appointment = toAppointment(row, details, language, context);
  const refunds: AdminRefund[] = details.refunds
    .filter((refund) => refund.appointmentId === row.id)
    .map((refund) => ({
      ...toRefund(refund),
      gateway_refund_id: refund.gatewayRefundId,
      reason: refund.reason,
    }));
  const officeCancels = officeCanCancel(row);
  const erased = isErasedMobileNumber(extra.customer.mobileNumber);
  const label = erasedCustomerLabel(extra.customer.id, language);
  return {
    ...appointment,
    ...(erased ? { name: label } : {}),
    files: appointment.files.map((file) => ({
      ...file,
      url: adminFileUrl(row.id, file.id),
      active_content: details.files.find((stored) => stored.id === file.id)?.activeContent ?? false,
    })),
    pdf_service_requests: appointment.pdf_service_requests.map((request) => {
      const stored = details.pdfRequests.find((candidate) => candidate.id === request.id);
      const uploaded = stored?.reportUploaded ?? false;
      return {
        ...request,
        report_uploaded: uploaded,
        report_url: uploaded ? adminReportUrl(request.id) : null,
        delivered_at:
          request.status === 'completed' ? (stored?.completedAt?.toISOString() ?? null) : null,
      };
    }),
    // An erased customer (decision 0101): their label, and no number.
    customer: erased
      ? { id: extra.customer.id, name: label, mobile_number: '', email: null, erased }
      : {
          id: extra.customer.id,
          name: extra.customer.name,
          mobile_number: extra.customer.mobileNumber,
          email: extra.customer.email,
          erased,
        },
    payments: extra.payments.map(toAdminPayment),
    refunds,
    // The office's cancellation gives everything back, whatever the hour (decision 0057).
    cancellation_refund: officeCancels ? refundQuote(row, details, context.now, 'office') : null,
    can_office_cancel: officeCancels,
    can_complete: outcomeRefusal(row, context.now) === null,
    can_undo_outcome: canUndoOutcome(row, context.now),
    can_undo_cash:
      cashUndoRefusal(
        row,
        extra.payments.find((payment) => payment.status === 'paid'),
        context.now,
      ) === null,
    outcome_at: row.outcomeAt?.toISOString() ?? null,
    reschedule_count: row.rescheduleCount,
  };
}

/** A line of the office's appointment list. */
export function toAdminAppointmentRow(
  row: AppointmentRow,
  mobileNumber: string,
  details: AppointmentDetailRows,
  language: Language,
  context: ViewContext,
): AdminAppointmentRow {
  const appointment = toAppointment(row, details, language, context, { withStar: false });
  // An erased customer's appointment (decision 0101): their label in the office's language, no number.
  const erased = isErasedMobileNumber(mobileNumber);
  return {
    id: row.id,
    appointment_number: row.appointmentNumber,
    name: erased ? erasedCustomerLabel(row.userId, language) : row.name,
    mobile_number: erased ? '' : mobileNumber,
    services: appointment.services,
    scheduled_datetime: appointment.scheduled_datetime,
    status: appointment.status,
    payment_status: appointment.payment_status,
    payment_method: appointment.payment?.method ?? null,
    total_cost: appointment.total_cost,
    created_at: appointment.created_at,
    consultation_mode: appointment.consultation_mode,
    astrologer: appointment.astrologer,
    refund_pending: appointment.refunds.some((refund) => refund.status !== 'processed'),
  };
}
