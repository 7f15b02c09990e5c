import { useQuery } from '@tanstack/react-query';
import type { Language, Testimonial, TestimonialsReply } from '@portal/contracts';
import { apiRequest } from '../../../lib/api-client';

export function getTestimonials(language: Language): Promise<Testimonial[]> {
  return apiRequest<TestimonialsReply>(`/api/youtube-testimonials?language=${language}`, { language }).then(
    (reply) => reply.data,
  );
}

export function useTestimonials(language: Language) {
  return useQuery({ queryKey: ['testimonials', language], queryFn: () => getTestimonials(language) });
}
