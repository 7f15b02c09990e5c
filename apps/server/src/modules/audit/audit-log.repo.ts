import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '@portal/contracts';
import type { Database } from '../../db/database';
import { auditLog, users } from '../../db/schema';
import { cappedCount, pageOf } from '../../lib/paging/page-window';

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
  else if (filter.actorUserId !== undefined)
    conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  if (filter.actions) conditions.push(inArray(auditLog.action, [...filter.actions]));
  if (filter.since) conditions.push(gte(auditLog.createdAt, filter.since));
  if (filter.until) conditions.push(lt(auditLog.createdAt, filter.until));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function createAuditLogRepo(db: Database) {
  return {
    /** Writes one entry; call it with the transaction of the change it describes. */
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        ...entry,
        entityId: String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    async page(filter: AuditFilter, page: number, pageSize: number) {
      const where = whereOf(filter);
      // The page's ids first, from whichever end of the log is nearer, then their rows
      // (decision 0071).
      return pageOf(
        (page - 1) * pageSize,
        pageSize,
        () =>
          cappedCount(
            db,
            db
              .select({ one: sql`1` })
              .from(auditLog)
              .where(where)
              .$dynamic(),
          ),
        (window) => {
          const ids = db
            .select({ id: auditLog.id })
            .from(auditLog)
            .where(where)
            .orderBy(window.reverse ? asc(auditLog.id) : desc(auditLog.id))
            .limit(window.limit)
            .offset(window.offset)
            .as('page_ids');
          return db
            .select({
              entry: auditLog,
              actorName: users.name,
              actorMobile: users.mobileNumber,
              actorRole: users.role,
            })
            .from(ids)
            .innerJoin(auditLog, eq(auditLog.id, ids.id))
            .leftJoin(users, eq(users.id, auditLog.actorUserId))
            .orderBy(desc(auditLog.id));
        },
      );
    },

    /**
     * Everyone who holds an office role now or was given one (a staff.grant entry names them), by
     * name, with the role they hold now: a few people, read from users_office_idx and the log's
     * entity index, never from the whole log (decision 0072).
     */
    async officePeople() {
      const granted = await db
        .selectDistinct({ entityId: auditLog.entityId })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.action, 'staff.grant')));
      const grantedIds = granted.flatMap(({ entityId }) =>
        /^\d{1,10}$/.test(entityId) ? [Number(entityId)] : [],
      );
      return db
        .select({
          id: users.id,
          name: users.name,
          mobileNumber: users.mobileNumber,
          role: users.role,
        })
        .from(users)
        .where(
          grantedIds.length > 0
            ? or(ne(users.role, 'customer'), inArray(users.id, grantedIds))
            : ne(users.role, 'customer'),
        )
        .orderBy(users.name, users.id);
    },
  };
}
