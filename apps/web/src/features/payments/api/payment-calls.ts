import { useQueryClient } from '@tanstack/react-query';
import type {
  Appointment,
  Language,
  PaymentInitiationReply,
  PaymentResultReply,
  TestCheckoutReply,
  VerifyPaymentRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Opens (or reuses) the order; `idempotencyKey` makes a retry of one click safe (lib/intent-key.ts). */
export function initiatePayment(
  appointmentId: number,
  language: Language,
  idempotencyKey?: string,
): Promise<PaymentInitiationReply> {
  return apiRequest<PaymentInitiationReply>(
    `/api/payments/appointments/${appointmentId}/initiate`,
    { method: 'POST', language, idempotencyKey },
  );
}

export function verifyPayment(
  request: VerifyPaymentRequest,
  language: Language,
): Promise<Appointment> {
  return apiRequest<PaymentResultReply>('/api/payments/verify', {
    method: 'POST',
    body: request,
    language,
  }).then((reply) => reply.appointment);
}

export function chooseCash(
  appointmentId: number,
  language: Language,
  idempotencyKey?: string,
): Promise<Appointment> {
  return apiRequest<PaymentResultReply>(`/api/payments/appointments/${appointmentId}/cash`, {
    method: 'POST',
    language,
    idempotencyKey,
  }).then((reply) => reply.appointment);
}

/** The built-in test gateway's checkout buttons (development only; no money moves). */
export function testCheckout(
  orderId: string,
  outcome: 'pay' | 'fail',
  language: Language,
): Promise<TestCheckoutReply> {
  return apiRequest<TestCheckoutReply>('/api/payments/test-gateway/checkout', {
    method: 'POST',
    body: { razorpay_order_id: orderId, outcome },
    language,
  });
}

/** After any payment step the appointment lists are out of date. */
export function useRefreshAppointments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['appointments'] });
}
