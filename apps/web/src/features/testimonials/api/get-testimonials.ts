import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts';
import { getTestimonials } from './testimonials-call';

export { getTestimonials } from './testimonials-call';

export const testimonialsQuery = (language: Language) =>
  queryOptions({ queryKey: ['testimonials', language], queryFn: () => getTestimonials(language) });

export function useTestimonials(language: Language) {
  return useQuery(testimonialsQuery(language));
}
