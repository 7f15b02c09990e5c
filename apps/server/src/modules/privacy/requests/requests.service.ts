import {
  DATA_REQUEST_DUE_DAYS,
  dataRequestNumberOf,
  OPEN_DATA_REQUESTS_MAX,
  type AdminDataRequest,
  type AdminDataRequestsReply,
  type DataRequest,
  type DataRequestCreate,
  type DataRequestKind,
  type DataRequestReply,
  type DataRequestsReply,
  type DataRequestStatus,
} from '@portal/contracts';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/errors/app-error';
import { auditedChange } from '../../audit/audited-change';
import { messageEvents } from '../../messages/outbox/message-events';
import { grievanceContactOf, readPrivacySettings } from '../settings/privacy-settings';
import { createRequestsRepo, type DataRequestRow, type OfficeRequestRow } from './requests.repo';

const DAY_MS = 86_400_000;

function toRequest(row: DataRequestRow): DataRequest {
  return {
    id: row.id,
    number: dataRequestNumberOf(row.id, row.createdAt),
    kind: row.kind as DataRequestKind,
    text: row.text,
    status: row.status as DataRequestStatus,
    created_at: row.createdAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    due_at: row.dueAt.toISOString(),
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

function toOffice(line: OfficeRequestRow, now: Date): AdminDataRequest {
  const { request } = line;
  return {
    ...toRequest(request),
    customer: {
      id: line.customerId,
      name: line.customerName,
      mobile_number: line.customerMobileNumber,
    },
    age_days: Math.max(0, Math.floor((now.getTime() - request.createdAt.getTime()) / DAY_MS)),
    overdue: request.status === 'open' && request.dueAt < now,
    answered_by:
      line.answererId === null
        ? null
        : {
            id: line.answererId,
            name: line.answererName,
            mobile_number: line.answererMobileNumber!,
          },
  };
}

/**
 * A customer's requests and grievances (decision 0102): made and acknowledged in one transaction
 * (the acknowledgement queued by message and `acknowledged_at` set with it), listed for them and
 * for the office, and answered by the office, audited, with a message that says so.
 */
export function createRequestsService(db: Database, now: () => Date = () => new Date()) {
  const repo = createRequestsRepo(db);

  return {
    /**
     * Makes a request, numbered, due in 30 days, its acknowledgement queued at once. `keep` keeps
     * the reply with its Idempotency-Key in the same transaction (idempotent-call.ts).
     */
    async create(
      userId: number,
      input: DataRequestCreate,
      keep: (tx: Database, reply: DataRequestReply) => Promise<void> = async () => undefined,
    ): Promise<DataRequestReply> {
      return db.transaction(async (tx) => {
        const requests = createRequestsRepo(tx);
        if ((await requests.openCount(userId)) >= OPEN_DATA_REQUESTS_MAX)
          throw new AppError('OPEN_REQUESTS_LIMIT');
        const at = now();
        const made = await requests.insert({
          userId,
          kind: input.kind,
          text: input.text,
          createdAt: at,
          dueAt: new Date(at.getTime() + DATA_REQUEST_DUE_DAYS * DAY_MS),
        });
        const grievance = grievanceContactOf(await readPrivacySettings(tx));
        const queued = await messageEvents.dataRequestMessage(
          tx,
          userId,
          made.id,
          {
            kind: 'request_received',
            number: dataRequestNumberOf(made.id, made.createdAt),
            requestKind: input.kind,
            dueAt: made.dueAt.toISOString(),
            grievance,
          },
          at,
        );
        const reply: DataRequestReply = {
          success: true,
          request: toRequest(queued ? await requests.acknowledge(made.id, at) : made),
          grievance_contact: grievance,
        };
        await keep(tx, reply);
        return reply;
      });
    },

    /** A customer's own requests, newest first, and whom to complain to. */
    async ofCustomer(userId: number): Promise<DataRequestsReply> {
      const [rows, settings] = await Promise.all([
        repo.ofCustomer(userId),
        readPrivacySettings(db),
      ]);
      return {
        success: true,
        requests: rows.map(toRequest),
        grievance_contact: grievanceContactOf(settings),
      };
    },

    /** The office's queue, with each request's age, due date and whether it is overdue. */
    async queue(query: {
      status: DataRequestStatus;
      page: number;
      page_size: number;
    }): Promise<AdminDataRequestsReply> {
      const at = now();
      const [{ rows, total, overdue }, settings] = await Promise.all([
        repo.page(query.status, query.page, query.page_size, at),
        readPrivacySettings(db),
      ]);
      return {
        success: true,
        requests: rows.map((row) => toOffice(row, at)),
        total,
        overdue,
        page: query.page,
        page_size: query.page_size,
        grievance_contact: grievanceContactOf(settings),
      };
    },

    /**
     * The office answers a request: answered now, by them, audited (the answer's words are the
     * customer's data and stay out of the activity log), and the customer told where to read it.
     * Answered once: a second answer is 409 REQUEST_ANSWERED.
     */
    async answer(
      actorUserId: number,
      requestId: number,
      answer: string,
    ): Promise<AdminDataRequest> {
      await auditedChange(
        db,
        {
          actorUserId,
          action: 'data_request.answer',
          entityType: 'data_request',
          entityId: requestId,
        },
        async (tx) => {
          const requests = createRequestsRepo(tx);
          const found = await requests.find(requestId, { lock: true });
          if (!found) throw new AppError('NOT_FOUND');
          if (found.request.status === 'answered') throw new AppError('REQUEST_ANSWERED');
          const at = now();
          await requests.answer(requestId, {
            answer,
            answeredAt: at,
            answeredByUserId: actorUserId,
          });
          await messageEvents.dataRequestMessage(
            tx,
            found.request.userId,
            requestId,
            {
              kind: 'request_answered',
              number: dataRequestNumberOf(requestId, found.request.createdAt),
              requestKind: found.request.kind as DataRequestKind,
              grievance: grievanceContactOf(await readPrivacySettings(tx)),
            },
            at,
          );
          return {
            before: { status: 'open', kind: found.request.kind },
            after: { status: 'answered', answered_at: at.toISOString() },
            result: undefined,
          };
        },
      );
      const answered = await repo.find(requestId);
      return toOffice(answered!, now());
    },
  };
}
