import {
  auditActionGroups,
  roleSchema,
  type AuditAction,
  type AuditActorsReply,
  type AuditLogReply,
  type AuditActionGroup,
  type Role,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { paiseToRupeeText } from '../../lib/money';
import { describeChanges, paiseIn } from '../audit/audit-changes';
import { createAuditContextRepo } from '../audit/audit-context.repo';
import { createAuditLogRepo, type AuditFilter } from '../audit/audit-log.repo';
import { indiaMoment } from '../../lib/india-time';

export interface AuditLogPageQuery {
  entity_type?: string;
  entity_id?: string;
  actor?: 'system' | number;
  action?: AuditAction;
  group?: AuditActionGroup;
  from?: string;
  to?: string;
  page: number;
  page_size: number;
}

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const idIn = (snapshot: unknown, key: string): number | null => {
  const value =
    snapshot !== null && typeof snapshot === 'object'
      ? (snapshot as Record<string, unknown>)[key]
      : undefined;
  return typeof value === 'number' ? value : null;
};
const numericId = (entityId: string) => (/^\d{1,10}$/.test(entityId) ? Number(entityId) : null);
/** The role a person holds now (the log shows it beside their name). */
const roleOf = (role: string | null): Role => roleSchema.safeParse(role).data ?? 'customer';

/**
 * The actions a "what" filter lets through: one action, a group, both (the action if it is in the
 * group), or all (undefined).
 */
function actionsOf(
  action: AuditAction | undefined,
  group: AuditActionGroup | undefined,
): readonly string[] | undefined {
  const grouped: readonly string[] | undefined = group ? auditActionGroups[group] : undefined;
  if (action && grouped) return grouped.includes(action) ? [action] : [];
  return action ? [action] : grouped;
}

export function createAuditLogService(db: Database) {
  const repo = createAuditLogRepo(db);
  const context = createAuditContextRepo(db);
  return {
    /**
     * The "who" filter's people: the office's, now and before (decision 0072); asked apart from the
     * pages.
     */
    async actors(): Promise<AuditActorsReply> {
      const people = await repo.officePeople();
      return {
        success: true,
        actors: people.map((actor) => ({
          id: actor.id,
          name: actor.name,
          mobile_number: actor.mobileNumber,
          role: roleOf(actor.role),
        })),
      };
    },

    /**
     * One page of what was done (by the office, customers and the system), newest first, filtered
     * by who, what and when.
     */
    async page(query: AuditLogPageQuery): Promise<AuditLogReply> {
      const filter: AuditFilter = {
        entityType: query.entity_type,
        entityId: query.entity_id,
        actorUserId: query.actor === 'system' ? null : query.actor,
        actions: actionsOf(query.action, query.group),
        since: query.from ? indiaMoment(query.from, 0) : undefined,
        until: query.to ? indiaMoment(dayAfter(query.to), 0) : undefined,
      };
      const { rows, total, capped } =
        filter.actions?.length === 0
          ? { rows: [], total: 0, capped: false }
          : await repo.page(filter, query.page, query.page_size);
      const ofType = (type: string) =>
        rows
          .filter(({ entry }) => entry.entityType === type)
          .flatMap(({ entry }) => numericId(entry.entityId) ?? []);
      // An astrologer's entry, or a closed day or blocked slot of one astrologer (its snapshots
      // name them).
      const astrologerOf = (entry: (typeof rows)[number]['entry']) =>
        entry.entityType === 'astrologer'
          ? numericId(entry.entityId)
          : (idIn(entry.after, 'astrologer_id') ?? idIn(entry.before, 'astrologer_id'));
      const [
        refunds,
        messageAppointments,
        reportAppointments,
        payments,
        serviceNames,
        countryNames,
        astrologerNames,
        userNames,
      ] = await Promise.all([
        context.refunds(ofType('refund')),
        context.messageAppointments(ofType('message')),
        context.reportAppointments(ofType('pdf_request')),
        context.paymentAmounts(
          rows.flatMap(({ entry }) =>
            [idIn(entry.after, 'cash_payment_id'), idIn(entry.after, 'payment_id')].filter(
              (id) => id !== null,
            ),
          ),
        ),
        context.serviceNames(ofType('service')),
        context.countryNames(ofType('country')),
        context.astrologerNames(rows.flatMap(({ entry }) => astrologerOf(entry) ?? [])),
        context.userNames(ofType('user')),
      ]);
      const appointmentOf = (type: string, id: number | null, after: unknown): number | null => {
        if (id === null) return null;
        if (type === 'appointment') return id;
        if (type === 'refund') return refunds.get(id)?.appointmentId ?? null;
        if (type === 'message') return messageAppointments.get(id) ?? null;
        if (type === 'pdf_request')
          return reportAppointments.get(id) ?? idIn(after, 'appointment_id');
        return null;
      };
      const appointmentIds = rows.map(({ entry }) =>
        appointmentOf(entry.entityType, numericId(entry.entityId), entry.after),
      );
      const numbers = await context.appointmentNumbers(appointmentIds.filter((id) => id !== null));
      const amountOf = (type: string, id: number | null, after: unknown): number | null => {
        const paymentId = idIn(after, 'cash_payment_id') ?? idIn(after, 'payment_id');
        return (
          paiseIn(after, 'amount_paise') ??
          paiseIn(after, 'refund', 'amount_paise') ??
          (paymentId === null ? null : (payments.get(paymentId) ?? null)) ??
          (type === 'refund' && id !== null ? (refunds.get(id)?.amountPaise ?? null) : null)
        );
      };
      return {
        success: true,
        total,
        total_capped: capped,
        entries: rows.map(({ entry, actorName, actorMobile, actorRole }, index) => {
          const id = numericId(entry.entityId);
          const appointmentId = appointmentIds[index] ?? null;
          const number = appointmentId === null ? undefined : numbers.get(appointmentId);
          const amount = amountOf(entry.entityType, id, entry.after);
          const { changes, otherFields } = describeChanges(entry.before, entry.after);
          const astrologerId = astrologerOf(entry);
          const subject =
            astrologerId !== null
              ? astrologerNames.get(astrologerId)
              : id === null
                ? undefined
                : entry.entityType === 'service'
                  ? serviceNames.get(id)
                  : entry.entityType === 'country'
                    ? countryNames.get(id)
                    : entry.entityType === 'user'
                      ? userNames.get(id)
                      : undefined;
          return {
            id: entry.id,
            actor:
              entry.actorUserId === null || actorMobile === null
                ? null
                : {
                    id: entry.actorUserId,
                    name: actorName,
                    mobile_number: actorMobile,
                    role: roleOf(actorRole),
                  },
            action: entry.action,
            entity_type: entry.entityType,
            entity_id: entry.entityId,
            before: entry.before,
            after: entry.after,
            created_at: entry.createdAt.toISOString(),
            appointment:
              appointmentId !== null && number !== undefined ? { id: appointmentId, number } : null,
            amount: amount === null ? null : paiseToRupeeText(amount),
            subject_name: subject ?? null,
            changes,
            other_fields: otherFields,
          };
        }),
      };
    },
  };
}
