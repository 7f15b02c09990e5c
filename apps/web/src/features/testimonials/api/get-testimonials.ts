import { useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts';
import { getTestimonials } from './testimonials-call';

export { getTestimonials } from './testimonials-call';

export function useTestimonials(language: Language) {
  return useQuery({ queryKey: ['testimonials', language], queryFn: () => getTestimonials(language) });
}
