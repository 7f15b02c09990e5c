import { erasedCustomerLabel, type ErasureConsultation, type Language } from '@portal/contracts';
import type { Database } from '../../../db/database';
import { referencedBlobs } from '../../../db/blob-sweep';
import type { BlobStore } from '../../../lib/blob-store/blob-store';
import { AppError } from '../../../lib/errors/app-error';
import { paiseToRupeeText } from '../../../lib/money';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway';
import { cancelAppointment } from '../../appointments/cancellation.service';
import { createAuditLogRepo } from '../../audit/audit-log.repo';
import { createRefundsRepo, type RefundRow } from '../../payments/refunds.repo';
import { createRefundsService } from '../../payments/refunds.service';
import { redactAuditEntries } from './audit-redaction';
import { createErasureRepo } from './erasure.repo';
import { personalValuesOf } from './personal-values';

/** Who asked: the customer themselves, the office on their request, or the retention job. */
export type ErasureReason = 'customer' | 'office' | 'retention';

export interface EraseCustomerOptions {
  blobs: BlobStore;
  userId: number;
  /** Who erases: the customer, the admin, or null for the retention job. */
  actorUserId: number | null;
  reason: ErasureReason;
  /**
   * Sends the online refunds at once; left out, they stay pending and the server's refund retry
   * (server.ts, every few minutes) sends them under their keys.
   */
  gateway?: PaymentGateway;
  log?: { warn: (details: object, message: string) => void };
  now?: () => Date;
}

/** The erasure as the retention job is given it (modules/privacy/retention). */
export type EraseCustomer = (db: Database, options: EraseCustomerOptions) => Promise<unknown>;

export interface Erasure {
  /** False when the customer had been erased already: nothing was done again. */
  erased: boolean;
  erasedAt: Date;
  label: Record<Language, string>;
  /** The consultations to come that were cancelled, with what goes back. */
  cancelled: ErasureConsultation[];
  /** Blobs removed from the store (no other row referred to them). */
  blobsRemoved: number;
}

const quietLog = { warn: () => undefined };

const refundView = (refund: RefundRow | undefined): ErasureConsultation['refund'] =>
  refund
    ? {
        amount: paiseToRupeeText(refund.amountPaise),
        method: refund.method === 'cash' ? 'cash' : 'online',
        status: refund.status as 'pending' | 'processed' | 'failed',
      }
    : null;

/**
 * Erases a customer (decision 0101). In one transaction: their consultations to come are
 * cancelled with everything back (an online refund is sent after the commit; cash is left owed
 * at the desk); their name, e-mail and number go (the number becomes "erased:<id>", so it may
 * sign up again); every birth detail, reason and note of their appointments; their saved people,
 * uploads, reports, the office's notes on them, the words and addresses of their messages,
 * their e-mail confirmation links, their sessions, codes and stored replies; their requests' words; the activity log's details
 * of them. What the law keeps stays: payments, refunds, receipts and credit notes, with amounts,
 * numbers and the place of supply, naming "Erased customer N". Their consents and the read log
 * stay (they hold no personal data). The erasure itself is in the activity log
 * (customer.erased) with counts only. After the commit, the blobs no other row refers to are
 * removed from the store. A customer erased already is left as they are.
 */
