import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { FloatingLanguageToggle } from './floating-language-toggle';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => scrollTo(0));

it('steps aside while the page scrolls down, and comes back on the way up and at the bottom', async () => {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: 4000,
    configurable: true,
  });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  await renderWithProviders(
    <FloatingLanguageToggle language="english" onChange={() => undefined} />,
  );
  const wrapper = () => screen.getByRole('button', { name: /Tamil|தமிழ்/ }).parentElement!;
  expect(wrapper().className).toBe('floating-language');
  scrollTo(600);
  expect(wrapper().className).toContain('floating-language--away');
  scrollTo(400);
  expect(wrapper().className).toBe('floating-language');
  scrollTo(1500);
  expect(wrapper().className).toContain('floating-language--away');
  scrollTo(3150);
  expect(wrapper().className).toBe('floating-language');
});
