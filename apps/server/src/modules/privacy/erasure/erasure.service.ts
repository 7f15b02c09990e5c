import {
  RECEIPTS_KEPT_MONTHS,
  type ErasurePreviewReply,
  type ErasureReply,
  type Language,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { AppError } from '../../../lib/errors/app-error';
import { paiseToRupeeText } from '../../../lib/money';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway';
import { normalisePhoneNumber } from '../../../lib/phone';
import type { AuthService } from '../../auth/auth.service';
import { createPaymentsRepo } from '../../payments/payments.repo';
import { createUsersRepo } from '../../users/users.repo';
import { eraseCustomer, type Erasure } from './erase-customer';
import { createErasureRepo } from './erasure.repo';

interface EraseDependencies {
  db: Database;
  blobs: BlobStore;
  gateway: PaymentGateway;
  log: { warn: (details: object, message: string) => void };
}

export interface ErasureDependencies extends EraseDependencies {
  auth: Pick<AuthService, 'checkCode'>;
  /** Nightly backups kept (BACKUP_KEEP); null when the server makes none. */
  backupKeepDays: number | null;
}

const replyOf = (erasure: Erasure, language: Language): ErasureReply => ({
  success: true,
  erased_at: erasure.erasedAt.toISOString(),
  label: erasure.label[language],
  cancelled: erasure.cancelled,
});

/**
 * Deleting one's account (decision 0101): what it would do, and the erasure itself, confirmed
 * with a fresh sign-in code as sign-in checks it.
 */
export function createErasureService({
  db,
  blobs,
  gateway,
  auth,
  log,
  backupKeepDays,
}: ErasureDependencies) {
  return {
    /** The consultations to come that would be cancelled, with everything paid going back. */
    async preview(userId: number): Promise<ErasurePreviewReply> {
      const repo = createErasureRepo(db);
      const payments = createPaymentsRepo(db);
      const appointments = new Map((await repo.appointmentsOf(userId)).map((row) => [row.id, row]));
      const consultations = [];
      for (const id of await repo.toCome(userId, new Date())) {
        const paid = await payments.paidPaymentOf(id);
        consultations.push({
          appointment_number: appointments.get(id)!.appointmentNumber,
          scheduled_at: appointments.get(id)!.scheduledAt?.toISOString() ?? null,
          refund: paid
            ? {
                amount: paiseToRupeeText(paid.amountPaise),
                method: paid.method === 'cash' ? ('cash' as const) : ('online' as const),
                status: 'pending' as const,
              }
            : null,
        });
      }
      return {
        success: true,
        consultations,
        backup_keep_days: backupKeepDays,
        receipts_kept_months: RECEIPTS_KEPT_MONTHS,
      };
    },

    /** The customer's own: a wrong or spent code erases nothing (OTP_INVALID and its kin). */
    async eraseOwn(
      user: { id: number; mobileNumber: string },
      code: { requestId: string; otp: string; captcha?: string | undefined },
      ip: string,
      language: Language,
    ): Promise<ErasureReply> {
      await auth.checkCode({ phoneNumber: user.mobileNumber, ...code, ip });
      return replyOf(
        await eraseCustomer(db, {
          blobs,
          gateway,
          log,
          userId: user.id,
          actorUserId: user.id,
          reason: 'customer',
        }),
        language,
      );
    },
  };
}

export type ErasureService = ReturnType<typeof createErasureService>;

/**
 * The office's erasure of a customer on their request (decision 0101), confirmed by typing the
 * customer's number again.
 */
export function createOfficeErasure({ db, blobs, gateway, log }: EraseDependencies) {
  return {
    /**
     * The customer's number typed again must be theirs. A customer erased already is left as
     * they are (the reply cancels nothing).
     */
    async erase(
      actorUserId: number,
      customerId: number,
      confirmMobileNumber: string,
      language: Language,
    ): Promise<ErasureReply> {
      const customer = await createUsersRepo(db).findById(customerId);
      if (!customer || customer.role !== 'customer') throw new AppError('NOT_FOUND');
      if (!customer.erasedAt && normalisePhoneNumber(confirmMobileNumber) !== customer.mobileNumber)
        throw new AppError('VALIDATION_FAILED', {
          fields: { confirm_mobile_number: 'validation.erase_confirm' },
        });
      return replyOf(
        await eraseCustomer(db, {
          blobs,
          gateway,
          log,
          userId: customerId,
          actorUserId,
          reason: 'office',
        }),
        language,
      );
    },
  };
}
