import type { Language, Testimonial, TestimonialsReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/youtube-testimonials, on its own: the prerendered landing page calls it without the
 * query library, which get-testimonials.ts (the hook) brings.
 */
export function getTestimonials(language: Language): Promise<Testimonial[]> {
  return apiRequest<TestimonialsReply>(`/api/youtube-testimonials?language=${language}`, {
    language,
  }).then((reply) => reply.data);
}
