import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, PrivacyNoticeReply } from '@portal/contracts';
import { apiRequest } from '../../../../lib/api-client';

/**
 * GET /api/privacy/notice: the current version in a language, the office's settings filled in
 * (decision 0100). /privacy's shell starts it (prerender.mjs), under the same path.
 */
export const noticeQuery = (language: Language) =>
  queryOptions({
    queryKey: ['privacy-notice', language],
    queryFn: () =>
      apiRequest<PrivacyNoticeReply>(`/api/privacy/notice?language=${language}`, { language }),
    retry: 1,
    staleTime: 5 * 60_000,
  });

export function usePrivacyNotice(language: Language, enabled = true) {
  return useQuery({ ...noticeQuery(language), enabled });
}
