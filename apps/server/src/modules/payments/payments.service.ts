import { createHash } from 'node:crypto';
import type {
  Language,
  PaymentInitiationReply,
  PaymentStatusReply,
  VerifyPaymentRequest,
} from '@portal/contracts';
import { messageEvents } from '../messages/outbox/message-events';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { paiseToRupeeText } from '../../lib/money';
import type { PaymentGateway } from '../../lib/payments/payment-gateway';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createAppointmentsService } from '../appointments/appointments.service';
import { isUniqueViolation } from '../../lib/errors/db-errors';
import { createAuditLogRepo } from '../audit/audit-log.repo';
import { createPaymentsRepo } from './payments.repo';
import type { RefundRow } from './refunds.repo';
import { createRefundsService, recordAutomaticRefund } from './refunds.service';

export interface PaymentsDependencies {
  db: Database;
  gateway: PaymentGateway;
  appName: string;
  log: { warn: (details: object, message: string) => void };
}

interface Payer {
  id: number;
  mobileNumber: string;
  email: string | null;
}

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number } };
    order?: { entity?: { id?: string } };
  };
}

export type SettleOutcome = 'paid' | 'already-paid' | 'paid-elsewhere' | 'paid-after-cancel';

/**
 * Marks a payment paid, once, inside the caller's transaction. A paid appointment never moves
 * back. Money is never kept by mistake: a payment for a cancelled appointment, or a second
 * payment of a paid one, is recorded and refunded in full (the refund is returned for the caller
 * to send once the transaction has committed). An online payment replaces a cash choice.
 */
export async function settlePaid(
  tx: Database,
  paymentId: number,
  gatewayPaymentId: string | null,
): Promise<{ outcome: SettleOutcome; refund?: RefundRow }> {
  const repo = createPaymentsRepo(tx);
  const payment = await repo.lock(paymentId);
  if (!payment || payment.status === 'paid' || payment.status === 'refunded')
    return { outcome: 'already-paid' };
  const appointment = await createAppointmentsRepo(tx).lock(payment.appointmentId);
  if (!appointment) return { outcome: 'already-paid' };
  const taken = { ...payment, gatewayPaymentId: gatewayPaymentId ?? payment.gatewayPaymentId };
  if (await repo.paidPaymentOf(payment.appointmentId)) {
    await repo.setRefundedDuplicate(payment.id, taken.gatewayPaymentId);
    return {
      outcome: 'paid-elsewhere',
      refund: await recordAutomaticRefund(tx, taken, 'duplicate_payment'),
    };
  }
  await repo.setPaid(payment.id, taken.gatewayPaymentId);
  await repo.markAppointmentPaid(payment.appointmentId);
  if (appointment.status === 'cancelled') {
    return {
      outcome: 'paid-after-cancel',
      refund: await recordAutomaticRefund(tx, taken, 'paid_after_cancel'),
    };
  }
  if (payment.method === 'online' && (await repo.cancelPendingCash(appointment.id)) > 0) {
    await createAuditLogRepo(tx).record({
      actorUserId: appointment.userId,
      action: 'payment.switch_to_online',
      entityType: 'appointment',
      entityId: appointment.id,
      before: { method: 'cash', status: 'pending' },
      after: { method: 'online', status: 'paid', payment_id: payment.id },
    });
  }
  await messageEvents.paymentReceived(tx, appointment.id, payment);
  return { outcome: 'paid' };
}

