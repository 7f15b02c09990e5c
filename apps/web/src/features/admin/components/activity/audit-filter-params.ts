import {
  auditActionGroupNames,
  auditActions,
  type AuditAction,
  type AuditActionGroup,
} from '@portal/contracts';
import type { AuditFilterValues } from '../../api/audit-calls';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The activity page's filters and page as the address gives them (anything unknown is left out). */
export function auditFiltersOf(params: URLSearchParams): {
  filters: AuditFilterValues;
  page: number;
} {
  const who = params.get('who');
  const action = params.get('action');
  const group = params.get('group');
  const date = (name: string) =>
    DATE.test(params.get(name) ?? '') ? (params.get(name) as string) : '';
  return {
    filters: {
      actor: who === 'system' ? 'system' : who && /^\d{1,9}$/.test(who) ? Number(who) : null,
      what:
        action && (auditActions as readonly string[]).includes(action)
          ? { action: action as AuditAction }
          : group && (auditActionGroupNames as string[]).includes(group)
            ? { group: group as AuditActionGroup }
            : null,
      from: date('from'),
      to: date('to'),
    },
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The address for filters and a page; a change of filter gives no page, so the list starts again at page 1. */
export function auditSearchOf(filters: AuditFilterValues, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.actor !== null) search.set('who', String(filters.actor));
  if (filters.what && 'action' in filters.what) search.set('action', filters.what.action);
  if (filters.what && 'group' in filters.what) search.set('group', filters.what.group);
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (page > 1) search.set('page', String(page));
  return search;
}

export const isFiltered = (filters: AuditFilterValues) =>
  filters.actor !== null || filters.what !== null || filters.from !== '' || filters.to !== '';
