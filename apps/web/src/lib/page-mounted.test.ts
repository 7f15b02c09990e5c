import { expect, it } from 'vitest';
import { announcePageMounted } from './page-mounted';

it('marks the page on, names the app’s Tamil font, and tells the starter', () => {
  document.documentElement.classList.remove('tamil-font');
  let told = false;
  const listener = () => (told = document.documentElement.classList.contains('tamil-font'));
  document.addEventListener('portal:mounted', listener);
  announcePageMounted();
  document.removeEventListener('portal:mounted', listener);
  expect(performance.getEntriesByName('portal:mounted')).not.toHaveLength(0);
  expect(told).toBe(true);
  document.documentElement.classList.remove('tamil-font');
});
