import type { AuditLogReply } from '@portal/contracts';
import type { Database } from '../../db/database';
import { createAuditLogRepo } from '../audit/audit-log.repo';

export function createAuditLogService(db: Database) {
  const repo = createAuditLogRepo(db);
  return {
    /** One page of the office's actions, newest first, optionally of one record. */
    async page(query: { entity_type?: string; entity_id?: string; page: number; page_size: number }): Promise<AuditLogReply> {
      const { rows, total } = await repo.page({ entityType: query.entity_type, entityId: query.entity_id }, query.page, query.page_size);
      return {
        success: true,
        total,
        entries: rows.map(({ entry, actorName, actorMobile }) => ({
          id: entry.id,
          actor: entry.actorUserId === null || actorMobile === null ? null : { id: entry.actorUserId, name: actorName, mobile_number: actorMobile },
          action: entry.action,
          entity_type: entry.entityType,
          entity_id: entry.entityId,
          before: entry.before,
          after: entry.after,
          created_at: entry.createdAt.toISOString(),
        })),
      };
    },
  };
}
