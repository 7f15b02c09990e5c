import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screenDictionaries } from '../../../../locales/screen-dictionaries';
import { saveSession } from '../../../../lib/session';
import { recordingFetch, renderWithProviders } from '../../../../test/render-with-providers';
import { DataCopySection } from './data-copy-section';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('A copy of my data', () => {
  it('downloads the PDF and the JSON in the language shown', async () => {
    saveSession('token-0123456789abcdefghij', { name: 'Meena', mobile_number: '+919840012345' });
    const server = recordingFetch(() => ({ body: { success: true } }));
    vi.stubGlobal('fetch', server.fetch);
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:copy', revokeObjectURL: () => undefined }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await renderWithProviders(<DataCopySection language="tamil" />, {
      language: 'tamil',
      dictionaries: [screenDictionaries],
    });
    fireEvent.click(screen.getByRole('button', { name: 'படிக்கப் பதிவிறக்கு (PDF)' }));
    expect(await screen.findByText('உங்கள் நகல் பதிவிறக்கப்பட்டது.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'தரவாகப் பதிவிறக்கு (JSON)' }));
    await vi.waitFor(() => expect(saved).toEqual(['my-data-ta.pdf', 'my-data-ta.json']));
    expect(server.calls.map((call) => [call.path, call.query])).toEqual([
      ['/api/user/data.pdf', { language: 'tamil' }],
      ['/api/user/data', { language: 'tamil' }],
    ]);
    expect(server.headers(server.calls[0]).authorization).toBe('Bearer token-0123456789abcdefghij');
  });
});
