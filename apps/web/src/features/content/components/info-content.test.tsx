import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '../../../test/render-with-providers';
import { InfoContent } from './info-content';

afterEach(() => vi.unstubAllGlobals());

describe('InfoContent', () => {
  it("shows the server's content for the page type and language", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/api/public/terms': {
          status: 200,
          body: {
            success: true,
            page_type: 'terms',
            language: 'english',
            title: 'Terms',
            content: '<p>From the office</p>',
          },
        },
      }),
    );
    await renderWithProviders(<InfoContent pageType="terms" language="english" />);
    expect(await screen.findByText('From the office')).toBeTruthy();
  });

  it('falls back to the built-in text in the same language when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/api/public/refund-policy': {
          status: 500,
          body: { success: false, error: 'x', code: 'INTERNAL_ERROR' },
        },
      }),
    );
    await renderWithProviders(<InfoContent pageType="refund-policy" language="tamil" />);
    expect(await screen.findByText('பணம் எப்போது திருப்பித் தரப்படும்')).toBeTruthy();
  });

  it('falls back to the built-in text when the server content is empty', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        '/api/public/contact': {
          status: 200,
          body: {
            success: true,
            page_type: 'contact',
            language: 'english',
            title: 'Contact',
            content: '  ',
          },
        },
      }),
    );
    await renderWithProviders(<InfoContent pageType="contact" language="english" />);
    expect(await screen.findByText('Call or WhatsApp')).toBeTruthy();
  });

  it("shows 'Content not available' for an unknown page type", async () => {
    vi.stubGlobal('fetch', fakeFetch({}));
    await renderWithProviders(<InfoContent pageType="privacy" language="english" />);
    expect(await screen.findByText('Content not available')).toBeTruthy();
  });
});