export async function eraseCustomer(db: Database, options: EraseCustomerOptions): Promise<Erasure> {
  const { userId, actorUserId, reason, blobs } = options;
  const log = options.log ?? quietLog;
  const startedAt = (options.now ?? (() => new Date()))();
  const label = {
    english: erasedCustomerLabel(userId, 'english'),
    tamil: erasedCustomerLabel(userId, 'tamil'),
  };

  const outcome = await db.transaction(async (tx) => {
    const repo = createErasureRepo(tx);
    const user = await repo.lockUser(userId);
    if (!user) throw new AppError('NOT_FOUND');
    if (user.erasedAt) return { erased: false as const, erasedAt: user.erasedAt };
    // An office person is a customer too, but their role (and what they did) must be taken back first.
    if (user.role !== 'customer') throw new AppError('ACCOUNT_NOT_ERASABLE');

    const appointments = await repo.appointmentsOf(userId);
    const appointmentIds = appointments.map((row) => row.id);
    const [people, files, reportIds, notes, requests, earlierRefunds, messageIds] =
      await Promise.all([
        repo.savedPeopleOf(userId),
        repo.filesOf(appointmentIds),
        repo.reportIdsOf(appointmentIds),
        repo.notesOf(userId),
        repo.requestsOf(userId),
        repo.refundsOf(appointmentIds),
        repo.messageIdsOf(userId, appointmentIds),
      ]);
    const redactedEntries = await redactAuditEntries(
      tx,
      {
        userId,
        appointmentIds,
        refundIds: earlierRefunds.map((refund) => refund.id),
        reportIds,
        messageIds,
      },
      personalValuesOf({
        user,
        appointments,
        people,
        files,
        notes,
        requests,
        refunds: earlierRefunds,
      }),
    );

    // Contact details first: the cancellations below then message no one.
    await repo.eraseContact(userId, startedAt);
    const cancelled: { appointmentId: number; refund: RefundRow | undefined }[] = [];
    for (const appointmentId of await repo.toCome(userId, startedAt)) {
      const refund = await cancelAppointment(
        tx,
        { by: 'erasure', userId: actorUserId, ownerUserId: userId },
        appointmentId,
        { reason: undefined, at: startedAt },
      );
      cancelled.push({ appointmentId, refund });
    }

    await repo.eraseAppointments(userId);
    const hashes = [
      ...(await repo.deleteFiles(appointmentIds)),
      ...(await repo.deleteReports(appointmentIds)),
    ].flatMap((row) => (row.hash ? [row.hash] : []));
    const removedNotes = await repo.deleteNotes(userId);
    const removedPeople = await repo.deletePeople(userId);
    await repo.deleteEmailLinks(userId);
    await repo.eraseRefundReasons(appointmentIds);
    await repo.emptyMessages(await repo.messageIdsOf(userId, appointmentIds));
    await repo.endSignIns(userId, user.mobileNumber);
    await repo.emptyRequests(userId);

    await createAuditLogRepo(tx).record({
      actorUserId,
      action: 'customer.erased',
      entityType: 'user',
      entityId: userId,
      before: null,
      after: {
        reason,
        appointments: appointmentIds.length,
        consultations_cancelled: cancelled.length,
        refunds: cancelled.filter((one) => one.refund).length,
        files_removed: files.length,
        reports_removed: reportIds.length,
        saved_people_removed: removedPeople.length,
        notes_removed: removedNotes.length,
        messages_emptied: messageIds.length,
        activity_entries_redacted: redactedEntries,
      },
    });
    const numbers = new Map(appointments.map((row) => [row.id, row]));
    return {
      erased: true as const,
      erasedAt: startedAt,
      hashes,
      cancelled: cancelled.map(({ appointmentId, refund }) => ({
        appointmentId,
        appointmentNumber: numbers.get(appointmentId)!.appointmentNumber,
        scheduledAt: numbers.get(appointmentId)!.scheduledAt,
        refund,
      })),
    };
  });

  if (!outcome.erased)
    return { erased: false, erasedAt: outcome.erasedAt, label, cancelled: [], blobsRemoved: 0 };

  const refunds = options.gateway
    ? createRefundsService({ db, gateway: options.gateway, log })
    : null;
  const cancelled: ErasureConsultation[] = [];
  for (const one of outcome.cancelled) {
    let refund = one.refund;
    if (refund && refunds) {
      await refunds.send(refund);
      refund = (await createRefundsRepo(db).ofPayment(refund.paymentId)) ?? refund;
    }
    cancelled.push({
      appointment_number: one.appointmentNumber,
      scheduled_at: one.scheduledAt?.toISOString() ?? null,
      refund: refundView(refund),
    });
  }
  const blobsRemoved = await removeUnreferencedBlobs(db, blobs, outcome.hashes, startedAt, log);
  return { erased: true, erasedAt: outcome.erasedAt, label, cancelled, blobsRemoved };
}

/**
 * The bytes of the erased uploads and reports, unless another row refers to the same bytes (a
 * blob is stored once by its SHA-256) or they were stored again since the erasure began. A blob
 * that cannot be removed now (the store out of reach) is left to the orphan sweep
 * (db/blob-sweep.ts), which removes any blob no row refers to.
 */
async function removeUnreferencedBlobs(
  db: Database,
  blobs: BlobStore,
  hashes: string[],
  startedAt: Date,
  log: { warn: (details: object, message: string) => void },
): Promise<number> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return 0;
  const inUse = await referencedBlobs(db, unique);
  // A millisecond on: a file's time is finer than the clock's milliseconds.
  const olderThan = new Date(startedAt.getTime() + 1);
  let removed = 0;
  for (const hash of unique) {
    if (inUse.has(hash)) continue;
    try {
      if (await blobs.deleteIfOlder(hash, olderThan)) removed += 1;
    } catch (error) {
      log.warn({ err: error }, "an erased customer's file is left to the orphan sweep");
    }
  }
  return removed;
}
