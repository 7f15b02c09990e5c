import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AuditAction,
  AuditActionGroup,
  AuditActorsReply,
  AuditLogReply,
  Language,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 30;

/**
 * The activity page's filters: who ('system', a user id, or anyone), what (an action or a group),
 * when (India days).
 */
export interface AuditFilterValues {
  actor: 'system' | number | null;
  what: { action: AuditAction } | { group: AuditActionGroup } | null;
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilterValues = { actor: null, what: null, from: '', to: '' };

export function auditLogPath(filters: AuditFilterValues, page: number): string {
  const search = new URLSearchParams({ page: String(page), page_size: String(AUDIT_PAGE_SIZE) });
  if (filters.actor !== null) search.set('actor', String(filters.actor));
  if (filters.what && 'action' in filters.what) search.set('action', filters.what.action);
  if (filters.what && 'group' in filters.what) search.set('group', filters.what.group);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  return `/api/admin/audit-log?${search.toString()}`;
}

export function useAuditLog(filters: AuditFilterValues, page: number, language: Language) {
  const path = auditLogPath(filters, page);
  return useQuery({
    queryKey: ['admin', 'audit', path, language],
    queryFn: () => apiRequest<AuditLogReply>(path, { language }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

/** The "who" filter's people (the office's, now and before): asked once, not with every page (decision 0072). */
export function useAuditActors(language: Language) {
  return useQuery({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: () =>
      apiRequest<AuditActorsReply>('/api/admin/audit-log/actors', { language }).then(
        (reply) => reply.actors,
      ),
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
