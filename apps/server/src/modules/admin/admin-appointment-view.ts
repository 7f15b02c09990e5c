import type { AdminAppointment, AdminAppointmentRow, AdminPayment, AdminRefund, Language } from '@portal/contracts';
import { paiseToRupeeText } from '../../lib/money';
import type { AppointmentDetailRows, AppointmentRow } from '../appointments/appointments.repo';
import { toAppointment } from '../appointments/appointment-view';
import type { PaymentRow } from '../payments/payments.repo';
import type { RefundRow } from './admin-appointments.repo';
import type { RefundDue } from './refund-policy';

export function adminFileUrl(appointmentId: number, fileId: number): string {
  return `/api/admin/appointments/${appointmentId}/files/${fileId}`;
}

type Customer = { id: number; name: string | null; mobileNumber: string; email: string | null };

function toAdminPayment(row: PaymentRow): AdminPayment {
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

function toAdminRefund(row: RefundRow): AdminRefund {
  return {
    method: row.method as AdminRefund['method'],
    amount: paiseToRupeeText(row.amountPaise),
    fee: paiseToRupeeText(row.feePaise),
    status: row.status as AdminRefund['status'],
    gateway_refund_id: row.gatewayRefundId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}

/** One appointment as the office sees it: the customer's view plus who, every payment and the refund. */
export function toAdminAppointment(
  row: AppointmentRow,
  details: AppointmentDetailRows,
  extra: { customer: Customer; payments: PaymentRow[]; refund: RefundRow | undefined; cancellationRefund: RefundDue | null },
  language: Language,
): AdminAppointment {
  const appointment = toAppointment(row, details, language);
  return {
    ...appointment,
    files: appointment.files.map((file) => ({ ...file, url: adminFileUrl(row.id, file.id) })),
    customer: { id: extra.customer.id, name: extra.customer.name, mobile_number: extra.customer.mobileNumber, email: extra.customer.email },
    payments: extra.payments.map(toAdminPayment),
    refund: extra.refund ? toAdminRefund(extra.refund) : null,
    cancellation_refund: extra.cancellationRefund
      ? { amount: paiseToRupeeText(extra.cancellationRefund.amountPaise), fee: paiseToRupeeText(extra.cancellationRefund.feePaise) }
      : null,
  };
}

/** A line of the office's appointment list. */
export function toAdminAppointmentRow(row: AppointmentRow, mobileNumber: string, details: AppointmentDetailRows, language: Language): AdminAppointmentRow {
  const appointment = toAppointment(row, details, language);
  return {
    id: row.id,
    appointment_number: row.appointmentNumber,
    name: row.name,
    mobile_number: mobileNumber,
    services: appointment.services,
    scheduled_datetime: appointment.scheduled_datetime,
    status: appointment.status,
    payment_status: appointment.payment_status,
    payment_method: appointment.payment?.method ?? null,
    total_cost: appointment.total_cost,
    created_at: appointment.created_at,
  };
}
