import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@portal/contracts';
import type { Database } from '../../db/database';
import { auditLog, users } from '../../db/schema';

export interface AuditRecord {
  /** Null for what the system does by itself (an automatic refund). */
  actorUserId: number | null;
  action: AuditAction;
  entityType: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
}

export function createAuditLogRepo(db: Database) {
  return {
    /** Writes one entry; call it with the transaction of the change it describes. */
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId), before: entry.before ?? null, after: entry.after ?? null });
    },

    async page(filter: { entityType?: string; entityId?: string }, page: number, pageSize: number) {
      const conditions: SQL[] = [];
      if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
      if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, actorName: users.name, actorMobile: users.mobileNumber })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ value: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
