import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
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

/** Which entries a page shows; every condition given must hold. */
export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  /** A user's id, or null for what the system did by itself. */
  actorUserId?: number | null;
  actions?: readonly string[];
  /** From this moment (included) until `until` (excluded). */
  since?: Date;
  until?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorUserId === null) conditions.push(isNull(auditLog.actorUserId));
  else if (filter.actorUserId !== undefined) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.actions) conditions.push(inArray(auditLog.action, [...filter.actions]));
  if (filter.since) conditions.push(gte(auditLog.createdAt, filter.since));
  if (filter.until) conditions.push(lt(auditLog.createdAt, filter.until));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAuditLogRepo(db: Database) {
  return {
    /** Writes one entry; call it with the transaction of the change it describes. */
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({ ...entry, entityId: String(entry.entityId), before: entry.before ?? null, after: entry.after ?? null });
    },

    async page(filter: AuditFilter, page: number, pageSize: number) {
      const where = whereOf(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, actorName: users.name, actorMobile: users.mobileNumber, actorRole: users.role })
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

    /** Everyone who has an entry in the log, by name, with the role they hold now. */
    actors() {
      return db
        .selectDistinct({ id: users.id, name: users.name, mobileNumber: users.mobileNumber, role: users.role })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorUserId))
        .where(isNotNull(auditLog.actorUserId))
        .orderBy(users.name, users.id);
    },
  };
}
