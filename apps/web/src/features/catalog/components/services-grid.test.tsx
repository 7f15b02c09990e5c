import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithProviders } from '../../../test/render-with-providers';
import { ServicesGrid } from './services-grid';

afterEach(() => vi.unstubAllGlobals());

it("says the prices are India's before GST; the booking shows the country's", async () => {
  vi.stubGlobal('fetch', recordingFetch({}).fetch);
  await renderWithProviders(<ServicesGrid language="english" onChoose={() => undefined} />, {
    language: 'english',
  });
  expect(
    screen.getByText(
      'Prices for customers in India, before GST. The price for your country, with taxes, is shown when you book.',
    ),
  ).toBeTruthy();
});
