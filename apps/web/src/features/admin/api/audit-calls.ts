import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogReply, Language } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 30;

export function useAuditLog(page: number, language: Language) {
  return useQuery({
    queryKey: ['admin', 'audit', page, language],
    queryFn: () => apiRequest<AuditLogReply>(`/api/admin/audit-log?page=${page}&page_size=${AUDIT_PAGE_SIZE}`, { language }),
    placeholderData: keepPreviousData,
    retry: 1,
  });
}
