import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Testimonial } from '@portal/contracts';
import { renderWithProviders } from '../../../test/render-with-providers';
import { VideoModal } from './video-modal';

const testimonial = {
  id: 1,
  youtube_video_id: 'abc-123_XY',
  title: 'Meena from Madurai',
  description: 'Her marriage porutham.',
} as unknown as Testimonial;

it('offers YouTube itself when the player cannot load, in Tamil too', async () => {
  await renderWithProviders(<VideoModal testimonial={testimonial} onClose={() => undefined} />, {
    language: 'tamil',
  });
  const link = screen.getByRole('link', { name: 'இயங்கவில்லையா? YouTube-இல் பாருங்கள்' });
  expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=abc-123_XY');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
});
