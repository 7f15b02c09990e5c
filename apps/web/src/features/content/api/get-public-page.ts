import { useQuery } from '@tanstack/react-query';
import type { Language, PublicPageReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getPublicPage(pageType: string, language: Language): Promise<PublicPageReply> {
  return apiRequest<PublicPageReply>(
    `/api/public/${encodeURIComponent(pageType)}?language=${language}`,
    { language },
  );
}

export function usePublicPage(pageType: string, language: Language) {
  return useQuery({
    queryKey: ['public-page', pageType, language],
    queryFn: () => getPublicPage(pageType, language),
    retry: false,
  });
}
