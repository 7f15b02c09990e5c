import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminContentReply,
  AdminPageUpdate,
  AdminTestimonialUpdate,
  AdminTranslation,
  AdminUiSettings,
  Language,
} from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

const contentKey = ['admin', 'content'];

export function useAdminContent(language: Language) {
  return useQuery({
    queryKey: [...contentKey, language],
    queryFn: () => apiRequest<AdminContentReply>('/api/admin/content', { language }),
    retry: 1,
  });
}

export type ContentChange =
  | { kind: 'page'; pageType: string; pageLanguage: Language; page: AdminPageUpdate }
  | { kind: 'settings'; settings: AdminUiSettings }
  | { kind: 'add-testimonial'; testimonial: AdminTestimonialUpdate }
  | { kind: 'update-testimonial'; id: number; testimonial: AdminTestimonialUpdate }
  | { kind: 'remove-testimonial'; id: number }
  | { kind: 'save-translation'; translation: AdminTranslation }
  | {
      kind: 'remove-translation';
      translation: Pick<AdminTranslation, 'language' | 'page' | 'key'>;
    };

function send(change: ContentChange, language: Language): Promise<AdminContentReply> {
  switch (change.kind) {
    case 'page':
      return apiRequest(`/api/admin/pages/${change.pageType}/${change.pageLanguage}`, {
        method: 'PUT',
        body: change.page,
        language,
      });
    case 'settings':
      return apiRequest('/api/admin/settings/ui', {
        method: 'PUT',
        body: change.settings,
        language,
      });
    case 'add-testimonial':
      return apiRequest('/api/admin/testimonials', {
        method: 'POST',
        body: change.testimonial,
        language,
      });
    case 'update-testimonial':
      return apiRequest(`/api/admin/testimonials/${change.id}`, {
        method: 'PUT',
        body: change.testimonial,
        language,
      });
    case 'remove-testimonial':
      return apiRequest(`/api/admin/testimonials/${change.id}`, { method: 'DELETE', language });
    case 'save-translation':
      return apiRequest('/api/admin/translations', {
        method: 'PUT',
        body: change.translation,
        language,
      });
    case 'remove-translation': {
      const { language: textLanguage, page, key } = change.translation;
      return apiRequest(
        `/api/admin/translations/${textLanguage}/${encodeURIComponent(page)}/${encodeURIComponent(key)}`,
        { method: 'DELETE', language },
      );
    }
  }
}

/** Every content change answers with all the content, which replaces the cached copy. */
export function useContentChange(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContentChange) => send(change, language),
    onSuccess: (reply) => queryClient.setQueryData([...contentKey, language], reply),
  });
}
