import { useQuery } from '@tanstack/react-query';
import type { Language, OfficeStatusReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/** How often a console page asks again: often enough to see a full disk (and its end) within the minute. */
const POLL_OK_MS = 60_000;
/** While storage is full, the banner goes as soon as space returns. */
const POLL_FULL_MS = 15_000;

/**
 * What every console page shows beside its work: whether the portal's storage is full (GET
 * /api/admin/status, no database work).
 */
export function useOfficeStatus(language: Language) {
  return useQuery({
    queryKey: ['admin', 'status', language],
    queryFn: () => apiRequest<OfficeStatusReply>('/api/admin/status', { language }),
    refetchInterval: (current) =>
      current.state.data?.storage === 'full' ? POLL_FULL_MS : POLL_OK_MS,
    retry: 1,
  });
}