export function createPaymentsService({ db, gateway, appName, log }: PaymentsDependencies) {
  const repo = createPaymentsRepo(db);
  const refunds = createRefundsService({ db, gateway, log });
  const appointmentsRepo = createAppointmentsRepo(db);
  const appointments = createAppointmentsService(db);

  async function ownedAppointment(userId: number, appointmentId: number) {
    const row = await appointmentsRepo.findForUser(userId, appointmentId);
    if (!row) throw new AppError('APPOINTMENT_NOT_FOUND');
    return row;
  }

  /** An appointment that can still be paid for: the owner's, not paid, not cancelled. */
  async function payableAppointment(userId: number, appointmentId: number) {
    const row = await ownedAppointment(userId, appointmentId);
    if (row.paymentStatus === 'paid') throw new AppError('ALREADY_PAID');
    if (row.status === 'cancelled') throw new AppError('APPOINTMENT_CANCELLED');
    return row;
  }

  /**
   * Sends, once its transaction has committed, the refund a late or second payment got (a failed
   * send is retried by the sweep).
   */
  async function giveBack(refund: RefundRow | undefined): Promise<void> {
    if (!refund) return;
    log.warn(
      { paymentId: refund.paymentId, refundId: refund.id, kind: refund.kind },
      'a payment arrived that is not owed: refunding it in full',
    );
    await refunds.send(refund);
  }

  async function settle(
    paymentId: number,
    gatewayPaymentId: string | null,
  ): Promise<SettleOutcome> {
    const { outcome, refund } = await db.transaction((tx) =>
      settlePaid(tx, paymentId, gatewayPaymentId),
    );
    await giveBack(refund);
    return outcome;
  }

  return {
    /** Creates the gateway order for the server's total, or reuses the open one. */
    async initiate(
      user: Payer,
      appointmentId: number,
      language: Language,
    ): Promise<PaymentInitiationReply> {
      const row = await payableAppointment(user.id, appointmentId);
      let open = await repo.openOrder(row.id);
      if (!open) {
        let orderId: string;
        try {
          const order = await gateway.createOrder({
            amountPaise: row.totalCostPaise,
            receipt: row.appointmentNumber,
            notes: { appointment_id: String(row.id) },
          });
          if (order.amount !== row.totalCostPaise)
            throw new Error(
              `the gateway made an order of ${order.amount} paise for ${row.totalCostPaise}`,
            );
          orderId = order.id;
        } catch (error) {
          log.warn({ err: error, appointmentId }, 'the payment gateway did not create an order');
          throw new AppError('PAYMENT_INIT_FAILED');
        }
        try {
          open = await repo.insert({
            appointmentId: row.id,
            method: 'online',
            status: 'created',
            amountPaise: row.totalCostPaise,
            gateway: gateway.kind,
            gatewayOrderId: orderId,
          });
        } catch (error) {
          // Another tab opened an order at the same moment: use that one.
          if (!isUniqueViolation(error)) throw error;
          open = await repo.openOrder(row.id);
          if (!open) throw error;
        }
      }
      const view = await appointments.get(user.id, row.id, language);
      return {
        success: true,
        razorpay_key_id: gateway.keyId,
        amount: paiseToRupeeText(open.amountPaise),
        currency: 'INR',
        name: appName,
        description: `${view.appointment_number}: ${view.services.join(', ')}`,
        razorpay_order_id: open.gatewayOrderId!,
        prefill: { name: row.name, email: user.email ?? '', contact: user.mobileNumber },
        theme: { color: '#7a1f1f' },
        test_mode: gateway.kind === 'test',
      };
    },

    /** Checkout's answer: the signature must match the order the server stored for this appointment. */
    async verify(userId: number, request: VerifyPaymentRequest, language: Language) {
      const payment = await repo.findOrderForUser(userId, request.razorpay_order_id);
      if (!payment) throw new AppError('APPOINTMENT_NOT_FOUND');
      const signed = gateway.paymentSignatureIsValid(
        payment.gatewayOrderId!,
        request.razorpay_payment_id,
        request.razorpay_signature,
      );
      if (!signed || payment.appointmentId !== request.appointment_id)
        throw new AppError('PAYMENT_VERIFICATION_FAILED');
      await settle(payment.id, request.razorpay_payment_id);
      return appointments.get(userId, payment.appointmentId, language);
    },

    /** Cash: recorded as chosen; the appointment stays payment-pending until the office takes it. */
    async chooseCash(userId: number, appointmentId: number, language: Language) {
      const row = await payableAppointment(userId, appointmentId);
      if (!(await repo.pendingCash(row.id))) {
        await repo.insert({
          appointmentId: row.id,
          method: 'cash',
          status: 'pending',
          amountPaise: row.totalCostPaise,
        });
      }
      return appointments.get(userId, row.id, language);
    },

    /** The payment's state; an open online order is first reconciled with the gateway. */
    async status(
      userId: number,
      appointmentId: number,
      language: Language,
    ): Promise<PaymentStatusReply> {
      const row = await ownedAppointment(userId, appointmentId);
      const open = row.paymentStatus === 'paid' ? undefined : await repo.openOrder(row.id);
      if (open?.gatewayOrderId) {
        try {
          const captured = (await gateway.orderPayments(open.gatewayOrderId)).find(
            (payment) => payment.status === 'captured' && payment.amount === open.amountPaise,
          );
          if (captured) await settle(open.id, captured.id);
        } catch (error) {
          log.warn(
            { err: error, appointmentId },
            'the payment gateway could not be asked about an order',
          );
        }
      }
      const view = await appointments.get(userId, row.id, language);
      return {
        success: true,
        appointment_status: view.status,
        payment_status: view.payment_status,
        payment: view.payment,
      };
    },

    /** Razorpay's webhook: signed over the raw body, handled once per event id, inside one transaction. */
    async webhook(
      rawBody: string,
      signature: string | undefined,
      eventIdHeader: string | undefined,
    ): Promise<{ duplicate: boolean }> {
      if (!signature || !gateway.webhookSignatureIsValid(rawBody, signature))
        throw new AppError('WEBHOOK_REJECTED');
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody) as WebhookEvent;
      } catch {
        throw new AppError('WEBHOOK_REJECTED');
      }
      const eventId = eventIdHeader || createHash('sha256').update(rawBody).digest('hex');
      const handled = await db.transaction(
        async (tx): Promise<{ duplicate: boolean; refund?: RefundRow }> => {
          const txRepo = createPaymentsRepo(tx);
          if (!(await txRepo.recordWebhookEvent(eventId, event.event ?? 'unknown')))
            return { duplicate: true };
          const entity = event.payload?.payment?.entity;
          const orderId = entity?.order_id ?? event.payload?.order?.entity?.id;
          const payment = orderId ? await txRepo.findByOrder(orderId) : undefined;
          if (!payment) return { duplicate: false };
          if (event.event === 'payment.captured' || event.event === 'order.paid') {
            if (entity?.amount !== undefined && entity.amount !== payment.amountPaise) {
              log.warn(
                { orderId, amount: entity.amount },
                'a webhook reported a payment of another amount than the order',
              );
              return { duplicate: false };
            }
            const { refund } = await settlePaid(tx, payment.id, entity?.id ?? null);
            return { duplicate: false, refund };
          } else if (event.event === 'payment.failed' && payment.status !== 'paid') {
            await txRepo.setFailed(payment.id);
            await txRepo.markAppointmentPaymentFailed(payment.appointmentId);
          }
          return { duplicate: false };
        },
      );
      await giveBack(handled.refund);
      return { duplicate: handled.duplicate };
    },

    /** The test checkout's buttons: "pay" signs as checkout would; "fail" fails the order. */
    async testCheckout(
      userId: number,
      orderId: string,
      outcome: 'pay' | 'fail',
      sign: (orderId: string) => { paymentId: string; signature: string },
    ) {
      const payment = await repo.findOrderForUser(userId, orderId);
      if (!payment) throw new AppError('APPOINTMENT_NOT_FOUND');
      if (outcome === 'fail') {
        await repo.setFailed(payment.id);
        await repo.markAppointmentPaymentFailed(payment.appointmentId);
        return { outcome: 'failed' as const };
      }
      const { paymentId, signature } = sign(orderId);
      return { outcome: 'paid' as const, paymentId, signature };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
