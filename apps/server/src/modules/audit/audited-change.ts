import type { AuditAction } from '@portal/contracts';
import type { Database } from '../../db/database';
import { createAuditLogRepo } from './audit-log.repo';

export interface AuditTarget {
  /** Null for the system itself. */
  actorUserId: number | null;
  action: AuditAction;
  entityType: string;
  entityId: string | number;
}

export interface AuditedOutcome<T> {
  before: unknown;
  after: unknown;
  result: T;
  /** Nothing changed (a repeated request): no audit entry. */
  unchanged?: boolean;
}

/**
 * The one way to make an audited change (the office's, a customer's change to an appointment,
 * the system's automatic refunds): the change and its audit entry (who, what, before, after) in
 * one transaction, so neither is ever written without the other.
 */
export function auditedChange<T>(
  db: Database,
  target: AuditTarget,
  apply: (tx: Database) => Promise<AuditedOutcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { before, after, result, unchanged } = await apply(tx);
    if (!unchanged) await createAuditLogRepo(tx).record({ ...target, before, after });
    return result;
  });
}
