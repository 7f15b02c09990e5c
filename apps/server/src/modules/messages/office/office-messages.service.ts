import { inArray } from 'drizzle-orm';
import type {
  Language,
  MessageChannel,
  MessageKind,
  MessagesQuery,
  MessagesReply,
  MessageStatus,
  OutboxMessage,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { appointments } from '../../../db/schema';
import { AppError } from '../../../lib/errors/app-error';
import { auditedChange } from '../../audit/audited-change';
import { createOutboxRepo, timingOf, type MessageRow } from '../outbox/outbox.repo';

type Attempt = Awaited<ReturnType<ReturnType<typeof createOutboxRepo>['attemptsOf']>>[number];

function toOutboxMessage(
  row: MessageRow,
  numbers: Map<number, string>,
  attempts: Attempt[],
): OutboxMessage {
  const timing = timingOf(row);
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    channel: row.channel as MessageChannel,
    audience: row.audience as OutboxMessage['audience'],
    recipient: row.recipient,
    language: row.language as Language,
    status: row.status as MessageStatus,
    appointment_id: row.appointmentId,
    appointment_number:
      row.appointmentId === null ? null : (numbers.get(row.appointmentId) ?? null),
    created_at: row.createdAt.toISOString(),
    send_after: row.sendAfter.toISOString(),
    held: timing?.held ?? null,
    time_zone: timing?.timeZone ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    last_error: row.lastError,
    subject: row.subject,
    body: row.body,
    attempt_log: attempts
      .filter((attempt) => attempt.messageId === row.id)
      .map((attempt) => ({
        attempted_at: attempt.attemptedAt.toISOString(),
        outcome: attempt.outcome as 'sent' | 'failed',
        error: attempt.error,
      })),
  };
}

/** The office's messages page and each appointment's history: what went to whom, and a retry for what failed. */
export function createOfficeMessagesService(db: Database) {
  const repo = createOutboxRepo(db);

  async function present(rows: MessageRow[]): Promise<OutboxMessage[]> {
    const appointmentIds = [
      ...new Set(rows.map((row) => row.appointmentId).filter((id): id is number => id !== null)),
    ];
    const [numbers, attempts] = await Promise.all([
      appointmentIds.length === 0
        ? []
        : db
            .select({ id: appointments.id, number: appointments.appointmentNumber })
            .from(appointments)
            .where(inArray(appointments.id, appointmentIds)),
      repo.attemptsOf(rows.map((row) => row.id)),
    ]);
    const byId = new Map(numbers.map((row) => [row.id, row.number]));
    return rows.map((row) => toOutboxMessage(row, byId, attempts));
  }

  return {
    async list(query: MessagesQuery): Promise<MessagesReply> {
      const { rows, total, capped } = await repo.page(
        { status: query.status, channel: query.channel, appointmentId: query.appointment_id },
        query.page,
        query.page_size,
      );
      return {
        success: true,
        messages: await present(rows),
        total,
        total_capped: capped,
        page: query.page,
        page_size: query.page_size,
      };
    },

    /** A failed message is due again now, its attempts counted afresh; audited. */
    async retry(actorUserId: number, messageId: number): Promise<OutboxMessage> {
      const row = await auditedChange(
        db,
        { actorUserId, action: 'message.retry', entityType: 'message', entityId: messageId },
        async (tx) => {
          const txRepo = createOutboxRepo(tx);
          const found = await txRepo.find(messageId);
          if (!found) throw new AppError('NOT_FOUND');
          const retried = await txRepo.retry(messageId);
          if (!retried) throw new AppError('MESSAGE_NOT_RETRYABLE');
          return {
            before: { status: found.status, attempts: found.attempts, last_error: found.lastError },
            after: { status: 'pending' },
            result: retried,
          };
        },
      );
      const [message] = await present([row]);
      return message!;
    },
  };
}
